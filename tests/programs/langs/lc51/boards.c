// Language test program (C, lc51): LeetCode's C signature; every board malloc'ed, as LeetCode's
// caller frees them. Backtracking over columns and both diagonals. Expected: AC.
static int gN, gCount, gCap, gCol[32];
static char*** gBoards;

static void record(void) {
    if (gCount == gCap) {
        gCap = gCap ? 2 * gCap : 8;
        gBoards = (char***)realloc(gBoards, (size_t)gCap * sizeof *gBoards);
    }
    char** board = (char**)malloc((size_t)gN * sizeof *board);
    for (int r = 0; r < gN; ++r) {
        board[r] = (char*)malloc((size_t)gN + 1);
        memset(board[r], '.', (size_t)gN);
        board[r][gCol[r]] = 'Q';
        board[r][gN] = '\0';
    }
    gBoards[gCount++] = board;
}

static void place(int row, int* used, int* diag1, int* diag2) {
    if (row == gN) {
        record();
        return;
    }
    for (int c = 0; c < gN; ++c) {
        if (used[c] || diag1[row + c] || diag2[row - c + gN]) continue;
        used[c] = diag1[row + c] = diag2[row - c + gN] = 1;
        gCol[row] = c;
        place(row + 1, used, diag1, diag2);
        used[c] = diag1[row + c] = diag2[row - c + gN] = 0;
    }
}

char*** solveNQueens(int n, int* returnSize, int** returnColumnSizes) {
    int used[32] = {0}, diag1[64] = {0}, diag2[64] = {0};
    gN = n, gCount = 0, gCap = 0, gBoards = NULL;  // every call starts afresh
    place(0, used, diag1, diag2);
    *returnSize = gCount;
    *returnColumnSizes = (int*)malloc((size_t)(gCount ? gCount : 1) * sizeof(int));
    for (int i = 0; i < gCount; ++i) (*returnColumnSizes)[i] = n;
    return gBoards;
}
