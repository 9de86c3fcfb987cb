// LeetCode profile test program (Java, lc51): List.getLast(), new in Java 21 (SequencedCollection),
// which LeetCode runs (OpenJDK 21). Expected: AC (Java 17 says CE).
class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        place(n, new ArrayList<>(), boards);
        return boards;
    }

    private void place(int n, List<Integer> cols, List<List<String>> boards) {
        if (cols.size() == n) {
            List<String> board = new ArrayList<>();
            for (int c : cols) board.add(".".repeat(c) + "Q" + ".".repeat(n - c - 1));
            boards.add(board);
            return;
        }
        for (int c = 0; c < n; ++c) {
            boolean free = cols.isEmpty() || cols.getLast() != c;
            for (int r = 0; r < cols.size(); ++r)
                free = free && cols.get(r) != c && Math.abs(cols.get(r) - c) != cols.size() - r;
            if (!free) continue;
            cols.add(c);
            place(n, cols, boards);
            cols.remove(cols.size() - 1);
        }
    }
}
