// LeetCode 51, N-Queens: return every board.
// Approach: backtracking row by row; columns, diagonals1 ("\"), diagonals2 ("/") are bitmasks of
// the squares of the current row they attack, the leftmost column being the lowest bit. Going one
// row down, a "\" diagonal moves one column right (a higher bit: shift left) and a "/" diagonal
// one column left (shift right).
// Time: O(n! + S * n^2): every loop turn places a queen, and there are at most e*n! placements;
//   O(n^2) to build each of the S boards returned.
// Space: O(n) for the search, plus the boards returned.
// JavaScript's bitwise operators work on 32 bits. Fix: n > 31 throws instead of answering wrongly.

function solveNQueens(n: number): string[][] {
  if (n < 1) return [];
  if (n > 31) throw new RangeError("solveNQueens: the bitmasks hold at most 31 columns");
  const full = (1 << n) - 1; // the n lowest bits: the squares of one row
  const queens: number[] = new Array(n).fill(-1); // queens[row] = column of that row's queen
  const solutions: string[][] = [];
  const generateBoard = () => queens.map((col) => ".".repeat(col) + "Q" + ".".repeat(n - col - 1));
  const solve = (row: number, columns: number, diagonals1: number, diagonals2: number): void => {
    if (row === n) {
      solutions.push(generateBoard());
      return;
    }
    let available = full & ~(columns | diagonals1 | diagonals2);
    while (available !== 0) {
      const position = available & -available; // lowest set bit = leftmost free column
      available &= available - 1;
      queens[row] = 31 - Math.clz32(position);
      solve(
        row + 1,
        columns | position,
        (diagonals1 | position) << 1,
        (diagonals2 | position) >>> 1,
      );
    }
  };
  solve(0, 0, 0, 0);
  return solutions;
}
