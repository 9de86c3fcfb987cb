// expect: WA on 04: expected 2 boards, found 0
// Deliberate mistake: marks a queen's column and both diagonals before recursing, but after the
// recursion unmarks only the column and one diagonal. The "/" diagonal stays taken, so later
// branches wrongly skip free squares and boards go missing. Mark, recurse, unmark must be mirrored.
// The judge shows: expected 2 boards, found ...; missing board [...] (test 04).
#include <string>
#include <unordered_set>
#include <vector>
using namespace std;

class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        Search s{n, vector<int>(n), {}, {}, {}, {}};
        s.dfs(0);
        return s.solutions;
    }

private:
    struct Search {
        int n;
        vector<int> queens;  // queens[row] = column of its queen
        // columns: col; diagonals1: row - col (the "\" diagonals); diagonals2: row + col ("/").
        unordered_set<int> columns, diagonals1, diagonals2;
        vector<vector<string>> solutions;

        void dfs(int row) {
            if (row == n) {
                vector<string> board(n, string(n, '.'));
                for (int r = 0; r < n; ++r) board[r][queens[r]] = 'Q';
                solutions.push_back(board);
                return;
            }
            for (int col = 0; col < n; ++col) {
                if (columns.count(col) || diagonals1.count(row - col) || diagonals2.count(row + col)) continue;
                queens[row] = col;
                columns.insert(col); diagonals1.insert(row - col); diagonals2.insert(row + col);
                dfs(row + 1);
                columns.erase(col); diagonals1.erase(row - col);  // the mistake: diagonals2 is not unmarked
            }
        }
    };
};
