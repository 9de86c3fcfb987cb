// Language test program (JavaScript, lc51): LeetCode's JavaScript signature, declared with
// `function` rather than `var`. Expected: AC.

/**
 * @param {number} n
 * @return {string[][]}
 */
function solveNQueens(n) {
  const boards = [];
  const queens = [];
  const place = (row) => {
    if (row === n) {
      boards.push(queens.map((c) => ".".repeat(c) + "Q" + ".".repeat(n - c - 1)));
      return;
    }
    for (let c = 0; c < n; ++c) {
      if (queens.some((q, r) => q === c || Math.abs(q - c) === row - r)) continue;
      queens.push(c);
      place(row + 1);
      queens.pop();
    }
  };
  place(0);
  return boards;
}
