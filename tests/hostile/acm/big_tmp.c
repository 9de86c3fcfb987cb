// Hostile (acm, C): writes 1 GiB to /tmp in files of 8 MiB (ignoring SIGXFSZ), then removes them
// and answers. Blocked: /tmp is the box's own, capped, so the writes stop early and it answers (AC);
// if all of 1 GiB went somewhere, it answers wrongly (WA). The host's /tmp is untouched.
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
    signal(SIGXFSZ, SIG_IGN);
    static char chunk[1 << 20];
    memset(chunk, 'x', sizeof chunk);
    long long written = 0;
    char name[64];
    int files = 0;
    for (; files < 128 && written < (1LL << 30); ++files) {
        snprintf(name, sizeof name, "/tmp/nq-big-%d", files);
        FILE* f = fopen(name, "w");
        if (!f) break;
        int ok = 1;
        for (int mib = 0; mib < 8 && ok; ++mib) ok = fwrite(chunk, 1, sizeof chunk, f) == sizeof chunk;
        ok = fclose(f) == 0 && ok;
        if (!ok) break;
        written += 8 << 20;
    }
    for (int i = 0; i <= files; ++i) {
        snprintf(name, sizeof name, "/tmp/nq-big-%d", i);
        unlink(name);
    }
    if (written >= (1LL << 30)) {
        printf("0\nwrote 1 GiB to /tmp\n");
        return 0;
    }
    answer();
    return 0;
}
