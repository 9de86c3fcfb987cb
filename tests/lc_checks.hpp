// Helpers shared by the N-Queens unit tests: known counts, board checks, symmetries of the square,
// and a brute force over permutations. Independent of the solutions; header only.
#ifndef NQ_TESTS_LC_CHECKS_HPP
#define NQ_TESTS_LC_CHECKS_HPP

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

#include "testdata/tools/a000170.hpp"

namespace lc_checks {

using Board = std::vector<std::string>;

// OEIS A000170: the number of n-queens placements, from the table the validator checks with.
inline long long a000170(int n) {
    if (n < 1 || n > kA000170MaxN)
        throw std::out_of_range("a000170: testdata/tools/a000170.txt holds n = 0..23");
    return (long long)kA000170[n];
}

// Do the queens in rows r1, r2 at columns c1, c2 attack each other (same column or diagonal)?
inline bool attack(int r1, int c1, int r2, int c2) {
    return c1 == c2 || std::abs(c1 - c2) == std::abs(r1 - r2);
}

// Is cols (cols[row] = column of that row's queen) a placement with no two queens attacking?
inline bool isPlacement(const std::vector<int>& cols) {
    int n = (int)cols.size();
    for (int r = 0; r < n; ++r) {
        if (cols[r] < 0 || cols[r] >= n) return false;
        for (int k = 0; k < r; ++k)
            if (attack(k, cols[k], r, cols[r])) return false;
    }
    return true;
}

// Why board is not a valid n-queens board for this n, or "" when it is.
inline std::string boardProblem(const Board& board, int n) {
    if ((int)board.size() != n) return "has " + std::to_string(board.size()) + " rows";
    std::vector<int> cols;
    for (const std::string& row : board) {
        if ((int)row.size() != n) return "has a row of length " + std::to_string(row.size());
        if (row.find_first_not_of("Q.") != std::string::npos)
            return "has a char other than Q and .";
        if (std::count(row.begin(), row.end(), 'Q') != 1) return "has a row without exactly one Q";
        cols.push_back((int)row.find('Q'));
    }
    return isPlacement(cols) ? "" : "has two queens attacking each other";
}

inline Board boardFromColumns(const std::vector<int>& cols) {
    int n = (int)cols.size();
    Board board(n, std::string(n, '.'));
    for (int r = 0; r < n; ++r) board[r][cols[r]] = 'Q';
    return board;
}

// Symmetry t (0..7) of the square applied to board: bit 0 flips top-bottom, bit 1 flips
// left-right, bit 2 transposes; the eight combinations are the eight symmetries.
inline Board symmetry(const Board& board, int t) {
    int n = (int)board.size();
    Board out(n, std::string(n, '.'));
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            int r2 = (t & 1) ? n - 1 - r : r, c2 = (t & 2) ? n - 1 - c : c;
            if (t & 4) std::swap(r2, c2);
            out[r2][c2] = board[r][c];
        }
    return out;
}

// Every placement, in lexicographic order of the columns, by trying all n! permutations.
inline std::vector<std::vector<int>> bruteForce(int n) {
    std::vector<std::vector<int>> all;
    std::vector<int> cols(n);
    std::iota(cols.begin(), cols.end(), 0);
    do
        if (isPlacement(cols)) all.push_back(cols);
    while (std::next_permutation(cols.begin(), cols.end()));
    return all;
}

}  // namespace lc_checks

#endif
