// Hostile (acm, C): looks around: any process of the judge's visible in /proc (one named judge,
// tests, make or bash; the box's pid 1 is its keeper, nq-keeper), ptrace attached to its parent or to pid 1, or pid 1's memory or environment
// readable. Blocked: AC. Any of them possible: WA.
#define _GNU_SOURCE
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
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

static int outsider(const char* pid) {
    char path[300], name[64] = "";
    snprintf(path, sizeof path, "/proc/%s/comm", pid);
    FILE* f = fopen(path, "r");
    if (!f) return 0;
    if (!fgets(name, sizeof name, f)) name[0] = 0;
    fclose(f);
    return strcmp(name, "judge\n") == 0 || strcmp(name, "tests\n") == 0 ||
           strcmp(name, "make\n") == 0 || strcmp(name, "bash\n") == 0;
}

static int readable(const char* path) {
    FILE* f = fopen(path, "r");
    if (f) fclose(f);
    return f != NULL;
}

int main(void) {
    const char* seen = NULL;
    DIR* proc = opendir("/proc");
    for (struct dirent* e; proc && (e = readdir(proc));)
        if (e->d_name[0] >= '1' && e->d_name[0] <= '9' && outsider(e->d_name)) seen = "a judge process";
    if (ptrace(PTRACE_ATTACH, getppid(), NULL, NULL) == 0) seen = "ptrace of the parent";
    if (ptrace(PTRACE_ATTACH, 1, NULL, NULL) == 0) seen = "ptrace of pid 1";
    if (readable("/proc/1/mem") || readable("/proc/1/environ")) seen = "pid 1's memory";
    if (seen) {
        printf("0\nsaw %s\n", seen);
        return 0;
    }
    answer();
    return 0;
}
