// expect: RE on 01: TypeError: Cannot read properties of undefined (reading 'queen'), at type_error.js:8
// Language test program (JavaScript, acm): reads a property of an element past the end of an
// array. Expected: RE, with the TypeError and this file's line.
const fs = require("fs");

const n = parseInt(fs.readFileSync(0, "utf8"), 10);
const rows = new Array(n).fill(null).map(() => ({ queen: 0 }));
console.log(rows[n].queen);
