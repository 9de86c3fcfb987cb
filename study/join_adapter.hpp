// The halves engine's join, unit by unit, as the page of `make visual APPROACH=halves` draws it.
// This is the one file of study/ that calls into engine/, so that a reshaped engine is ported here
// and nowhere else. It reads, of engine/halves.hpp and engine/halves_view.hpp:
//   nq::halves::HalvesCounter(n, bestIsa()): units(), the same counter as `nqueens count`;
//   nq::halves::viewUnit(counter, unit): the unit's rows S, weights, left and right half-boards
//     (queens, engine keys, weights) and the engine's count of it;
//   diagonalOf(layout, bit): the diagonal an engine key bit stands for.
// The page keys a half-board by the 2(n-1) diagonals that cross the cut, in its own order:
// anti-diagonals r+c = h..n+h-2 in bits 0..n-2, diagonals c-r+n-1 = h..n+h-2 in bits n-1..2n-3;
// the engine's keys are translated bit by bit, so two keys share a bit here exactly when they do
// there. The right half-boards fall in classes by weight:
// - even n = 2h: by d, the long diagonals they hold (weights byLongQueens[d]);
// - odd n = 2h+1: the middle row's queen right of the centre (offCentre) or on it (centre).
// Then every unit is held against the engine: the fitting pairs, weighted, add up to
// count(unit).solutions. A difference throws std::runtime_error: the page is not written.
// Time: O(units x (h!^2 + L x R)) for L left and R right half-boards, small for n <= 10.
// Space: the half-boards of every unit (a few thousand at n = 10).
#pragma once

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/halves.hpp"
#include "engine/halves_view.hpp"

