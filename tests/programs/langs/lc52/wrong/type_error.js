// expect: RE on 01: TypeError: Cannot read properties of undefined (reading 'length'), at type_error.js:8
// Language test program (JavaScript, lc52): reads a property of an element past the end of an
// array in a LeetCode file. Expected: RE, with the TypeError and this file's line.
var totalNQueens = function (n) {
  const rows = [];
  for (let i = 0; i < n; ++i) rows.push([i]);
  // one past the end
  return rows[n].length;
};
