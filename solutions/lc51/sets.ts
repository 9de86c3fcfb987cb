// LeetCode 51, N-Queens: return every board.
// Approach: backtracking row by row; three hash sets hold the taken columns and diagonals:
// columns (col), diagonals1 (row - col, the "\" diagonals), diagonals2 (row + col, the "/" ones).
// Time: O(n * n! + S * n^2): at most e*n! placements, each trying n columns with O(1)
//   average set lookups; O(n^2) to build each of the S boards returned.
// Space: O(n) for the search, plus the boards returned.

function solveNQueens(n: number): string[][] {
  if (n < 1) return [];
  const queens: number[] = new Array(n).fill(-1); // queens[row] = column of that row's queen
  const columns = new Set<number>();
  const diagonals1 = new Set<number>();
  const diagonals2 = new Set<number>();
  const solutions: string[][] = [];
  const generateBoard = () => queens.map((col) => ".".repeat(col) + "Q" + ".".repeat(n - col - 1));
  const dfs = (row: number): void => {
    if (row === n) {
      solutions.push(generateBoard());
      return;
    }
    for (let col = 0; col < n; ++col) {
      if (columns.has(col) || diagonals1.has(row - col) || diagonals2.has(row + col)) continue;
      queens[row] = col;
      columns.add(col);
      diagonals1.add(row - col);
      diagonals2.add(row + col);
      dfs(row + 1);
      columns.delete(col);
      diagonals1.delete(row - col);
      diagonals2.delete(row + col);
    }
  };
  dfs(0);
  return solutions;
}