namespace study::join {

using Key = std::uint64_t;

// Which right half-boards a class holds, and so which weight it has.
enum class Class {
    noLong,     // even n: no queen on a long diagonal (d = 0); weight mirror
    oneLong,    // even n: one long diagonal held (d = 1); weight 2
    twoLong,    // even n: both long diagonals held (d = 2); weight 4
    offCentre,  // odd n: middle row's queen right of the centre; weight 8
    centre,     // odd n: the centre queen; weight mirror (times top-bottom)
};

// Half of a board: the column of the queen of each of its rows, -1 on the other half's rows.
struct HalfBoard {
    std::vector<int> columnOf;
    Key key = 0;    // in the page's order of diagonals
    int group = 0;  // right half-boards: the index of their class in Unit::groups
};

struct Group {
    Class cls = Class::noLong;
    std::uint64_t weight = 0;  // everything this class's pairs are multiplied by
    std::uint64_t fits = 0;    // the pairs (left, right of this class) that share no diagonal
};

struct Unit {
    std::uint32_t leftRows = 0;   // S: bit r = row r has its queen in the left half
    std::uint64_t topBottom = 1;  // 2 when S < reverse(S), 1 when equal, 0 when greater
    std::uint64_t leftRight = 1;  // the left-right mirror's factor of S: 2, 0 or 1
    std::vector<HalfBoard> left, right;
    std::size_t leftDropped = 0;  // even n: left half-boards with a long-diagonal queen, dropped
    std::vector<Group> groups;
    nq::UnitCount engine;  // count(unit): the weighted solutions and the half-boards built
};

struct Join {
    int n = 0, h = 0;
    int keyBits = 0;
    std::vector<Unit> units;      // in the engine's order (unit 0 first)
    std::uint64_t solutions = 0;  // the sum of the engine's unit counts
};

namespace detail {

using nq::halves::Queen;

inline bool onLongDiagonal(const Queen& q, int n) {
    return q.row == q.column || q.row + q.column == n - 1;
}

// The engine's key in the page's order of diagonals.
inline Key pageKey(const nq::halves::KeyLayout& layout, nq::halves::Mask key, int n) {
    const int h = n / 2;
    Key k = 0;
    for (int bit = 0; bit < layout.bits(); ++bit) {
        if (!(key >> bit & 1)) continue;
        const auto d = nq::halves::diagonalOf(layout, bit);
        k |= Key(1) << (d.index - h + (d.anti ? 0 : n - 1));
    }
    return k;
}

// The class of a right half-board: an index into Unit::groups.
inline int groupOf(const nq::halves::HalfBoard& b, int n) {
    int d = 0;
    for (const Queen& q : b.queens) {
        if (n % 2 == 1 && q.row == n / 2) return q.column == n / 2 ? 1 : 0;
        d += onLongDiagonal(q, n);
    }
    return d;
}

inline HalfBoard pageBoard(const nq::halves::HalfBoard& b, const nq::halves::KeyLayout& layout,
                           int n, int group) {
    HalfBoard p{std::vector<int>(static_cast<std::size_t>(n), -1), pageKey(layout, b.key, n),
                group};
    for (const Queen& q : b.queens) p.columnOf[static_cast<std::size_t>(q.row)] = q.column;
    return p;
}

inline std::vector<Group> groupsOf(const nq::halves::Weights& w, int n) {
    if (n % 2 == 1) return {{Class::offCentre, w.offCentre, 0}, {Class::centre, w.centre, 0}};
    return {{Class::noLong, w.byLongQueens[0], 0},
            {Class::oneLong, w.byLongQueens[1], 0},
            {Class::twoLong, w.byLongQueens[2], 0}};
}

// Even n: the left half-boards with a queen on a long diagonal, which the engine does not build.
inline std::size_t leftDropped(const nq::halves::UnitView& v) {
    if (v.n % 2 == 1) return 0;
    std::vector<int> rows;
    for (int r = 0; r < v.n; ++r)
        if (v.leftRows >> r & 1) rows.push_back(r);
    std::size_t all = 0;
    std::vector<Queen> queens;
    auto tally = [&all](const std::vector<Queen>&) { ++all; };
    nq::halves::view::place(
        v.n, rows, (std::uint32_t(1) << v.n / 2) - 1, 0, queens, [](int, int) { return true; },
        tally);
    return all - v.left.size();
}

inline bool before(const HalfBoard& a, const HalfBoard& b) {
    if (a.group != b.group) return a.group < b.group;
    return a.columnOf < b.columnOf;
}

inline void countFits(Unit& u) {
    for (const HalfBoard& l : u.left)
        for (const HalfBoard& r : u.right)
            u.groups[static_cast<std::size_t>(r.group)].fits += (l.key & r.key) == 0;
}

inline void check(const Unit& u, int n, std::size_t index) {
    std::uint64_t weighted = 0;
    for (const Group& g : u.groups) weighted += g.weight * g.fits;
    if (weighted != u.engine.solutions)
        throw std::runtime_error("the join of n = " + std::to_string(n) + ", unit " +
                                 std::to_string(index) + ": the weighted pairs make " +
                                 std::to_string(weighted) + ", the engine counts " +
                                 std::to_string(u.engine.solutions));
}

inline Unit unitOf(const nq::halves::HalvesCounter& counter, std::uint64_t unit) {
    const nq::halves::UnitView v = nq::halves::viewUnit(counter, unit);
    const nq::halves::KeyLayout& layout = counter.boards().keys();
    const int n = v.n;
    Unit u;
    u.leftRows = v.leftRows;
    u.engine = v.count;
    u.topBottom = static_cast<std::uint64_t>(nq::halves::topBottomFactor(n, v.leftRows));
    u.leftRight = static_cast<std::uint64_t>(nq::halves::leftRightFactor(n, v.leftRows));
    u.groups = groupsOf(v.weights, n);
    u.leftDropped = leftDropped(v);
    for (const auto& b : v.left) u.left.push_back(pageBoard(b, layout, n, 0));
    for (const auto& b : v.right) u.right.push_back(pageBoard(b, layout, n, groupOf(b, n)));
    if (u.left.empty()) u.right.clear();  // nothing to join them with: the engine stops
    std::sort(u.left.begin(), u.left.end(), before);
    std::sort(u.right.begin(), u.right.end(), before);
    countFits(u);
    return u;
}

}  // namespace detail

// Every unit of the halves engine for n (2 <= n <= 16), checked against the engine.
inline Join joinOf(int n) {
    if (n < 2 || n > 16) throw std::invalid_argument("the join is drawn for n = 2..16");
    const nq::halves::HalvesCounter counter(n, nq::halves::bestIsa());
    Join j;
    j.n = n;
    j.h = n / 2;
    j.keyBits = 2 * (n - 1);
    for (std::uint64_t unit = 0; unit < counter.units(); ++unit) {
        j.units.push_back(detail::unitOf(counter, unit));
        detail::check(j.units.back(), n, j.units.size() - 1);
        j.solutions += j.units.back().engine.solutions;  // at most A000170(16), far from 2^64
    }
    return j;
}

}  // namespace study::join
