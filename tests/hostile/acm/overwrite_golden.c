// Hostile (acm, C): tries to change its own verdict by rewriting the golden answer of test 02
// (n = 2, no solution) in the kit, to say 7, and then answers 7 on that test. In the box the kit is
// not there: it answers correctly, AC. Where it can write the file (a judge without the box, as
// the kit's own user), the judge must stop with an error naming the file; tests/hostile.sh runs it
// so on a copy of the kit.
#include <stdio.h>

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

int main(void) {
    FILE* golden = fopen("__KIT__/testdata/acm/02.out", "w");
    if (golden) {
        fputs("7\n", golden);
        fclose(golden);
    }
    if (scanf("%d", &n) != 1) return 1;
    if (golden && n == 2) {
        puts("7");
        return 0;
    }
    go(0, 0, 0, 0);
    printf("%lld\n", total);
    for (int r = 0; total && r < n; ++r) printf("%d %d\n", r + 1, best[r] + 1);
    return 0;
}
