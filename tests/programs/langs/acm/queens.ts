// Language test program (TypeScript, acm): counts placements with bitmasks, keeping the first
// placement found; Node's fs through an import (tsc makes it a require). Expected: AC.
import { readFileSync } from "fs";

const n: number = parseInt(readFileSync(0, "utf8").trim().split(/\s+/)[0], 10);
const placed: number[] = [];
let first: number[] = [];
let count = 0;
const full = (1 << n) - 1;
const place = (row: number, cols: number, d1: number, d2: number): void => {
  if (row === n) {
    if (count++ === 0) first = placed.slice();
    return;
  }
  for (let c = 0; c < n; ++c) {
    const bit = 1 << c;
    if ((cols | d1 | d2) & bit) continue;
    placed.push(c);
    place(row + 1, cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1);
    placed.pop();
  }
};
place(0, 0, 0, 0);
console.log([count, ...first.map((c, r) => `${r + 1} ${c + 1}`)].join("\n"));
