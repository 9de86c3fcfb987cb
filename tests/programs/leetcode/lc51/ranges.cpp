// LeetCode profile test program (C++, lc51): C++20 ranges and C++23 library algorithms as LeetCode
// compiles them: std::ranges::contains, std::views::zip, std::ranges::to, std::ranges::sort,
// std::format and a deducing-this lambda. Expected: AC.
class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        vector<vector<string>> boards;
        vector<int> cols;
        auto place = [&](this auto&& self) -> void {
            const int row = static_cast<int>(cols.size());
            if (row == n) {
                boards.push_back(draw(cols));
                return;
            }
            for (int c : views::iota(0, n)) {
                bool attacked = ranges::contains(cols, c);
                for (auto [r, q] : views::zip(views::iota(0), cols))
                    attacked = attacked || abs(q - c) == row - r;
                if (attacked) continue;
                cols.push_back(c);
                self();
                cols.pop_back();
            }
        };
        place();
        ranges::sort(boards);
        return boards;
    }

private:
    static vector<string> draw(const vector<int>& cols) {
        const int n = static_cast<int>(cols.size());
        return cols | views::transform([n](int c) {
                   return format("{:.>{}}{:.<{}}", "Q", c + 1, "", n - c - 1);
               }) |
               ranges::to<vector<string>>();
    }
};
