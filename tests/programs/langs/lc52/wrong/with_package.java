// expect: CE on -: package declarations are refused
// Language test program (Java, lc52): a package line in a LeetCode file, which the harness (in
// the default package) cannot call. Expected: CE.
package kit.solutions;

class Solution {
    public int totalNQueens(int n) {
        return n == 1 ? 1 : 0;
    }
}
