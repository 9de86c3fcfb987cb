// Language test program (JavaScript, lc52): Deque, a global of @datastructures-js/deque as
// LeetCode's JavaScript has it (no require): the search depth first, its partial boards pushed
// and popped at the back, after a sentinel pushed at the front. Expected: AC.
var totalNQueens = function (n) {
  const full = (1 << n) - 1;
  const boards = new Deque([[0, 0, 0, 0]]);
  boards.pushFront(null);
  let total = 0;
  while (boards.back() !== null) {
    const [row, columns, left, right] = boards.popBack();
    if (row === n) {
      ++total;
      continue;
    }
    for (let free = full & ~(columns | left | right); free; free &= free - 1) {
      const bit = free & -free;
      boards.pushBack([row + 1, columns | bit, ((left | bit) << 1) & full, (right | bit) >> 1]);
    }
  }
  return boards.size() === 1 && boards.popFront() === null ? total : -1;
};
