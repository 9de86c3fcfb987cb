// expect: WA on 02: expected 0, found 1
// Language test program (Java, lc52): a static counter, kept from one testcase to the next in
// LeetCode's one JVM although each testcase gets a new Solution.
class Solution {
    static int solutions = 0;

    public int totalNQueens(int n) {
        place(0, n, new int[n]);
        return solutions;
    }

    private void place(int row, int n, int[] col) {
        if (row == n) {
            ++solutions;
            return;
        }
        for (int c = 0; c < n; ++c) {
            boolean free = true;
            for (int r = 0; r < row; ++r) free = free && col[r] != c && Math.abs(col[r] - c) != row - r;
            if (!free) continue;
            col[row] = c;
            place(row + 1, n, col);
        }
    }
}
