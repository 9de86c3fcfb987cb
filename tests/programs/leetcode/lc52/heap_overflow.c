// expect: RE on 01: heap-buffer-overflow
// LeetCode profile test program (C, lc52): the columns array has n entries and the base case
// reads cols[n] before it checks row == n. LeetCode's gcc 14 with AddressSanitizer stops it:
// Runtime Error, heap-buffer-overflow.
static int place(int row, int n, int* cols) {
    int seen = cols[row];  // the mistake: read before the check, one past the end at row == n
    if (row == n) return seen >= 0;
    int count = 0;
    for (int c = 0; c < n; ++c) {
        bool free = true;
        for (int r = 0; r < row; ++r)
            free = free && cols[r] != c && abs(cols[r] - c) != row - r;
        if (!free) continue;
        cols[row] = c;
        count += place(row + 1, n, cols);
    }
    return count;
}

int totalNQueens(int n) {
    int* cols = malloc(sizeof(int) * (size_t)n);
    for (int i = 0; i < n; ++i) cols[i] = 0;
    int count = place(0, n, cols);
    free(cols);
    return count;
}
