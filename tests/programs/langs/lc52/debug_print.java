// Language test program (Java, lc52): a debug print left in. Expected: AC.
class Solution {
    public int totalNQueens(int n) {
        System.out.println("debug: n=" + n);
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
