// LeetCode 51, N-Queens: return every board.
// Approach: backtracking row by row; three hash sets hold the taken columns and diagonals:
// columns (col), diagonals1 (row - col, the "\" diagonals), diagonals2 (row + col, the "/" ones).
// Time: O(n * n! + S * n^2): at most e*n! placements, each trying n columns with O(1)
//   average set lookups; O(n^2) to build each of the S boards returned.
// Space: O(n) for the search, plus the boards returned.
#include <string>
#include <unordered_set>
#include <vector>
using namespace std;

class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        if (n < 1) return {};
        Search s(n);
        s.dfs(0);
        return s.solutions;
    }

private:
    struct Search {  // made afresh by every call
        int n;
        vector<int> queens;  // queens[row] = column of that row's queen
        unordered_set<int> columns, diagonals1, diagonals2;
        vector<vector<string>> solutions;

        explicit Search(int size) : n(size), queens(size, -1) {}

        void dfs(int row) {
            if (row == n) {
                solutions.push_back(generateBoard());
                return;
            }
            for (int col = 0; col < n; ++col) {
                if (columns.count(col) || diagonals1.count(row - col) ||
                    diagonals2.count(row + col))
                    continue;
                queens[row] = col;
                columns.insert(col);
                diagonals1.insert(row - col);
                diagonals2.insert(row + col);
                dfs(row + 1);
                columns.erase(col);
                diagonals1.erase(row - col);
                diagonals2.erase(row + col);
            }
        }

        vector<string> generateBoard() const {
            vector<string> board(n, string(n, '.'));
            for (int row = 0; row < n; ++row) board[row][queens[row]] = 'Q';
            return board;
        }
    };
};
