// LeetCode 52 driver for Java: new Solution().totalNQueens(n) for each testcase (JudgeHarness).
final class LeetCode52 {
    public static void main(String[] args) throws java.io.IOException {
        JudgeHarness.run(n -> String.valueOf(new Solution().totalNQueens(n)));
    }
}
