// Language test program (Java, lc51): LeetCode's starter, List and ArrayList with no import,
// as LeetCode imports java.util itself. Expected: AC.
class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        place(0, n, new int[n], new boolean[n], new boolean[2 * n], new boolean[2 * n], boards);
        return boards;
    }

    private void place(int row, int n, int[] col, boolean[] used, boolean[] d1, boolean[] d2, List<List<String>> boards) {
        if (row == n) {
            List<String> board = new ArrayList<>();
            for (int r = 0; r < n; ++r) {
                char[] line = new char[n];
                Arrays.fill(line, '.');
                line[col[r]] = 'Q';
                board.add(new String(line));
            }
            boards.add(board);
            return;
        }
        for (int c = 0; c < n; ++c) {
            if (used[c] || d1[row + c] || d2[row - c + n]) continue;
            used[c] = d1[row + c] = d2[row - c + n] = true;
            col[row] = c;
            place(row + 1, n, col, used, d1, d2, boards);
            used[c] = d1[row + c] = d2[row - c + n] = false;
        }
    }
}
