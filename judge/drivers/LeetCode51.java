// LeetCode 51 driver for Java: new Solution().solveNQueens(n) for each testcase (JudgeHarness).
final class LeetCode51 {
    public static void main(String[] args) throws java.io.IOException {
        JudgeHarness.run(n -> JudgeHarness.boards(new Solution().solveNQueens(n)));
    }
}
