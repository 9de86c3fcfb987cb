// The halves engine's join, unit by unit, as the page of `make visual APPROACH=halves` draws it.
// This is the one file of study/ that calls into engine/, so that a reshaped engine is ported here
// and nowhere else. It uses, of engine/halves.hpp and engine/halves_match.hpp:
//   nq::halves::HalvesCounter(n, path): units(), leftRows(unit), count(unit) -> nq::UnitCount
//     (.solutions, .placements), the same counter as `nqueens count`;
//   nq::halves::Store: build(keys, count, keyBits) and join(path, keys, count), the join's count;
//   nq::halves::bestPath(), the path `nqueens count` takes.
// The engine keeps its half-boards, their keys and the weights of a unit to itself, so they are
// worked out here from the rules its header states (and docs/stage7.md explains with n = 8):
// - even n = 2h: the left half-boards on the rows of S and columns 0..h-1 with no queen on a long
//   diagonal; the right ones on the other rows and columns, in classes by d, the number of long
//   diagonals they hold, weighted mirror, 2 and 4 (class 0 is not built when mirror is 0); all of
//   it times the top-bottom weight of S;
// - odd n = 2h+1 (every S without the middle row is a unit): the left half-boards on S and
//   columns 0..h-1; the right ones on the other rows (the middle row among them) and columns
//   h..2h, the middle row's queen at (h, c): off the centre (c > h, the middle column's queen
//   below row c) weight 8; the centre queen (c = h) weight top-bottom x left-right, not built
//   when that is 0.
// - a key: the diagonals a half-board holds among the 2(n-1) that cross the cut, anti-diagonals
//   r+c = h..n+h-2 in bits 0..n-2, diagonals c-r+n-1 = h..n+h-2 in bits n-1..2n-3.
// Then every unit is held against the engine: its half-boards number count(unit).placements, each
// class's fitting pairs are Store::join's count, and the weighted pairs add up to
// count(unit).solutions. A difference throws std::runtime_error: the page is not written.
// Time: O(units x (h!^2 + L x R)) for L left and R right half-boards, small for n <= 10.
// Space: the half-boards of every unit (a few thousand at n = 10).
#pragma once

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "../engine/halves.hpp"

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
    Key key = 0;
    int group = 0;  // right half-boards: the index of their class in Unit::groups
};

struct Group {
    Class cls = Class::noLong;
    std::uint64_t weight = 0;  // everything this class's pairs are multiplied by
    std::uint64_t fits = 0;    // the pairs (left, right of this class) that share no diagonal,
                               // as Store::join counts them
};

struct Unit {
    std::uint32_t leftRows = 0;   // S: bit r = row r has its queen in the left half
    std::uint64_t topBottom = 1;  // 2 when S < reverse(S), 1 when equal, 0 when greater (odd n)
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

inline bool bit(std::uint32_t set, int i) { return (set >> i & 1) != 0; }

inline std::uint32_t reverse(std::uint32_t s, int n) {
    std::uint32_t r = 0;
    for (int i = 0; i < n; ++i)
        if (bit(s, i)) r |= std::uint32_t(1) << (n - 1 - i);
    return r;
}

// The first row i < h whose mirror row n-1-i is on the same side as it decides: 2 if both are in
// S, 0 if neither; 1 if there is no such row.
inline std::uint64_t leftRightFactor(std::uint32_t s, int n) {
    for (int i = 0; i < n / 2; ++i)
        if (bit(s, i) == bit(s, n - 1 - i)) return bit(s, i) ? 2 : 0;
    return 1;
}

inline std::uint64_t topBottomFactor(std::uint32_t s, int n) {
    std::uint32_t r = reverse(s, n);
    return s < r ? 2 : s == r ? 1 : 0;
}

inline Key queenKey(int r, int c, int n) {
    const int h = n / 2, anti = r + c - h, main = c - r + n - 1 - h;
    Key k = 0;
    if (0 <= anti && anti < n - 1) k |= Key(1) << anti;
    if (0 <= main && main < n - 1) k |= Key(1) << (main + n - 1);
    return k;
}

inline bool onLongDiagonal(int r, int c, int n) { return r == c || r + c == n - 1; }

// Every placement of one queen on each row of `rows` (in order), in the columns each allows, no
// two sharing a column or a diagonal; rows already filled in `board` count as placed.
struct HalfSearch {
    int n;
    std::vector<int> rows;
    std::vector<std::uint32_t> allow;  // by index into rows
    std::vector<std::vector<int>> found;

