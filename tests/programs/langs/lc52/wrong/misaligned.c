// expect: RE on 01: misaligned address
// Language test program (C, lc52): the columns of the placed queens kept as ints one byte into a
// char buffer, so every store through that int* is misaligned. x86 does not fault on it, and
// plain gcc accepts it; LeetCode's C reports it with UBSan ("store to misaligned address"):
// Runtime Error.
#include <stdlib.h>

static int place(int n, int row, int* cols) {
    if (row == n) return 1;
    int total = 0;
    for (int c = 0; c < n; ++c) {
        int safe = 1;
        for (int r = 0; r < row && safe; ++r)
            safe = cols[r] != c && abs(cols[r] - c) != row - r;
        if (!safe) continue;
        cols[row] = c;
        total += place(n, row + 1, cols);
    }
    return total;
}

int totalNQueens(int n) {
    char* buffer = malloc(sizeof(int) * (size_t)n + 1);
    int total = place(n, 0, (int*)(buffer + 1));
    free(buffer);
    return total;
}
