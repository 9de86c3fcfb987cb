// expect: RE on 03: Assertion
// from: solutions/acm/stage4_bitmask.cpp
// ACM N-Queens: read n, print the number of solutions, then the lexicographically smallest one as
// "row col" lines (1-based).
// Approach (stage 4): the sources' bitmask count (num2/process2) with stage 3's first-row mirror,
// as a loop over an explicit stack instead of recursion, the last two rows counted without a loop.
// Time: O(n!) placements at worst; half of the plain bitmask count's (the mirror), each one a few
// bit operations on registers instead of a call; the last two rows are checked without a loop.
// Space: O(n): one stack frame per row.
// Adds to the sources: the mirror applied to the bitmask search; no call per placement; the count
// is 64-bit and the masks work up to n = 32 (the source's int count overflows from n = 19).
// Build with -DNQ_PLACEMENTS to print "placements: N" (queens put by the count) on stderr.
#include <algorithm>
#include <cassert>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

using Mask = std::uint32_t;  // bit c = column c (c = 0 is the left column); n <= 32

#ifdef NQ_PLACEMENTS
static unsigned long long placements = 0;
#define NQ_PLACE(k) (placements += (k))
#else
#define NQ_PLACE(k) ((void)0)
#endif

// One row of the search, as the arguments of the sources' process2: colLimit, leftDiaLim and
// rightDiaLim have a 1 on each square of this row that a queen above attacks; pos holds the free
// squares of this row not tried yet.
struct Frame {
    Mask colLimit, leftDiaLim, rightDiaLim, pos;
};

// Counts the ways to fill the last two rows: pos holds the free squares of the row before the
// last (at most two, since only two columns are left). Each candidate is checked without a branch.
static unsigned lastTwoRows(Mask limit, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim,
                            Mask pos) {
    Mask first = pos & (~pos + 1), second = pos - first;  // either may be 0
    assert((second & (second - 1)) == 0);                 // pos has at most two bits
    Mask lastFirst =
        limit & ~(colLimit | first | (leftDiaLim | first) << 1 | (rightDiaLim | first) >> 1);
    Mask lastSecond =
        limit & ~(colLimit | second | (leftDiaLim | second) << 1 | (rightDiaLim | second) >> 1);
    NQ_PLACE((first != 0) + (second != 0) + (first && lastFirst) + (second && lastSecond));
    return (first != 0 && lastFirst != 0) + (second != 0 && lastSecond != 0);
}

// process2 without recursion: the number of ways to fill rows row..n-1 below the given attacks.
// Needs row <= n - 3. A frame is pushed when the search goes one row down, popped when a row has
// no square left to try; the current row stays in registers.
static unsigned long long process2(int n, int row, Mask colLimit, Mask leftDiaLim,
                                   Mask rightDiaLim) {
    assert(0 <= row && row <= n - 3 && n <= 32);  // lastFrame lies inside the stack
    const Mask limit = n == 32 ? ~Mask(0) : (Mask(1) << n) - 1;
    Frame stack[32];
    Frame* top = stack;                              // frames of the rows above the current one
    Frame* const lastFrame = stack + (n - 3 - row);  // top is here when the current row is n - 3
    unsigned long long count = 0;
    Mask pos = limit & ~(colLimit | leftDiaLim | rightDiaLim);
    for (;;) {
        if (pos == 0) {  // this row is done: back to the row above
            if (top == stack) return count;
            --top;
            colLimit = top->colLimit, leftDiaLim = top->leftDiaLim;
            rightDiaLim = top->rightDiaLim, pos = top->pos;
            continue;
        }
        Mask mostRightOne = pos & (~pos + 1);  // the lowest 1 bit: the leftmost free square
        pos -= mostRightOne;
        NQ_PLACE(1);
        Mask nextColLimit = colLimit | mostRightOne;
        Mask nextLeftDiaLim = (leftDiaLim | mostRightOne) << 1;
        Mask nextRightDiaLim = (rightDiaLim | mostRightOne) >> 1;
        Mask nextPos = limit & ~(nextColLimit | nextLeftDiaLim | nextRightDiaLim);
        if (top == lastFrame) {
            count += lastTwoRows(limit, nextColLimit, nextLeftDiaLim, nextRightDiaLim, nextPos);
            continue;
        }
        *top++ = Frame{colLimit, leftDiaLim, rightDiaLim, pos};  // go one row down
        colLimit = nextColLimit, leftDiaLim = nextLeftDiaLim;
        rightDiaLim = nextRightDiaLim, pos = nextPos;
    }
}

// The plain recursion, for boards too small for process2 (n <= 3).
static unsigned long long smallCount(Mask limit, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim) {
    if (colLimit == limit) return 1;
    unsigned long long count = 0;
    for (Mask pos = limit & ~(colLimit | leftDiaLim | rightDiaLim); pos != 0;) {
        Mask mostRightOne = pos & (~pos + 1);
        pos -= mostRightOne;
        NQ_PLACE(1);
        count += smallCount(limit, colLimit | mostRightOne, (leftDiaLim | mostRightOne) << 1,
                            (rightDiaLim | mostRightOne) >> 1);
    }
    return count;
}

// Stage 3's mirror: the row-0 queen only tries the left half; a solution counts twice (itself and
// its left-right mirror), except with the queen on the middle column of an odd board, whose
// mirror also has it there and is found by the search itself.
static unsigned long long num2(int n) {
    const Mask limit = n == 32 ? ~Mask(0) : (Mask(1) << n) - 1;
    unsigned long long total = 0;
    for (int col = 0; col < (n + 1) / 2; ++col) {
        Mask mostRightOne = Mask(1) << col;
        NQ_PLACE(1);
        Mask leftDiaLim = mostRightOne << 1, rightDiaLim = mostRightOne >> 1;
        // the mistake: n >= 3, but process2 starts at row 1 and needs row <= n - 3, so n >= 4
        unsigned long long count = n >= 3
                                       ? process2(n, 1, mostRightOne, leftDiaLim, rightDiaLim)
                                       : smallCount(limit, mostRightOne, leftDiaLim, rightDiaLim);
        bool middle = n % 2 == 1 && col == n / 2;
        total += middle ? count : 2 * count;
    }
    return total;
}

// ---- The first solution ----
// A separate search, left to right, row by row: the first full board it meets is the smallest.
static bool firstSolution(int n, int row, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim,
                          std::vector<int>& board) {
    if (row == n) return true;
    Mask limit = n == 32 ? ~Mask(0) : (Mask(1) << n) - 1;
    Mask pos = limit & ~(colLimit | leftDiaLim | rightDiaLim);
    while (pos != 0) {
        Mask mostRightOne = pos & (~pos + 1);
        pos -= mostRightOne;
        board[row] = __builtin_ctz(mostRightOne);
        if (firstSolution(n, row + 1, colLimit | mostRightOne, (leftDiaLim | mostRightOne) << 1,
                          (rightDiaLim | mostRightOne) >> 1, board))
            return true;
    }
    return false;
}

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
    unsigned long long count = num2(n);
    std::printf("%llu\n", count);
    std::vector<int> board(n);
    if (count > 0 && firstSolution(n, 0, 0, 0, 0, board))
        for (int row = 0; row < n; ++row) std::printf("%d %d\n", row + 1, board[row] + 1);
#ifdef NQ_PLACEMENTS
    std::fprintf(stderr, "placements: %llu\n", placements);
#endif
    return 0;
}
