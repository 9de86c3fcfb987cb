// Language test program (C, acm): the count of n-queens placements, then the lexicographically
// smallest one, by plain backtracking over columns and both diagonals. Expected: AC.
#include <stdio.h>

static int n, col[32], used[32], diag1[64], diag2[64], first[32];
static long long count;

static void place(int row) {
    if (row == n) {
        if (count++ == 0)
            for (int r = 0; r < n; ++r) first[r] = col[r];
        return;
    }
    for (int c = 0; c < n; ++c) {
        if (used[c] || diag1[row + c] || diag2[row - c + n]) continue;
        used[c] = diag1[row + c] = diag2[row - c + n] = 1;
        col[row] = c;
        place(row + 1);
        used[c] = diag1[row + c] = diag2[row - c + n] = 0;
    }
}

int main(void) {
    if (scanf("%d", &n) != 1 || n < 1 || n > 16) return 1;
    place(0);
    printf("%lld\n", count);
    for (int r = 0; count > 0 && r < n; ++r) printf("%d %d\n", r + 1, first[r] + 1);
    return 0;
}
