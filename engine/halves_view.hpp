// One unit of the halves engine laid out to be read or drawn (a page of the join draws n = 4..10
// from it): the unit's rows S, its left and right half-boards with their queens and
// keys, what each fitting pair stands for, and the unit's count from the engine itself.
//   viewUnit(counter, unit): the UnitView of one unit.
//   A left and a right half-board fit when (left.key & right.key) == 0; the sum of right.weight
//   over the fitting pairs is count.solutions (tests/halves_test.cpp checks it, and that these
//   are the engine's own half-boards and keys, for every unit of n = 1..12).
//   diagonalOf(layout, bit) says which diagonal a key bit stands for.
// The half-boards come from a plain search of their own, with the queens kept: slow, meant for
// small n (every unit of n = 10 takes a few milliseconds).
// Time: a plain search of each half of the unit, O(L R) to match its L left and R right
//   half-boards.
// Space: O(n) a half-board, all of them kept.
// Tested: tests/halves_test.cpp (
//   "the view of a unit: the engine's half-boards and keys, its pairs add up to its count",
//   "the view of n = 8, S = {0, 1, 4, 5}: docs/stage7.md's worked example");
//   through study/join_adapter.hpp: tests/trace_test.cpp (
//   "the join the page draws: lit pairs are solutions, the weights add up to A000170")
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/halves.hpp"
#include "engine/mitm_unit_keys.hpp"
#include "engine/mitm_units.hpp"

namespace nq::halves {

// The diagonal that key bit `bit` stands for: anti-diagonal r + c = index, or diagonal
// c - r + n - 1 = index.
struct Diagonal {
    bool anti;
    int index;
};
inline Diagonal diagonalOf(const KeyLayout& layout, int bit) {
    const int n = layout.bits() / 2 + 1;
    for (int index = 0; index < 2 * n - 1; ++index) {
        if (layout.ofDiagonals(Mask(1) << index, 0) == Mask(1) << bit) return {true, index};
        if (layout.ofDiagonals(0, Mask(1) << index) == Mask(1) << bit) return {false, index};
    }
    throw std::out_of_range("halves: no key bit " + std::to_string(bit));
}

struct Queen {
    int row, column;
};

struct HalfBoard {
    std::vector<Queen> queens;  // by row
    Mask key;                   // the diagonals it holds that cross the cut (KeyLayout)
    std::uint64_t weight;  // right half-boards: the solutions a fitting pair stands for; left: 1
};

struct UnitView {
    int n = 0;
    std::uint64_t unit = 0;
    Rows leftRows = 0;                   // S: the rows whose queen is in the left half
    Weights weights;                     // the weights of the unit (engine/mitm_units.hpp)
    std::vector<HalfBoard> left, right;  // the ones the engine builds and joins
    UnitCount count;                     // the engine's count of the unit
};

namespace view {

// Every placement of one queen in each of rows[0..), columns in cols, none attacking another,
// none on a square that `allowed` refuses; calls visit(queens) for each.
template <class Allowed, class Visit>
void place(int n, const std::vector<int>& rows, std::uint32_t cols, std::size_t at,
           std::vector<Queen>& queens, Allowed allowed, Visit& visit) {
    if (at == rows.size()) return visit(queens);
    const int r = rows[at];
    for (int c = 0; c < n; ++c) {
        if (!(cols >> c & 1) || !allowed(r, c)) continue;
        bool free = true;
        for (const Queen& q : queens)
            free = free && q.column != c && q.row - q.column != r - c && q.row + q.column != r + c;
        if (!free) continue;
        queens.push_back({r, c});
        place(n, rows, cols, at + 1, queens, allowed, visit);
        queens.pop_back();
    }
}

inline Mask keyOf(const KeyLayout& keys, const std::vector<Queen>& queens) {
    Mask key = 0;
    for (const Queen& q : queens) key |= keys.ofQueen(q.row, q.column);
    return key;
}

// Even n, the transpose fold (engine/mitm_units.hpp) on a right half-board with one long-diagonal
// queen, in the board's own rows and columns: 2 (counted twice), 1, or 0 (counted through its
// image under the diagonal mirror through that queen).
inline int foldVerdict(int n, const std::vector<Queen>& queens) {
    const int h = n / 2;
    std::vector<int> column(n, -1), row(n, -1);
    bool main = false;
    for (const Queen& q : queens) {
        column[q.row] = q.column, row[q.column] = q.row;
        main = main || q.row == q.column;
    }
    // a queen of the right half's south rows (main) or north rows (anti) in column i, and the
    // queen of the row that column i's mirror image (through the long diagonal) stands for
    for (int i = h; i < n; ++i) {
        const int a = column[main ? i : n - 1 - i], b = row[i];
        if (a < 0 || a == i || b < 0 || (main ? b < h : b >= h)) continue;
        return a < (main ? b : n - 1 - b) ? 2 : 0;
    }
    return 1;
}

}  // namespace view

inline UnitView viewUnit(const HalvesCounter& counter, std::uint64_t unit) {
    UnitView v;
    const Rows s = counter.leftRows(unit);
    const int n = counter.n(), h = n / 2;
    const KeyLayout& keys = counter.boards().keys();
    v.n = n, v.unit = unit, v.leftRows = s, v.weights = weightsOf(n, s);
    v.count = counter.count(unit);
    std::vector<int> leftRows, rightRows;
    for (int r = 0; r < n; ++r) (s >> r & 1 ? leftRows : rightRows).push_back(r);
    const std::uint32_t leftCols = (std::uint32_t(1) << h) - 1;
    const std::uint32_t rightCols = ((std::uint32_t(1) << n) - 1) & ~leftCols;
    auto onLong = [n](int r, int c) { return r == c || r + c == n - 1; };
    std::vector<Queen> queens;
    // Left: for even n none on a long diagonal (its images are counted instead).
    auto leftAllowed = [&](int r, int c) { return n % 2 == 1 || !onLong(r, c); };
    auto addLeft = [&](const std::vector<Queen>& q) {
        v.left.push_back({q, view::keyOf(keys, q), 1});
    };
    view::place(n, leftRows, leftCols, 0, queens, leftAllowed, addLeft);
    // Right: weighed by its long-diagonal queens (even n; with one, times the fold's verdict),
    // or by where the middle row's and middle column's queens stand (odd n); those of weight 0
    // are not built.
    auto addRight = [&](const std::vector<Queen>& q) {
        std::uint64_t weight = 0;
        if (n % 2 == 0) {
            int d = 0;
            for (const Queen& queen : q) d += onLong(queen.row, queen.column);
            weight = v.weights.byLongQueens[d];
            if (d == 1 && counter.boards().folded())
                weight *= (std::uint64_t)view::foldVerdict(n, q);
        } else {
            int c = -1, r = -1;
            for (const Queen& queen : q) {
                if (queen.row == h) c = queen.column;
                if (queen.column == h) r = queen.row;
            }
            weight = c == h ? v.weights.centre : h < c && c < r ? v.weights.offCentre : 0;
        }
        if (weight != 0) v.right.push_back({q, view::keyOf(keys, q), weight});
    };
    auto any = [](int, int) { return true; };
    view::place(n, rightRows, rightCols, 0, queens, any, addRight);
    return v;
}

}  // namespace nq::halves
