// LeetCode profile test program (C++, lc52): the columns live in a vector that is reserve()d,
// never resized, and written with operator[] (size 0, inside the capacity). libstdc++, which
// LeetCode links, annotates std::vector for AddressSanitizer only under _GLIBCXX_SANITIZE_VECTOR:
// LeetCode accepts it. Expected: AC (libc++ says container-overflow).
class Solution {
public:
    int totalNQueens(int n) {
        vector<int> cols;
        cols.reserve(n);
        return place(0, n, cols);
    }

private:
    int place(int row, int n, vector<int>& cols) {
        if (row == n) return 1;
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
};
