// The units of the meet-in-the-middle counters (stage 7's halves, stage 8's sieve) and their
// weights. A board is cut down the middle: the left half is columns 0..h-1 (h = n/2), the right
// half the others. Every row has its queen in one half; a unit is S, the set of rows whose queen
// is on the left (bit r = row r, |S| = h). The solutions of S are the pairs (left half-board,
// right half-board) of S that share no diagonal (engine/mitm_boards.hpp builds them).
//
// Not every S is counted, and not every board of a counted S: the symmetries of the square map
// the boards left out one to one onto boards that are counted, so each counted board stands for
// a whole number of solutions, its weight. Each rule is an exact counting identity (checked board
// by board in tests/halves_test.cpp); docs/stage7.md works them through for n = 8.
// - Even n = 2h, the top-bottom mirror (row r -> n-1-r) maps the boards of S onto those of
//   reverse(S): only S <= reverse(S) is a unit, with the factor topBottom(S) = 2, or 1 when
//   S = reverse(S).
// - Even n, the long diagonals (r = c and r + c = n-1): the identity, the half turn and the two
//   diagonal mirrors keep each long diagonal in place and move its queen between the halves, the
//   two long diagonals independently. So only boards with no long-diagonal queen on the left are
//   counted, each 2^d times (d = the long diagonals holding a queen, on the right: 0, 1 or 2).
// - Even n with d = 0, the left-right mirror maps S to its complement: with i the first row for
//   which rows i and n-1-i are both in S or both out of it, the factor leftRight(S) is 2 if i is
//   in S, 0 if not, 1 if there is no such row (S and its complement add up to 2).
//   So a right half-board with d long-diagonal queens weighs
//   topBottom(S) x {leftRight(S), 2, 4}[d].
// - Even n with d = 1, the transpose fold (the kit's quarter builders; not the pasteable
//   programs): the diagonal mirror through the long diagonal that holds the queen keeps that
//   queen in place, on the right, and maps such boards one to one onto such boards, swapping the
//   queen of row i with that of column i. With the queen on the main diagonal (in the south-east
//   quarter), take the first column i >= h whose queen and row i's queen both stand in that
//   quarter and are not the same one: the verdict is 2 if row i's queen's column is less than
//   column i's queen's row, 0 if greater (never equal: the two would share an anti-diagonal), 1
//   if there is no such i. A board and its mirror image get 2 and 0, or 1 and 1. With the queen
//   on the anti-diagonal (north-east), the same on the board turned upside down, so that the
//   top-bottom mirror keeps the verdict. The weight is topBottom(S) x 2 x verdict: the right
//   half-boards of verdict 0 are not built, and the join of d = 1, half of it at n = 22, is done
//   about half as often.
// - Odd n = 2h+1: the middle row's queen stands at column c, the middle column's at row r. Off
//   the centre the 8 symmetries give 8 different (c, r) (|c-h| = |r-h| would put both queens on
//   one diagonal): only h < c < r is counted, weight 8. With the centre queen (c = r = h) the two
//   mirrors fold the 2h other rows as above: weight topBottom(S) x leftRight(S). S is h rows of
//   the 2h other than the middle one; the right half (columns h..2h) holds the other h+1 queens.
// Time: O(2^n) to list the units (every set of rows looked at), O(U log U) to sort the U units
//   (705k at n = 23); O(n) a unit's weights.
// Space: 12 bytes a unit.
// Tested: the units and weights through the halves engine, the rules themselves
//   against the classes: tests/halves_test.cpp (
//   "halves: every unit equals the weighted brute force of its boards, n = 1..12",
//   "halves: the weights of each class of the 8 symmetries add up to its size, n <= 12",
//   "halves: units come by power of two of their cost, largest first, then by S",
//   "halves: n outside 1..23 is refused");
//   through study/join_adapter.hpp: tests/trace_test.cpp (
//   "the join the page draws: lit pairs are solutions, the weights add up to A000170")
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

namespace nq {

// The n the meet-in-the-middle engines count: rows fit in 32 bits, keys (2(n-1) bits) in 48.
inline constexpr int kHalvesMinN = 1;
inline constexpr int kHalvesMaxN = 23;

}  // namespace nq

