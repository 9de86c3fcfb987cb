// The acm problem's input and output, for the programs bundled from engine/programs/:
// read n, print the number of solutions, then the lexicographically smallest one as "row col"
// lines (1-based). The hand-written stages 1-4 keep their own short copy of these rules.
// Time: O(n) to read and print, besides the count itself; the smallest solution by a backtracking
//   search that stops at the first board.
// Space: O(n).
// Tested: through the programs of solutions/acm/ that inline it (stages 5 to 8),
//   run as processes: tests/acm_test.cpp (
//   "acm: output equals a brute force over permutations, byte for byte, n = 1..9",
//   "acm: n = 10..12 print the A000170 count and then a valid solution",
//   "acm: bad input gives one error line on stderr, nothing on stdout, exit status 1",
//   "acm: what follows a valid n is ignored")
#pragma once

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "engine/engine.hpp"

namespace nq::acm {

// The first whitespace-separated token must be a decimal integer in [1, maxN]; the rest is
// ignored. On failure prints one "error:" line and returns false.
inline bool readSize(int& n, int maxN) {
    std::string token;
    bool ok = false;
    if (std::cin >> token) {
        size_t k = token[0] == '+';
        long long value = 0;
        ok = k < token.size();
        for (; ok && k < token.size(); ++k) {
            ok = std::isdigit((unsigned char)token[k]) != 0;
            value = std::min(10 * value + (token[k] - '0'), 1000LL);  // capped: no overflow
        }
        ok = ok && 1 <= value && value <= maxN;
        n = (int)value;
    }
    if (!ok)
        std::fprintf(stderr, "error: the input must start with an integer n, 1 <= n <= %d\n", maxN);
    return ok;
}

// A separate search, left to right, row by row: the first full board it meets is the smallest.
// board[row] = column; colLimit, leftDiaLim, rightDiaLim as in the sources' process2.
inline bool firstSolution(int n, int row, std::uint32_t colLimit, std::uint32_t leftDiaLim,
                          std::uint32_t rightDiaLim, std::vector<int>& board) {
    if (row == n) return true;
    std::uint32_t limit = n == 32 ? ~std::uint32_t(0) : (std::uint32_t(1) << n) - 1;
    std::uint32_t pos = limit & ~(colLimit | leftDiaLim | rightDiaLim);
    while (pos != 0) {
        std::uint32_t mostRightOne = pos & (~pos + 1);
        pos -= mostRightOne;
        board[row] = __builtin_ctz(mostRightOne);
        if (firstSolution(n, row + 1, colLimit | mostRightOne, (leftDiaLim | mostRightOne) << 1,
                          (rightDiaLim | mostRightOne) >> 1, board))
            return true;
    }
    return false;
}

// The answer of a program that counts by units on one thread: reads n (1..maxN), counts every unit
// of make(n) in order, prints the answer; built with -DNQ_PLACEMENTS, also "half-boards: N" (the
// units' work: the meet-in-the-middle engines' half-boards) on stderr. Returns the exit
// status.
template <class Make>
int answerByUnits(int maxN, Make make);

// Prints the answer for n (<= 32) whose number of solutions is `solutions`.
inline void printAnswer(int n, std::uint64_t solutions) {
    std::printf("%llu\n", (unsigned long long)solutions);
    std::vector<int> board(n);
    if (solutions > 0 && firstSolution(n, 0, 0, 0, 0, board))
        for (int row = 0; row < n; ++row) std::printf("%d %d\n", row + 1, board[row] + 1);
}

template <class Make>
int answerByUnits(int maxN, Make make) {
    int n;
    if (!readSize(n, maxN)) return 1;
    auto counter = make(n);
    UnitCount total;
    for (std::uint64_t unit = 0; unit < counter->units(); ++unit)
        addChecked(total, counter->count(unit));
    printAnswer(n, total.solutions);
#ifdef NQ_PLACEMENTS
    std::fprintf(stderr, "half-boards: %llu\n", (unsigned long long)total.work);
#endif
    return 0;
}

}  // namespace nq::acm
