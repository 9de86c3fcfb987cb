// Language test program (JavaScript, lc52): LeetCode's JavaScript signature; lodash as `_` (a
// global, with no require) and @datastructures-js/priority-queue by require() (6.x: the
// constructor takes the compare function), as LeetCode has them, and a debug print left in.
// Expected: AC.
const { PriorityQueue } = require("@datastructures-js/priority-queue");

/**
 * @param {number} n
 * @return {number}
 */
var totalNQueens = function (n) {
  console.log("debug: n =", n);
  const queue = new PriorityQueue((a, b) => a - b);
  _.range(n).forEach((row) => queue.enqueue(row));
  return queue.size() === n ? count(n, 0, 0, 0) : -1;
};

function count(n, columns, left, right) {
  const full = (1 << n) - 1;
  if (columns === full) return 1;
  let total = 0;
  for (let free = full & ~(columns | left | right); free; free &= free - 1) {
    const bit = free & -free;
    total += count(n, columns | bit, (left | bit) << 1, (right | bit) >> 1);
  }
  return total;
}