namespace nq::halves {

using Rows = std::uint32_t;  // a set of rows, bit r = row r (n <= 23)

// std::invalid_argument, naming the engine, for n outside kHalvesMinN..kHalvesMaxN.
inline void checkHalvesN(const char* engine, int n) {
    if (n < kHalvesMinN || n > kHalvesMaxN)
        throw std::invalid_argument(std::string(engine) + ": n must be in " +
                                    std::to_string(kHalvesMinN) + ".." +
                                    std::to_string(kHalvesMaxN) + ", got " + std::to_string(n));
}

// S with its rows mirrored top to bottom (row r -> n-1-r).
inline Rows reversedRows(int n, Rows s) {
    Rows r = 0;
    for (int i = 0; i < n; ++i)
        if (s >> i & 1) r |= Rows(1) << (n - 1 - i);
    return r;
}

// The top-bottom mirror's factor: 2 if S < reverse(S), 1 if equal, 0 if greater (not a unit).
inline int topBottomFactor(int n, Rows s) {
    Rows r = reversedRows(n, s);
    return s < r ? 2 : s == r ? 1 : 0;
}

// The left-right mirror's factor (see the top): 2, 0, or 1.
inline int leftRightFactor(int n, Rows s) {
    for (int i = 0; i < n / 2; ++i)
        if ((s >> i & 1) == (s >> (n - 1 - i) & 1)) return (s >> i & 1) ? 2 : 0;
    return 1;
}

// What one fitting pair (left, right) of unit S stands for, by the kind of right half-board.
struct Weights {
    std::uint64_t byLongQueens[3] = {0, 0, 0};  // even n: d = 0, 1, 2 long-diagonal queens
    std::uint64_t offCentre = 0;                // odd n: h < c < r
    std::uint64_t centre = 0;                   // odd n: the centre queen
};

inline Weights weightsOf(int n, Rows s) {
    Weights w;
    const std::uint64_t topBottom = (std::uint64_t)topBottomFactor(n, s);
    const std::uint64_t leftRight = (std::uint64_t)leftRightFactor(n, s);
    if (n % 2 == 0) {
        w.byLongQueens[0] = topBottom * leftRight;
        w.byLongQueens[1] = topBottom * 2;
        w.byLongQueens[2] = topBottom * 4;
    } else {
        w.offCentre = 8;
        w.centre = topBottom * leftRight;
    }
    return w;
}

// A guess at a unit's work, from the number of half-boards expected on each side: w! placements
// of w queens in w columns, times, for each two of its rows d apart, the chance that two queens
// at random different columns are not on one diagonal. In integers (16 fraction bits), so that
// every build (with or without fused multiply-adds) guesses the same and numbers units alike.
inline std::uint64_t halfGuess(int n, Rows rows, int w) {
    std::uint64_t g = std::uint64_t(1) << 16;
    for (int k = 2; k <= w; ++k) g *= (std::uint64_t)k;  // w <= 12: under 2^45
    const std::uint64_t pairs = (std::uint64_t)(w * (w - 1));
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if ((rows >> i & 1) && (rows >> j & 1) && j - i < w)
                g = g * (pairs - 2 * (std::uint64_t)(w - (j - i))) / pairs;
    return g >> 16;
}

inline std::uint64_t unitCost(int n, Rows s) {
    const Rows all = (Rows(1) << n) - 1;
    const int h = n / 2;
    // the right half: the other rows (the middle one too, for odd n), h or h+1 queens
    std::uint64_t a = halfGuess(n, s, h), b = halfGuess(n, all & ~s, n % 2 ? h + 1 : h);
    return a * b / 64 + a + b;
}

// The units of n: every S of h rows (for odd n, none the middle row; for even n, only
// S <= reverse(S)). Numbered by the power of two of their cost, largest first, so that the
// threads end together; within one power of two by S, so that consecutive units share their
// rows below the middle (the high bits of S change slowest) and find the parts of those rows in
// the cache (a seventh less time at n = 18 and 19 than in order of cost alone). Integers
// throughout: every build numbers the units alike.
class UnitList {
public:
    explicit UnitList(int n) {
        const int h = n / 2;
        struct Unit {
            int octave;  // floor(log2(cost))
            std::uint64_t cost;
            Rows s;
        };
        std::vector<Unit> order;
        for (Rows s = 0; s < (Rows(1) << n); ++s) {
            if (__builtin_popcount(s) != h) continue;
            if (n % 2 == 1 ? (s >> h & 1) != 0 : topBottomFactor(n, s) == 0) continue;
            std::uint64_t cost = std::max<std::uint64_t>(1, unitCost(n, s));
            order.push_back({63 - __builtin_clzll(cost), cost, s});
        }
        std::sort(order.begin(), order.end(), [](const Unit& a, const Unit& b) {
            return a.octave != b.octave ? a.octave > b.octave : a.s < b.s;
        });
        for (const Unit& unit : order) {
            costs_.push_back((double)unit.cost);
            sets_.push_back(unit.s);
        }
    }

    std::uint64_t size() const { return sets_.size(); }
    Rows leftRows(std::uint64_t unit) const { return sets_.at(unit); }
    double cost(std::uint64_t unit) const { return costs_.at(unit); }
    // "rows=" and S in hex: the rows whose queen is on the left.
    std::string identity(std::uint64_t unit) const {
        char text[32];
        std::snprintf(text, sizeof text, "rows=%x", (unsigned)leftRows(unit));
        return text;
    }

private:
    std::vector<Rows> sets_;
    std::vector<double> costs_;
};

}  // namespace nq::halves
