// expect: RE on 01: stack-overflow
// LeetCode profile test program (C, lc52): the recursion goes on with the same row (row, not
// row + 1) and never reaches row == n. LeetCode's AddressSanitizer names it: stack-overflow.
static int place(int row, int n, int* cols) {
    if (row == n) return 1;
    int count = 0;
    for (int c = 0; c < n; ++c) {
        bool free = true;
        for (int r = 0; r < row; ++r)
            free = free && cols[r] != c && abs(cols[r] - c) != row - r;
        if (!free) continue;
        cols[row] = c;
        count += place(row, n, cols);  // the mistake: row + 1
    }
    return count;
}

int totalNQueens(int n) {
    int cols[16] = {0};
    return place(0, n, cols);
}
