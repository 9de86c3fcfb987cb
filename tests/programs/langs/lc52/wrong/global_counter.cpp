// expect: WA on 02: expected 0, found 1
// Language test program (C++, lc52): a global counter that is never reset. Each testcase alone
// passes; LeetCode runs them all in one process, so from the second on the count is too high.
int solutions = 0;

class Solution {
public:
    int totalNQueens(int n) {
        std::vector<int> col(n);
        place(0, n, col);
        return solutions;
    }

private:
    void place(int row, int n, std::vector<int>& col) {
        if (row == n) {
            ++solutions;
            return;
        }
        for (int c = 0; c < n; ++c) {
            bool free = true;
            for (int r = 0; r < row; ++r)
                free = free && col[r] != c && std::abs(col[r] - c) != row - r;
            if (!free) continue;
            col[row] = c;
            place(row + 1, n, col);
        }
    }
};
