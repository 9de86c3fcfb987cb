// Hostile (acm, C): kill(-1, SIGKILL) before answering: a signal to every process it may signal.
// Blocked: it reaches only its own box, so it answers (AC), and a judge running other programs at
// the same time sees no change (tests/hostile.sh runs one beside it).
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

static int n, best[32], cur[32];
static long long total;

static void go(int r, unsigned c, unsigned a, unsigned b) { /* columns, r+c, r-c+n */
    if (r == n) {
        if (!total++)
            for (int k = 0; k < n; ++k) best[k] = cur[k];
        return;
    }
    for (int k = 0; k < n; ++k)
        if (!(c >> k & 1) && !(a >> (r + k) & 1) && !(b >> (r - k + n) & 1)) {
            cur[r] = k;
            go(r + 1, c | 1u << k, a | 1u << (r + k), b | 1u << (r - k + n));
        }
}

static void answer(void) { /* the count, then the first placement */
    if (scanf("%d", &n) != 1) exit(1);
    go(0, 0, 0, 0);
    printf("%lld\n", total);
    for (int r = 0; total && r < n; ++r) printf("%d %d\n", r + 1, best[r] + 1);
    fflush(stdout);
}

int main(void) {
    kill(-1, SIGKILL);
    answer();
    return 0;
}
