// Hostile (acm, C): checks what it was given: any fd above 2, a capability, new privileges still
// allowed (NoNewPrivs 0), a session shared with the judge (a terminal reachable), an environment
// with more than PATH, LANG and HOME. Any of them: WA. None: AC.
#define _GNU_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern char** environ;

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

// The value of a "Name:\tvalue" line of /proc/self/status, or "" when it is missing.
static const char* statusField(const char* name) {
    static char line[256], value[256];
    FILE* f = fopen("/proc/self/status", "r");
    value[0] = 0;
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, name, strlen(name)) == 0 && line[strlen(name)] == ':')
            sscanf(line + strlen(name) + 1, "%255s", value);
    if (f) fclose(f);
    return value;
}

static const char* given(void) {
    DIR* fds = opendir("/proc/self/fd");
    for (struct dirent* e; fds && (e = readdir(fds));)
        if (e->d_name[0] != '.' && atoi(e->d_name) > 2 && atoi(e->d_name) != dirfd(fds))
            return "an fd above 2";
    if (strcmp(statusField("CapEff"), "0000000000000000") != 0) return "a capability";
    if (strcmp(statusField("CapPrm"), "0000000000000000") != 0) return "a permitted capability";
    if (strcmp(statusField("NoNewPrivs"), "1") != 0) return "new privileges";
    if (getsid(0) == getsid(getppid()) && getppid() != 1) return "the judge's session";
    int vars = 0;
    for (char** e = environ; *e; ++e) ++vars;
    if (vars > 3) return "the judge's environment";
    return NULL;
}

int main(void) {
    const char* what = given();
    if (what) {
        printf("0\ngiven %s\n", what);
        return 0;
    }
    answer();
    return 0;
}
