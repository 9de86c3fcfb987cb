// Hostile (lc52, Java): connects to a listener of tests/hostile.sh on 127.0.0.1:__PORT__; one more
// than the count when it gets through. Blocked (no network in the box): AC, and the listener sees
// no connection.
class Solution {
    public int totalNQueens(int n) {
        return count(n, 0, 0, 0) + connected();
    }

    private int connected() {
        try (java.net.Socket s = new java.net.Socket()) {
            s.connect(new java.net.InetSocketAddress("127.0.0.1", __PORT__), 1000);
            return 1;
        } catch (Exception e) {
            return 0;
        }
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
