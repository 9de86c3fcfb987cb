// Language test program (Java, acm): the class is in a package (kit.solutions), which java runs
// as kit.solutions.Queens. Counts placements, keeping the first found. Expected: AC.
package kit.solutions;

import java.util.Scanner;

public class Queens {
    static int n;
    static long count;
    static int[] col, first;
    static boolean[] used, diag1, diag2;

    static void place(int row) {
        if (row == n) {
            if (count++ == 0) first = col.clone();
            return;
        }
        for (int c = 0; c < n; ++c) {
            if (used[c] || diag1[row + c] || diag2[row - c + n]) continue;
            used[c] = diag1[row + c] = diag2[row - c + n] = true;
            col[row] = c;
            place(row + 1);
            used[c] = diag1[row + c] = diag2[row - c + n] = false;
        }
    }

    public static void main(String[] args) {
        n = new Scanner(System.in).nextInt();
        col = new int[n];
        used = new boolean[n];
        diag1 = new boolean[2 * n];
        diag2 = new boolean[2 * n + 1];
        place(0);
        StringBuilder out = new StringBuilder().append(count).append('\n');
        for (int r = 0; count > 0 && r < n; ++r) out.append(r + 1).append(' ').append(first[r] + 1).append('\n');
        System.out.print(out);
    }
}
