// LeetCode profile test program (C++, lc52): C++23 as LeetCode compiles it: a recursive lambda
// that names itself through an explicit object parameter (deducing this), std::views::iota and
// std::ranges::count_if. Expected: AC (g++ -std=c++17 says CE).
class Solution {
public:
    int totalNQueens(int n) {
        vector<int> cols(n);
        auto place = [&](this auto&& self, int row) -> int {
            if (row == n) return 1;
            auto safe = [&](int c) {
                return ranges::none_of(views::iota(0, row), [&](int r) {
                    return cols[r] == c || abs(cols[r] - c) == row - r;
                });
            };
            int count = 0;
            for (int c : views::iota(0, n) | views::filter(safe)) {
                cols[row] = c;
                count += self(row + 1);
            }
            return count;
        };
        return place(0);
    }
};
