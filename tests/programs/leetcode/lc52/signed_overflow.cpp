// expect: RE on 07: signed integer overflow
// LeetCode profile test program (C++, lc52): a checksum of each full board in an int, 31 * h +
// column, which passes INT_MAX once boards are long enough. Plain g++ wraps it around and counts
// right; LeetCode's UBSan says "runtime error: signed integer overflow": Runtime Error.
class Solution {
public:
    int totalNQueens(int n) {
        vector<int> cols(n);
        checksum = 0;
        return place(0, n, cols);
    }

    int checksum = 0;

private:
    int place(int row, int n, vector<int>& cols) {
        if (row == n) {
            int h = 0;
            for (int c : cols) h = h * 31 + c + 1;
            checksum ^= h;
            return 1;
        }
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
