// LeetCode 52, N-Queens II: count the boards.
// Approach: row by row with bitmasks: colLimit, leftDiaLim, rightDiaLim have a 1 on each square
// of the current row that a queen above attacks; limit has the n lowest bits set. Going one row
// down, leftDiaLim shifts left and rightDiaLim shifts right.
// Time: O(n!): every loop turn places a queen, and there are at most e*n! placements (the
//   sources' O(N*N) is wrong, and O(N^N) far too loose).
// Space: O(n) (the recursion).
// JavaScript's bitwise operators work on 32 bits: the masks hold 31 columns (the sign bit left
// alone, >>> for the right shift). Fix: the source answers 0 for n > 32; here n > 31 throws.

function totalNQueens(n: number): number {
  return num2(n);
}

function num2(n: number): number {
  if (n < 1) return 0;
  if (n > 31) throw new RangeError("totalNQueens: the bitmasks hold at most 31 columns");
  const limit = (1 << n) - 1;
  return process2(limit, 0, 0, 0);
}

function process2(
  limit: number,
  colLimit: number,
  leftDiaLim: number,
  rightDiaLim: number,
): number {
  if (colLimit === limit) return 1; // every column holds a queen
  let pos = limit & ~(colLimit | leftDiaLim | rightDiaLim); // 1 = free square
  let res = 0;
  while (pos !== 0) {
    const mostRightOne = pos & (~pos + 1);
    pos -= mostRightOne;
    res += process2(
      limit,
      colLimit | mostRightOne,
      (leftDiaLim | mostRightOne) << 1,
      (rightDiaLim | mostRightOne) >>> 1,
    );
  }
  return res;
}
