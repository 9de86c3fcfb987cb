// N-Queens knowledge for the checkers: whether queens form a solution, n queens on an
// n x n board (and if not, which two attack each other), boards as LeetCode strings, rendering.
// Rows and columns in messages count from 1: "row 1 col 2".
#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace judge {

struct Queen {
    int row;  // 1-based
    int col;  // 1-based
};

std::string describeQueen(const Queen& q);
// The first two queens that attack each other (share a square, row, column or diagonal).
std::optional<std::pair<Queen, Queen>> attackingPair(const std::vector<Queen>& queens);

// Why these queens are not n mutually non-attacking queens on an n x n board; nothing if they are.
// e.g. "queens at row 1 col 1 and row 2 col 2 share a diagonal".
std::optional<std::string> placementProblem(const std::vector<Queen>& queens, int n);

// Why a LeetCode board (n strings of n chars, 'Q' or '.') is not a solution; nothing if it is.
std::optional<std::string> boardProblem(const std::vector<std::string>& board, int n);

// How many solutions n queens have (OEIS A000170), for n = 1..20; nothing outside that range.
// The checkers use it to catch golden outputs that are wrong, so that a broken golden file is
// reported as FAIL and never as the solution's WA.
std::optional<long long> knownCount(int n);

// ["..Q.","Q...","...Q",".Q.."]
std::string renderBoard(const std::vector<std::string>& board);

}  // namespace judge
