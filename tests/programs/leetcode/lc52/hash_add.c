// LeetCode profile test program (C, lc52): the diagonals already taken kept in uthash tables
// (HASH_ADD_INT, HASH_FIND_INT, HASH_DEL), with no #include: LeetCode's C includes uthash.h.
// Its entries are two a row, reused for each column, and the tables are asked about free columns
// only: with an entry malloc'd for each queen, AddressSanitizer's allocator took n = 12 to 2.0 to
// 2.4 s of CPU on an Intel Xeon, over the 2 s limit (0.6 s this way).
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

static int place(int row, int n, int* cols, struct taken* nodes, struct taken** sums,
                 struct taken** diffs) {
    if (row == n) return 1;
    int count = 0;
    for (int c = 0; c < n; ++c) {
        bool open = true;  // the column first: the tables are asked only about a free one
        for (int r = 0; r < row; ++r) open = open && cols[r] != c;
        if (!open || has(*sums, row + c) || has(*diffs, row - c)) continue;
        cols[row] = c;
        struct taken* sum = &nodes[2 * row];  // row's two entries, reused for each column
        struct taken* diff = &nodes[2 * row + 1];
        sum->key = row + c;
        diff->key = row - c;
        HASH_ADD_INT(*sums, key, sum);
        HASH_ADD_INT(*diffs, key, diff);
        count += place(row + 1, n, cols, nodes, sums, diffs);
        HASH_DEL(*sums, sum);
        HASH_DEL(*diffs, diff);
    }
    return count;
}

int totalNQueens(int n) {
    int cols[16];
    struct taken nodes[32];
    struct taken *sums = NULL, *diffs = NULL;
    return place(0, n, cols, nodes, &sums, &diffs);
}
