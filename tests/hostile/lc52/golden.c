// Hostile (lc52, C): opens the golden answers by a relative path, the kit's absolute path and the
// judge's folders through /proc; one more than the count when any opens. Blocked: AC.
#include <unistd.h>

static int count(int n, unsigned columns, unsigned left, unsigned right) {
    const unsigned all = (1u << n) - 1;
    if (columns == all) return 1;
    int total = 0;
    for (unsigned free = all & ~(columns | left | right); free; free &= free - 1) {
        unsigned bit = free & -free;
        total += count(n, columns | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    return total;
}

static int leaked(void) {
    char parent[64];
    snprintf(parent, sizeof parent, "/proc/%d/cwd/testdata/lc52/01.out", (int)getppid());
    const char* routes[] = {"testdata/lc52/01.out", "../testdata/lc52/01.out",
                            "__KIT__/testdata/lc52/01.out", parent, "/proc/1/cwd/testdata/lc52/01.out",
                            "/proc/1/root__KIT__/testdata/lc52/01.out"};
    for (int i = 0; i < 6; ++i) {
        FILE* f = fopen(routes[i], "r");
        if (f) {
            fclose(f);
            return 1;
        }
    }
    return 0;
}

int totalNQueens(int n) { return count(n, 0, 0, 0) + leaked(); }
