// expect: PE on 04: same tokens, different whitespace
// Language test program (Java, acm): the placement on one line instead of a line per queen.
public class Main {
    static int n, count;
    static int[] col, first;

    static void place(int row) {
        if (row == n) {
            if (count++ == 0) first = col.clone();
            return;
        }
        for (int c = 0; c < n; ++c) {
            boolean free = true;
            for (int r = 0; r < row; ++r) free = free && col[r] != c && Math.abs(col[r] - c) != row - r;
            if (!free) continue;
            col[row] = c;
            place(row + 1);
        }
    }

    public static void main(String[] args) {
        n = new java.util.Scanner(System.in).nextInt();
        col = new int[n];
        place(0);
        StringBuilder out = new StringBuilder().append(count).append('\n');
        for (int r = 0; count > 0 && r < n; ++r) out.append(r > 0 ? " " : "").append(r + 1).append(' ').append(first[r] + 1);
        System.out.println(out);
    }
}