    void run(std::vector<int> board) { place(0, board); }

    void place(std::size_t k, std::vector<int>& board) {
        if (k == rows.size()) {
            found.push_back(board);
            return;
        }
        const int r = rows[k];
        for (int c = 0; c < n; ++c) {
            if (!bit(allow[k], c) || attacked(board, r, c)) continue;
            board[static_cast<std::size_t>(r)] = c;
            place(k + 1, board);
            board[static_cast<std::size_t>(r)] = -1;
        }
    }

    bool attacked(const std::vector<int>& board, int r, int c) const {
        for (int i = 0; i < n; ++i) {
            int q = board[static_cast<std::size_t>(i)];
            if (q >= 0 && (q == c || q - c == i - r || q - c == r - i)) return true;
        }
        return false;
    }
};

inline HalfBoard halfBoard(const std::vector<int>& columnOf, int n, int group) {
    HalfBoard b{columnOf, 0, group};
    for (int r = 0; r < n; ++r)
        if (columnOf[static_cast<std::size_t>(r)] >= 0)
            b.key |= queenKey(r, columnOf[static_cast<std::size_t>(r)], n);
    return b;
}

inline std::uint32_t columns(int from, int to) {  // columns from..to-1
    return ((std::uint32_t(1) << to) - 1) & ~((std::uint32_t(1) << from) - 1);
}

inline void leftHalves(Unit& u, int n) {
    HalfSearch s{n, {}, {}, {}};
    for (int r = 0; r < n; ++r) {
        if (!bit(u.leftRows, r)) continue;
        s.rows.push_back(r);
        s.allow.push_back(columns(0, n / 2));
    }
    s.run(std::vector<int>(static_cast<std::size_t>(n), -1));
    for (const auto& board : s.found) {
        bool dropped = false;
        for (int r = 0; r < n; ++r) {
            int c = board[static_cast<std::size_t>(r)];
            dropped = dropped || (c >= 0 && n % 2 == 0 && onLongDiagonal(r, c, n));
        }
        if (dropped)
            ++u.leftDropped;
        else
            u.left.push_back(halfBoard(board, n, 0));
    }
}

inline void rightHalvesEven(Unit& u, int n) {
    const std::uint64_t weights[3] = {u.leftRight, 2, 4};
    const Class classes[3] = {Class::noLong, Class::oneLong, Class::twoLong};
    for (int d = 0; d < 3; ++d) u.groups.push_back({classes[d], u.topBottom * weights[d], 0});
    HalfSearch s{n, {}, {}, {}};
    for (int r = 0; r < n; ++r) {
        if (bit(u.leftRows, r)) continue;
        s.rows.push_back(r);
        s.allow.push_back(columns(n / 2, n));
    }
    s.run(std::vector<int>(static_cast<std::size_t>(n), -1));
    for (const auto& board : s.found) {
        int d = 0;
        bool anti = false, main = false;
        for (int r = 0; r < n; ++r) {
            int c = board[static_cast<std::size_t>(r)];
            if (c < 0) continue;
            anti = anti || r + c == n - 1;
            main = main || r == c;
        }
        d = (anti ? 1 : 0) + (main ? 1 : 0);
        if (d == 0 && u.leftRight == 0) continue;  // a class of weight 0 is not built
        u.right.push_back(halfBoard(board, n, d));
    }
}

inline void rightHalvesOdd(Unit& u, int n) {
    const int h = n / 2;
    const std::uint64_t centre = u.topBottom * u.leftRight;
    u.groups.push_back({Class::offCentre, 8, 0});
    u.groups.push_back({Class::centre, centre, 0});
    for (int c = h; c < n; ++c) {
        if (c == h && centre == 0) continue;  // a class of weight 0 is not built
        HalfSearch s{n, {}, {}, {}};
        for (int r = 0; r < n; ++r) {
            if (bit(u.leftRows, r) || r == h) continue;
            s.rows.push_back(r);
            // the middle column's queen: the centre one itself, or below row c
            std::uint32_t allow = columns(h, n);
            if (c == h || r <= c) allow &= ~(std::uint32_t(1) << h);
            s.allow.push_back(allow);
        }
        std::vector<int> board(static_cast<std::size_t>(n), -1);
        board[static_cast<std::size_t>(h)] = c;
        s.run(board);
        for (const auto& b : s.found) u.right.push_back(halfBoard(b, n, c == h ? 1 : 0));
    }
}

inline bool before(const HalfBoard& a, const HalfBoard& b) {
    if (a.group != b.group) return a.group < b.group;
    return a.columnOf < b.columnOf;
}

// The engine's count of the pairs of left keys and of class g's right keys that share no bit.
inline std::uint64_t engineFits(const Unit& u, int g, int keyBits, nq::halves::Path path) {
    std::vector<Key> lefts, rights;
    for (const HalfBoard& b : u.left) lefts.push_back(b.key);
    for (const HalfBoard& b : u.right)
        if (b.group == g) rights.push_back(b.key);
    if (lefts.empty() || rights.empty()) return 0;
    nq::halves::Store store;
    store.build(lefts.data(), lefts.size(), keyBits);
    return store.join(path, rights.data(), rights.size());
}

inline std::uint64_t fitsByHand(const Unit& u, int g) {
    std::uint64_t fits = 0;
    for (const HalfBoard& l : u.left)
        for (const HalfBoard& r : u.right) fits += r.group == g && (l.key & r.key) == 0;
    return fits;
}

[[noreturn]] inline void disagree(int n, std::size_t unit, const std::string& what) {
    throw std::runtime_error("the join of n = " + std::to_string(n) + ", unit " +
                             std::to_string(unit) + ": " + what);
}

inline void check(const Join& j, std::size_t index) {
    const Unit& u = j.units[index];
    std::uint64_t built = u.left.size() + u.right.size(), weighted = 0;
    if (u.left.empty()) built = 0;  // the engine stops before the right half-boards
    if (built != u.engine.placements)
        disagree(j.n, index,
                 std::to_string(built) + " half-boards here, " +
                     std::to_string(u.engine.placements) + " built by the engine");
    for (std::size_t g = 0; g < u.groups.size(); ++g) {
        std::uint64_t byHand = fitsByHand(u, static_cast<int>(g));
        if (byHand != u.groups[g].fits)
            disagree(j.n, index,
                     "class " + std::to_string(g) + ": " + std::to_string(byHand) +
                         " fitting pairs here, " + std::to_string(u.groups[g].fits) +
                         " by Store::join");
        weighted += u.groups[g].weight * u.groups[g].fits;
    }
    if (weighted != u.engine.solutions)
        disagree(j.n, index,
                 "the weighted pairs make " + std::to_string(weighted) + ", the engine counts " +
                     std::to_string(u.engine.solutions));
}

}  // namespace detail

