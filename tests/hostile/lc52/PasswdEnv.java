// Hostile (lc52, Java): reads /etc/passwd (the host's has a root line) and the judge's environment
// (NQ_HOSTILE_SECRET, set by tests/hostile.sh: its own, or pid 1's through /proc); one more than
// the count when any is there. Blocked: AC.
class Solution {
    public int totalNQueens(int n) {
        return count(n, 0, 0, 0) + leaked();
    }

    private static boolean holds(String path, String word) {
        try {
            return new String(java.nio.file.Files.readAllBytes(java.nio.file.Paths.get(path)))
                .contains(word);
        } catch (Exception e) {
            return false;
        }
    }

    private int leaked() {
        boolean any = holds("/etc/passwd", "root:") || System.getenv("NQ_HOSTILE_SECRET") != null
            || holds("/proc/1/environ", "NQ_HOSTILE_SECRET");
        return any ? 1 : 0;
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
