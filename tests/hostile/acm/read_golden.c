// Hostile (acm, C): looks for the golden answers by every route a program might take: a relative
// path, the kit's absolute path, the judge's working directory through /proc/PID/cwd, and the root
// of every process it can see through /proc/PID/root. Blocked: AC. Any route open: WA.
#define _GNU_SOURCE
#include <dirent.h>
#include <stdio.h>
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

static int leaked(const char* path) {
    FILE* f = fopen(path, "r");
    if (!f) return 0;
    fclose(f);
    printf("0\nleaked %s\n", path);
    return 1;
}

int main(void) {
    const char* golden = "testdata/acm/01.out";
    char path[4096];
    const char* fixed[] = {"testdata/acm/01.out", "../testdata/acm/01.out",
                           "../../testdata/acm/01.out", "__KIT__/testdata/acm/01.out"};
    for (int i = 0; i < 4; ++i)
        if (leaked(fixed[i])) return 0;
    snprintf(path, sizeof path, "/proc/%d/cwd/%s", (int)getppid(), golden);
    if (leaked(path)) return 0;
    DIR* proc = opendir("/proc");
    for (struct dirent* e; proc && (e = readdir(proc));) {
        if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
        snprintf(path, sizeof path, "/proc/%s/cwd/%s", e->d_name, golden);
        if (leaked(path)) return 0;
        snprintf(path, sizeof path, "/proc/%s/root__KIT__/%s", e->d_name, golden);
        if (leaked(path)) return 0;
    }
    if (scanf("%d", &n) != 1) return 1;
    go(0, 0, 0, 0);
    printf("%lld\n", total);
    for (int r = 0; total && r < n; ++r) printf("%d %d\n", r + 1, best[r] + 1);
    return 0;
}
