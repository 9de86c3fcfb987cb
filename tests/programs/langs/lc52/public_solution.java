// Language test program (Java, lc52): `public class Solution`, in a file of another name.
// Expected: AC.
public class Solution {
    public int totalNQueens(int n) {
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