// Every unit of the halves engine for n (2 <= n <= 16), checked against the engine.
inline Join joinOf(int n) {
    if (n < 2 || n > 16) throw std::invalid_argument("the join is drawn for n = 2..16");
    const nq::halves::Path path = nq::halves::bestPath();
    const nq::halves::HalvesCounter counter(n, path);
    Join j;
    j.n = n;
    j.h = n / 2;
    j.keyBits = 2 * (n - 1);
    for (std::uint64_t unit = 0; unit < counter.units(); ++unit) {
        Unit u;
        u.leftRows = counter.leftRows(unit);
        u.engine = counter.count(unit);
        u.leftRight = detail::leftRightFactor(u.leftRows, n);
        u.topBottom = detail::topBottomFactor(u.leftRows, n);
        detail::leftHalves(u, n);
        if (n % 2 == 0)
            detail::rightHalvesEven(u, n);
        else
            detail::rightHalvesOdd(u, n);
        if (u.left.empty()) u.right.clear();  // nothing to join them with: the engine stops
        std::sort(u.left.begin(), u.left.end(), detail::before);
        std::sort(u.right.begin(), u.right.end(), detail::before);
        for (std::size_t g = 0; g < u.groups.size(); ++g)
            u.groups[g].fits = detail::engineFits(u, static_cast<int>(g), j.keyBits, path);
        j.units.push_back(u);
        detail::check(j, j.units.size() - 1);
        j.solutions += u.engine.solutions;  // at most A000170(16), far from 2^64
    }
    return j;
}

}  // namespace study::join
