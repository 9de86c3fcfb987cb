// The trivial acm program of bench/sandbox.sh: the count from a table (OEIS A000170), the first
// placement by a search that finds it at once. It takes next to no time, so what a judge spends
// around it (starting, boxing, measuring, ending) is what is timed.
#include <stdio.h>

static const long long kCount[] = {1,     1,      0,       0,        2,        10,      4,
                                   40,    92,     352,     724,      2680,     14200,   73712,
                                   365596, 2279184, 14772512, 95815104, 666090624};
static int n, placed[32];

static int place(int row, unsigned cols, unsigned d1, unsigned d2) {
    if (row == n) return 1;
    for (int c = 0; c < n; ++c) {
        const unsigned a = 1u << (row + c), b = 1u << (row - c + n);
        if ((cols >> c & 1) || (d1 & a) || (d2 & b)) continue;
        placed[row] = c;
        if (place(row + 1, cols | 1u << c, d1 | a, d2 | b)) return 1;
    }
    return 0;
}

int main(void) {
    if (scanf("%d", &n) != 1 || n < 1 || n > 18) return 1;
    printf("%lld\n", kCount[n]);
    if (place(0, 0, 0, 0))
        for (int r = 0; r < n; ++r) printf("%d %d\n", r + 1, placed[r] + 1);
    return 0;
}
