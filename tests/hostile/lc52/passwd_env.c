// Hostile (lc52, C): reads /etc/passwd (the host's has a root line) and the judge's environment
// (NQ_HOSTILE_SECRET, set by tests/hostile.sh: in its own environment, or pid 1's or its parent's
// through /proc); one more than the count when any is there. Blocked: AC.
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

// Whether the file holds `word`.
static int holds(const char* path, const char* word) {
    static char text[1 << 16];
    FILE* f = fopen(path, "rb");
    if (!f) return 0;
    size_t got = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    for (size_t i = 0; i < got; ++i)
        if (text[i] == 0) text[i] = ' ';
    text[got] = 0;
    return strstr(text, word) != NULL;
}

static int leaked(void) {
    char parent[64];
    snprintf(parent, sizeof parent, "/proc/%d/environ", (int)getppid());
    return holds("/etc/passwd", "root:") || getenv("NQ_HOSTILE_SECRET") != NULL ||
           holds("/proc/1/environ", "NQ_HOSTILE_SECRET") || holds(parent, "NQ_HOSTILE_SECRET");
}

int totalNQueens(int n) { return count(n, 0, 0, 0) + leaked(); }
