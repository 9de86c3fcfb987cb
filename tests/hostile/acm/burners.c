// Hostile (acm, C): answers, then forks two children named nq-burner that spin on the CPU; once
// each has used 250 ms of CPU (it says so on a pipe) the parent, which only waited, exits while
// they spin on. Blocked: AC, with the children's CPU counted in the run's (500 ms or more: the
// parent's own is near 0), and no nq-burner left running afterwards (tests/hostile.sh checks).
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <time.h>
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

static double cpuMs(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(void) {
    answer();
    int done[2];
    if (pipe(done) != 0) return 1;
    for (int i = 0; i < 2; ++i)
        if (fork() == 0) {
            prctl(PR_SET_NAME, "nq-burner");
            while (cpuMs() < 250) {}
            if (write(done[1], "!", 1) != 1) _exit(1);
            for (volatile unsigned long spin = 0;; ++spin) {}
        }
    char said;
    for (int i = 0; i < 2; ++i)
        if (read(done[0], &said, 1) != 1) return 1;
    return 0;
}
