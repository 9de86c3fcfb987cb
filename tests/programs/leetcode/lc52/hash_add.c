// LeetCode profile test program (C, lc52): the diagonals already taken kept in uthash tables
// (HASH_ADD_INT, HASH_FIND_INT, HASH_DEL), with no #include: LeetCode's C includes uthash.h.
// Expected: AC.
struct taken {
    int key;
    UT_hash_handle hh;
};

static bool has(struct taken* set, int key) {
    struct taken* found = NULL;
    HASH_FIND_INT(set, &key, found);
    return found != NULL;
}

static int place(int row, int n, int* cols, struct taken** sums, struct taken** diffs) {
    if (row == n) return 1;
    int count = 0;
    for (int c = 0; c < n; ++c) {
        bool open = !has(*sums, row + c) && !has(*diffs, row - c);
        for (int r = 0; r < row; ++r) open = open && cols[r] != c;
        if (!open) continue;
        cols[row] = c;
        struct taken* sum = malloc(sizeof *sum);
        struct taken* diff = malloc(sizeof *diff);
        sum->key = row + c;
        diff->key = row - c;
        HASH_ADD_INT(*sums, key, sum);
        HASH_ADD_INT(*diffs, key, diff);
        count += place(row + 1, n, cols, sums, diffs);
        HASH_DEL(*sums, sum);
        HASH_DEL(*diffs, diff);
        free(sum);
        free(diff);
    }
    return count;
}

int totalNQueens(int n) {
    int cols[16];
    struct taken *sums = NULL, *diffs = NULL;
    return place(0, n, cols, &sums, &diffs);
}
