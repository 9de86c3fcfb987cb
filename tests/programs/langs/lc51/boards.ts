// Language test program (TypeScript, lc51): LeetCode's TypeScript signature, an interface (which
// tsc leaves out of the JavaScript) before the function. Expected: AC.
interface Placement {
  queens: number[];
}

function solveNQueens(n: number): string[][] {
  const boards: string[][] = [];
  const current: Placement = { queens: [] };
  const place = (row: number): void => {
    if (row === n) {
      boards.push(current.queens.map((c) => ".".repeat(c) + "Q" + ".".repeat(n - c - 1)));
      return;
    }
    for (let c = 0; c < n; ++c) {
      if (current.queens.some((q, r) => q === c || Math.abs(q - c) === row - r)) continue;
      current.queens.push(c);
      place(row + 1);
      current.queens.pop();
    }
  };
  place(0);
  return boards;
}
