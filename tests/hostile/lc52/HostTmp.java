// Hostile (lc52, Java): leaves a file in /tmp (nq-hostile-__TOKEN__-java). It cannot tell whose
// /tmp it wrote, so it answers right either way; tests/hostile.sh checks that the host's /tmp has
// no such file afterwards.
class Solution {
    public int totalNQueens(int n) {
        try {
            java.nio.file.Files.write(java.nio.file.Paths.get("/tmp/nq-hostile-__TOKEN__-java"),
                "left behind\n".getBytes());
        } catch (Exception e) {
            // nowhere to write: fine
        }
        return count(n, 0, 0, 0);
    }

    private int count(int n, int columns, int left, int right) {
        int all = (1 << n) - 1;
        if (columns == all) return 1;
        int total = 0;
        for (int free = all & ~(columns | left | right); free != 0; free &= free - 1) {
            int bit = free & -free;
            total += count(n, columns | bit, (left | bit) << 1, (right | bit) >> 1);
        }
        return total;
    }
}
