// Language test program (JavaScript, lc52): Queue, a global of @datastructures-js/queue as
// LeetCode's JavaScript has it (no require): the boards built row by row, breadth first, each
// partial board a queued [columns, left, right] of bit masks. Expected: AC.
var totalNQueens = function (n) {
  const full = (1 << n) - 1;
  const boards = new Queue([[0, 0, 0, 0]]);
  let total = 0;
  while (!boards.isEmpty()) {
    const [row, columns, left, right] = boards.dequeue();
    if (row === n) {
      ++total;
      continue;
    }
    for (let free = full & ~(columns | left | right); free; free &= free - 1) {
      const bit = free & -free;
      boards.enqueue([row + 1, columns | bit, ((left | bit) << 1) & full, (right | bit) >> 1]);
    }
  }
  return total;
};
