// LeetCode profile test program (C++, lc52): std::println to stdout (a debug line, which LeetCode
// shows apart from the answer) and views::enumerate, both of libstdc++ 14 (GCC 13 and 14), which
// LeetCode links. Expected: AC (libstdc++ 12 has neither; libc++ 19 has no views::enumerate).
class Solution {
public:
    int totalNQueens(int n) {
        vector<int> cols(n);
        const int count = place(0, n, cols);
        println("n = {}: {} boards", n, count);
        return count;
    }

private:
    int place(int row, int n, vector<int>& cols) {
        if (row == n) return 1;
        int count = 0;
        for (int c = 0; c < n; ++c) {
            bool free = true;
            for (auto [r, col] : views::enumerate(cols | views::take(row)))
                free = free && col != c && abs(col - c) != row - static_cast<int>(r);
            if (!free) continue;
            cols[row] = c;
            count += place(row + 1, n, cols);
        }
        return count;
    }
};
