// expect: RE on 01: stack-overflow
// LeetCode profile test program (C++, lc52): the recursion goes on with the same row (row, not
// row + 1), so it never reaches row == n and runs until the stack is gone. Plain g++ dies of
// SIGSEGV; LeetCode's AddressSanitizer names it: stack-overflow.
class Solution {
public:
    int totalNQueens(int n) {
        vector<int> cols(n);
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
            count += place(row, n, cols);  // the mistake: row + 1
        }
        return count;
    }
};
