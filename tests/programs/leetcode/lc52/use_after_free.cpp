// expect: RE on 01: heap-use-after-free
// LeetCode profile test program (C++, lc52): keeps a reference to counts[0] across a push_back
// that moves the vector's elements, then adds to it. Plain g++ usually gets away with it; LeetCode's
// AddressSanitizer says heap-use-after-free: Runtime Error.
class Solution {
public:
    int totalNQueens(int n) {
        vector<int> counts(1, 0);
        int& total = counts[0];
        vector<int> cols;
        for (int row = 0; row < n; ++row) counts.push_back(row);
        total += place(0, n, cols);
        return counts[0];
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
            cols.push_back(c);
            count += place(row + 1, n, cols);
            cols.pop_back();
        }
        return count;
    }
};
