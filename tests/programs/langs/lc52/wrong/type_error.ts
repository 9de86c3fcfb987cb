// expect: CE on -: TS2322: Type 'string' is not assignable to type 'number'
// Language test program (TypeScript, lc52): a string where the signature promises a number; tsc
// refuses it, as LeetCode does. Expected: CE, with tsc's message.
function totalNQueens(n: number): number {
  const count: number = "1";
  return n > 0 ? count : 0;
}
