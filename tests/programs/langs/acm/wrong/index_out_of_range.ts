// expect: RE on 01: TypeError: Cannot read properties of undefined (reading 'queen'), at index_out_of_range.ts:12
// Language test program (TypeScript, acm): reads a property of an element past the end of an
// array, which tsc's options here do not catch. Expected: RE, with the TypeError.
import { readFileSync } from "fs";

interface Row {
  queen: number;
}

const n = parseInt(readFileSync(0, "utf8"), 10);
const rows: Row[] = new Array(n).fill(null).map(() => ({ queen: 0 }));
console.log(rows[n].queen);
