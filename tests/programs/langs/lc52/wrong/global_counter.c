// expect: WA on 02: expected 0, found 1
// Language test program (C, lc52): a global counter that is never reset (see global_counter.cpp).
static int solutions = 0;

static void place(int row, int n, int* col) {
    if (row == n) {
        ++solutions;
        return;
    }
    for (int c = 0; c < n; ++c) {
        int free = 1;
        for (int r = 0; r < row; ++r) free = free && col[r] != c && abs(col[r] - c) != row - r;
        if (!free) continue;
        col[row] = c;
        place(row + 1, n, col);
    }
}

int totalNQueens(int n) {
    int col[32];
    place(0, n, col);
    return solutions;
}
