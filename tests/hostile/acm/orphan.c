// Hostile (acm, C): leaves an orphan behind: a child that calls setsid, forks again and exits, so
// the grandchild (named nq-orphan, sleeping 30 s) belongs to no one. Blocked: AC, and no nq-orphan
// is left running once the judge has answered (tests/hostile.sh checks).
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

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
    if (fork() == 0) {
        setsid();
        if (fork() == 0) {
            prctl(PR_SET_NAME, "nq-orphan");
            sleep(30);
        }
        _exit(0);
    }
    wait(NULL);
    answer();
    return 0;
}
