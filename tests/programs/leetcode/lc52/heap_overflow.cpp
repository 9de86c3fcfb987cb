// expect: RE on 01: heap-buffer-overflow
// LeetCode profile test program (C++, lc52): the base case reads cols[row] before it checks
// row == n, one element past the end at a full board. Plain g++ accepts it (the read lands in
// malloc's slack); LeetCode's AddressSanitizer stops it: Runtime Error, heap-buffer-overflow.
class Solution {
public:
    int totalNQueens(int n) {
        vector<int> cols(n);
        return place(0, n, cols);
    }

private:
    int place(int row, int n, vector<int>& cols) {
        if (cols[row] >= 0 && row == n) return 1;
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
