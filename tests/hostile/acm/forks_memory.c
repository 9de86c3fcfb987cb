// expect: MLE on 01: memory over
// Hostile (acm, C): forks 8 children that each touch 40 MiB, under a 64 MiB limit, then answers.
// Per-process limits let each child through; the limit on the whole tree stops them: MLE.
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
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
    for (int i = 0; i < 8; ++i)
        if (fork() == 0) {
            volatile char* block = malloc(40 << 20);
            for (long at = 0; block && at < (40 << 20); at += 4096) block[at] = 1;
            sleep(2);
            _exit(0);
        }
    while (wait(NULL) > 0) {}
    answer();
    return 0;
}
