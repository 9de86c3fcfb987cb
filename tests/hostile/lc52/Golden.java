// Hostile (lc52, Java): opens the golden answers by a relative path, the kit's absolute path and
// the judge's folders through /proc; one more than the count when any opens. Blocked: AC.
class Solution {
    public int totalNQueens(int n) {
        return count(n, 0, 0, 0) + leaked();
    }

    private int leaked() {
        String golden = "testdata/lc52/01.out";
        long parent = ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(1L);
        String[] routes = {golden, "../" + golden, "__KIT__/" + golden,
            "/proc/" + parent + "/cwd/" + golden, "/proc/1/cwd/" + golden,
            "/proc/1/root__KIT__/" + golden};
        for (String route : routes) {
            try (java.io.FileInputStream in = new java.io.FileInputStream(route)) {
                return 1;
            } catch (java.io.IOException e) {
                // blocked
            }
        }
        return 0;
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
