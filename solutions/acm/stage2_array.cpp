// ACM N-Queens: read n, print the number of solutions, then the first one found as "row col"
// lines (1-based), i.e. the lexicographically smallest.
// Approach (stage 2): stage 1 with a one-dimensional board, chessBoard[row] = column of the
// row's queen, and only the first solution's coordinates kept instead of a board copy.
// Time: O(n * n!): at most e*n! placements, each trying n columns with O(1) flag checks.
// Space: O(n).
// Fixes: "0" is printed when there is no solution (the source prints nothing); the count is
// 64-bit (it passes 2^31 at n = 19); bad input is an error, not a crash.
// Build with -DNQ_PLACEMENTS to print "placements: N" (queens put by the search) on stderr.
#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

struct NQueens {
    int size;
    std::vector<int> chessBoard;                    // chessBoard[row] = column of its queen
    std::vector<std::array<int, 2>> queenPosition;  // the first solution, 1-based (row, col)
    // leftToRightFlag: "\" diagonals, index row - col + size - 1; rightToLeftFlag: "/", row + col.
    std::vector<char> rowFlag, columnFlag, leftToRightFlag, rightToLeftFlag;
    unsigned long long solutionCount = 0, placements = 0;

    explicit NQueens(int n)
        : size(n), chessBoard(n), rowFlag(n), columnFlag(n), leftToRightFlag(2 * n - 1),
          rightToLeftFlag(2 * n - 1) {}

    // rowFlag[i] is always clear (one queen per row by design). | rather than ||: one branch
    // instead of four, about twice as fast.
    bool isValid(int i, int j) const {
        return !(rowFlag[i] | columnFlag[j] | leftToRightFlag[i - j + size - 1] |
                 rightToLeftFlag[i + j]);
    }

    void updateFlag(int i, int j, char value) {
        rowFlag[i] = columnFlag[j] = value;
        leftToRightFlag[i - j + size - 1] = rightToLeftFlag[i + j] = value;
    }

    void backtrace(int i) {
        if (i == size) {
            if (solutionCount++ == 0)
                for (int r = 0; r < size; ++r) queenPosition.push_back({r + 1, chessBoard[r] + 1});
            return;
        }
        for (int j = 0; j < size; ++j) {
            if (!isValid(i, j)) continue;
            ++placements;
            chessBoard[i] = j;
            updateFlag(i, j, 1);
            backtrace(i + 1);
            updateFlag(i, j, 0);  // chessBoard[i] is overwritten by the next try
        }
    }

    void printResult() const {
        std::printf("%llu\n", solutionCount);  // fix: printed even when it is 0
        for (const auto& p : queenPosition) std::printf("%d %d\n", p[0], p[1]);
    }
};

// The first whitespace-separated token must be a decimal integer in [1, 32]; the rest is ignored.
// A short reader of its own, so that this file pastes alone (engine/acm.hpp holds the shared one
// of the generated programs).
static bool readSize(int& n) {
    std::string token;
    if (!(std::cin >> token)) return false;
    size_t k = token[0] == '+';
    if (k == token.size()) return false;
    long long value = 0;
    for (; k < token.size(); ++k) {
        if (!std::isdigit((unsigned char)token[k])) return false;
        value = std::min(10 * value + (token[k] - '0'), 1000LL);  // capped: no overflow
    }
    n = (int)value;
    return 1 <= value && value <= 32;
}

int main() {
    int n;
    if (!readSize(n)) {
        std::fprintf(stderr, "error: the input must start with an integer n, 1 <= n <= 32\n");
        return 1;
    }
    NQueens q(n);
    q.backtrace(0);
    q.printResult();
#ifdef NQ_PLACEMENTS
    std::fprintf(stderr, "placements: %llu\n", q.placements);
#endif
}
