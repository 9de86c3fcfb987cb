// LeetCode 51, N-Queens: return every board.
// Approach: backtracking row by row; columns, diagonals1 ("\"), diagonals2 ("/") are bitmasks of
// the squares of the current row they attack, the leftmost column being the lowest bit. Going one
// row down, a "\" diagonal moves one column right (a higher bit: shift left) and a "/" diagonal
// one column left (shift right).
// Time: O(n! + S * n^2): every loop turn places a queen, and there are at most e*n! placements;
//   O(n^2) to build each of the S boards returned.
// Space: O(n) for the search, plus the boards returned.
// Fix: 64-bit masks, and n > 64 throws instead of answering wrongly.
#include <stdexcept>
#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        if (n < 1) return {};
        if (n > 64) throw domain_error("solveNQueens: the bitmasks hold at most 64 columns");
        Search s(n);
        s.solve(0, 0, 0, 0);
        return s.solutions;
    }

private:
    using Mask = unsigned long long;

    struct Search {  // made afresh by every call
        int n;
        Mask full;           // the n lowest bits: the squares of one row
        vector<int> queens;  // queens[row] = column of that row's queen
        vector<vector<string>> solutions;

        explicit Search(int size)
            : n(size), full(size == 64 ? ~0ULL : (1ULL << size) - 1), queens(size, -1) {}

        void solve(int row, Mask columns, Mask diagonals1, Mask diagonals2) {
            if (row == n) {
                solutions.push_back(generateBoard());
                return;
            }
            Mask available = full & ~(columns | diagonals1 | diagonals2);
            while (available) {
                Mask position = available & -available;  // lowest set bit = leftmost free column
                available &= available - 1;
                queens[row] = __builtin_ctzll(position);
                solve(row + 1, columns | position, (diagonals1 | position) << 1,
                      (diagonals2 | position) >> 1);
            }
        }

        vector<string> generateBoard() const {
            vector<string> board(n, string(n, '.'));
            for (int row = 0; row < n; ++row) board[row][queens[row]] = 'Q';
            return board;
        }
    };
};
