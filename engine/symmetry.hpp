// The `symmetry` engine: one board per class of the 8 symmetries of the square, weighted by the
// class size (8, 4 or 2). Its units are the boards whose first kStartRows rows hold given queens;
// the search fills the rows below depth-first, then the last levelRows rows level by level,
// branch-free.
// Time: O(n!) placements at worst; about 1/4 of the plain bitmask count's (only boards that can
//   still be the smallest of their class are walked), at about half the cost each.
// Space: O(n) for the rules and the first rows, plus the frontier of one subtree of the last
//   levelRows rows (typically a few thousand nodes).
// Tested: tests/engine_test.cpp (
//   "symmetry: the units add up to A000170 for n = 1..12, whichever depth the search ...",
//   "symmetry: the units and the queens above them make the placements of the whole ...",
//   "symmetry: units are listed largest expected cost first, each a distinct start",
//   "symmetry: a unit's count depends only on (n, unit)",
//   "symmetry: n and the unit out of range are refused")
#pragma once

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <memory>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "engine/stop.hpp"

namespace nq::symmetry {

using Mask = std::uint32_t;  // bit c = column c (c = 0 is the left column); n <= 32

inline constexpr int kMinN = 1, kMaxN = 32;
inline constexpr int kStartRows = 3;   // the rows a unit fixes
inline constexpr int kLevelRows = 11;  // the last rows, searched level by level

inline Mask fullRow(int n) { return n == 32 ? ~Mask(0) : (Mask(1) << n) - 1; }

// ---- The 8 symmetries and the class of a board ----
// A board is p[row] = column. Its images under the symmetries of the square are the four rotations
// and the four mirrors. An image is again a permutation; read row by row, imageColumn(g, ...)[row]
// gives image g's column in that row (q is the inverse board, q[column] = row).
inline int imageColumn(int g, const std::vector<int>& p, const std::vector<int>& q, int row) {
    int m = (int)p.size() - 1;
    switch (g) {
        case 1: return m - q[row];       // rotated a quarter turn clockwise: (r, c) -> (c, m - r)
        case 2: return m - p[m - row];   // half turn: (r, c) -> (m - r, m - c)
        case 3: return q[m - row];       // three quarter turns: (r, c) -> (m - c, r)
        case 4: return m - p[row];       // mirrored left-right
        case 5: return p[m - row];       // mirrored top-bottom
        case 6: return q[row];           // mirrored in the main diagonal (transposed)
        default: return m - q[m - row];  // mirrored in the other diagonal
    }
}

// The class of a board: its distinct images. A mirror never maps a placement to itself when n > 1
// (left-right: the queens would sit on the middle column; a diagonal: the queens off it pair up as
// (r, c), (c, r), which share an anti-diagonal), so a class holds 8 boards, 4 (the board equals its
// half turn) or 2 (it equals its quarter turn).
// Returns the class size when p (a whole board) is the smallest of its images, else 0.
inline int classSizeIfSmallest(const std::vector<int>& p) {
    int n = (int)p.size();
    std::vector<int> q(n, -1);
    for (int r = 0; r < n; ++r) q[p[r]] = r;
    assert(std::find(q.begin(), q.end(), -1) == q.end());  // p is a permutation
    int same = 1;                                          // images equal to p, p included
    for (int g = 1; g < 8; ++g) {
        int order = 0;
        for (int r = 0; r < n && order == 0; ++r) order = imageColumn(g, p, q, r) - p[r];
        if (order < 0) return 0;  // a smaller image exists: p is not the representative
        if (order == 0) ++same;
    }
    return 8 / same;
}

// ---- Which boards the search walks ----
// Each class is counted through its representative, its smallest image. Every edge of the board
// holds one queen; the 8 images put in row 0 the 8 distances of these edge queens to the corners
// of their edge. So the representative's row-0 column is the smallest such distance, `edge`:
// - edge = 0, a corner queen, moved to (0, 0). Two images keep it there, the board and its
//   transpose, and they differ (see above): the representative's row-1 queen, at column `second`,
//   is left of the transpose's, i.e. the column-1 queen lies below row `second`. Class size 8.
// - edge >= 1 (and edge < n-1-edge, else all four edge queens sit mid-edge and attack each other):
//   no corner queen; the column-0 and column-(n-1) queens lie in rows edge..n-1-edge, the row-(n-1)
//   queen in columns edge..n-1-edge. If no other edge queen is at distance exactly `edge` (a tie),
//   every other image starts with a larger column: the board is the representative of a class of
//   8. The tie squares are (edge, n-1), (n-1-edge, 0), (n-1-edge, n-1) and (n-1, n-1-edge) ((edge,
//   0) and (n-1, edge) are attacked by the row-0 queen); boards with a queen there are compared
//   with their images in full (classSizeIfSmallest), a small share of them.
// banned[row]: squares the representative leaves empty; tie[row]: the tie squares.
struct Rules {
    std::vector<Mask> banned, tie;
};

inline Rules cornerRules(int n, int second) {
    Rules rules{std::vector<Mask>(n, 0), std::vector<Mask>(n, 0)};
    for (int row = 2; row < second; ++row) rules.banned[row] = Mask(1) << 1;  // column 1
    return rules;
}

inline Rules edgeRules(int n, int edge) {
    Rules rules{std::vector<Mask>(n, 0), std::vector<Mask>(n, 0)};
    const int far = n - 1 - edge;
    const Mask sides = Mask(1) | Mask(1) << (n - 1);
    for (int row = 1; row < n; ++row)
        if (row < edge || row > far) rules.banned[row] = sides;
    for (int col = 0; col < n; ++col)
        if (col < edge || col > far) rules.banned[n - 1] |= Mask(1) << col;
    rules.tie[edge] |= Mask(1) << (n - 1);
    rules.tie[far] |= sides;
    rules.tie[n - 1] |= Mask(1) << far;
    return rules;
}

// The rules for the boards whose first rows hold `start` (a corner case needs start[1]).
inline Rules rulesFor(int n, const std::vector<int>& start) {
    assert(!start.empty() && (start[0] != 0 || start.size() >= 2));
    return start[0] == 0 ? cornerRules(n, start[1]) : edgeRules(n, start[0]);
}

// ---- The search ----
// A partial board filled down to some row, as in the sources' process2: colLimit, leftDiaLim and
// rightDiaLim have a 1 on each square of the next row that a queen above attacks; pos holds that
// row's free squares (already without the banned ones).
struct Node {
    Mask colLimit, leftDiaLim, rightDiaLim, pos;
};

// A growable array whose elements start undefined: the search writes each one before reading it,
// so no time goes into clearing memory.
template <class T>
class Scratch {
public:
    T* reserve(size_t count) {  // may drop the contents
        if (count > capacity) {
            capacity = std::max(count, 2 * capacity);
            items.reset(new T[capacity]);
        }
        return items.get();
    }
    T& operator[](size_t i) const { return items[i]; }

private:
    std::unique_ptr<T[]> items;
    size_t capacity = 0;
};

// One search of the boards whose first rows hold given queens; used by one thread at a time.
class Search {
public:
    // Rows from frontierRow = max(1, n - levelRows) down are searched level by level.
    Search(int size, int levelRows)
        : n(size), limit(fullRow(size)), frontierRow(std::max(1, size - levelRows)), cols(size),
          levels(size), parents(size) {
        assert(kMinN <= n && n <= kMaxN && levelRows >= 1);
    }

    // The solutions whose representatives' first rows hold the queens `start` (a valid start:
    // start[0] picks the rules, and start[1] when start[0] == 0), and the queens put down below
    // those rows.
    UnitCount countStartingWith(const std::vector<int>& start) {
        assert(!start.empty() && (int)start.size() <= n);
        rules = rulesFor(n, start);
        representatives[0] = representatives[1] = representatives[2] = 0;
        placements = 0;
        Mask colLimit = 0, leftDiaLim = 0, rightDiaLim = 0;
        bool tie = false;
        for (int row = 0; row < (int)start.size(); ++row) {
            Mask mostRightOne = Mask(1) << start[row];
            if (!(freeSquares(row, colLimit, leftDiaLim, rightDiaLim) & mostRightOne))
                throw std::invalid_argument("symmetry: a start with attacking or banned queens");
            cols[row] = start[row];
            tie |= (mostRightOne & rules.tie[row]) != 0;
            colLimit |= mostRightOne;
            leftDiaLim = (leftDiaLim | mostRightOne) << 1;
            rightDiaLim = (rightDiaLim | mostRightOne) >> 1;
        }
        firstRows((int)start.size(), colLimit, leftDiaLim, rightDiaLim, tie);
        UnitCount result{0, placements};
        addChecked(result.solutions, 8 * representatives[0]);
        addChecked(result.solutions, 4 * representatives[1]);
        addChecked(result.solutions, 2 * representatives[2]);
        return result;
    }

private:
    static constexpr std::uint32_t kTie = std::uint32_t(1) << 31;  // flag bit in parents[][]
    int n;
    Mask limit;
    int frontierRow;  // rows above it: depth-first search; from it down: level by level
    Rules rules;
    std::vector<int> cols;                         // cols[row] = column of that row's queen
    std::vector<Scratch<Node>> levels;             // levels[row]: the frontier at that row
    std::vector<Scratch<std::uint32_t>> parents;   // index of the node one row up | kTie
    std::uint64_t representatives[3] = {0, 0, 0};  // classes of 8, 4 and 2 boards
    std::uint64_t placements = 0;

    Mask freeSquares(int row, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim) const {
        return limit & ~(colLimit | leftDiaLim | rightDiaLim | rules.banned[row]);
    }

    // Rows row..frontierRow-1, depth-first (few nodes live here); tie: a queen above is on a tie.
    void firstRows(int row, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim, bool tie) {
        if (row == n) {  // only when n is tiny: the start was a whole board
            countLeaf(cols, tie ? Tie::maybe : Tie::none);
            return;
        }
        Mask pos = freeSquares(row, colLimit, leftDiaLim, rightDiaLim);
        if (row >= frontierRow) {
            if (pos != 0) lastRows(row, Node{colLimit, leftDiaLim, rightDiaLim, pos}, tie);
            return;
        }
        while (pos != 0) {
            Mask mostRightOne = pos & (~pos + 1);
            pos -= mostRightOne;
            ++placements;
            cols[row] = __builtin_ctz(mostRightOne);
            firstRows(row + 1, colLimit | mostRightOne, (leftDiaLim | mostRightOne) << 1,
                      (rightDiaLim | mostRightOne) >> 1, tie || (mostRightOne & rules.tie[row]));
        }
    }

    // Rows row..n-1, one level at a time, from one node; first a stop point (engine/stop.hpp):
    // one subtree of the last levelRows rows takes well under a millisecond.
    void lastRows(int row, Node root, bool tie) {
        assert(1 <= row && row < n);
        stopPoint();
        Node* first = levels[row].reserve(3);  // the node and two sentinels
        first[0] = root;
        parents[row].reserve(1)[0] = tie ? kTie : 0;
        size_t count = 1;
        for (int y = row; y < n - 1 && count > 0; ++y) count = expand(y, count);
        if (count == 0) return;
        placements += count;                          // the last row's queens, one per leaf
        const Scratch<Node>& leaves = levels[n - 1];  // the last row's free square is its queen
        for (size_t i = 0; i < count; ++i) {
            bool leafTie = (parents[n - 1][i] & kTie) || (leaves[i].pos & rules.tie[n - 1]);
            if (!leafTie) {
                ++representatives[0];
                continue;
            }
            // Rebuild the board from the parent links, then compare it with its images.
            cols[n - 1] = __builtin_ctz(leaves[i].pos);
            size_t at = i;
            for (int y = n - 1; y > row; --y) {
                size_t up = parents[y][at] & ~kTie;
                cols[y - 1] = __builtin_ctz(levels[y][at].colLimit ^ levels[y - 1][up].colLimit);
                at = up;
            }
            countLeaf(cols, Tie::maybe);
        }
    }

    // none: no queen on a tie square, the board is the representative of a class of 8; maybe:
    // compared with its images in full.
    enum class Tie { none, maybe };
    void countLeaf(const std::vector<int>& board, Tie tie) {
        int size = tie == Tie::maybe ? classSizeIfSmallest(board) : 8;
        if (size != 0) ++representatives[size == 8 ? 0 : size == 4 ? 1 : 2];
    }

    // Puts a queen on each free square of each of the `count` nodes of row y; the children whose
    // next row still has a free square become the nodes of row y + 1. Returns their number.
    // The loop walks the children, not the nodes: when a node has no square left, the next one is
    // selected with conditional moves, so no branch depends on the board (a mispredicted branch
    // costs more than two placements of this loop).
    size_t expand(int y, size_t count) {
        // A node has at most n - y free squares; 2 more for the next level's sentinels.
        size_t capacity = count * (size_t)(n - y) + 2;
        // A child's parent index shares 32 bits with the kTie flag.
        if (capacity >= kTie) throw std::length_error("symmetry: a level has 2^31 nodes or more");
        Node* to = levels[y + 1].reserve(capacity);
        std::uint32_t* toParents = parents[y + 1].reserve(capacity);
        Node* from = &levels[y][0];
        from[count] = from[count + 1] = Node{0, 0, 0, 0};  // read past the last node, unused
        const std::uint32_t* fromParents = &parents[y][0];
        const Mask tieHere = rules.tie[y], bannedNext = rules.banned[y + 1];

        size_t i = 0, j = 0, placed = 0;
        Mask colLimit = from[0].colLimit, leftDiaLim = from[0].leftDiaLim;
        Mask rightDiaLim = from[0].rightDiaLim, pos = from[0].pos;
        Node next = from[1];  // loaded ahead, so that moving on to it need not wait for memory
        while (i < count) {
            Mask mostRightOne = pos & (~pos + 1);
            pos -= mostRightOne;
            ++placed;
            Mask c = colLimit | mostRightOne;
            Mask l = (leftDiaLim | mostRightOne) << 1;
            Mask r = (rightDiaLim | mostRightOne) >> 1;
            Mask childPos = limit & ~(c | l | r | bannedNext);
            to[j] = Node{c, l, r, childPos};
            toParents[j] =
                (std::uint32_t)i | (fromParents[i] & kTie) | ((mostRightOne & tieHere) ? kTie : 0);
            j += childPos != 0;  // written anyway, kept only if it can go on
            bool nodeDone = pos == 0;
            colLimit = nodeDone ? next.colLimit : colLimit;
            leftDiaLim = nodeDone ? next.leftDiaLim : leftDiaLim;
            rightDiaLim = nodeDone ? next.rightDiaLim : rightDiaLim;
            pos = nodeDone ? next.pos : pos;
            i += nodeDone;
            next = from[i + 1];
        }
        placements += placed;
        return j;
    }
};

// ---- Units ----
// Every class has its representative in one of the cases above (a corner, row 1 at `second`; or
// row 0 at `edge`). A unit = a case plus the queens of the rows after it up to kStartRows, the
// list taken depth-first, left to right (n = 12 has 268 of them, n = 16 has 860, n = 17 has 1031),
// then ordered by expected cost, largest first, ties in list order: it depends on n only, so unit
// i names the same boards on every machine.

// Calls visit(start) for each way to extend `start` (valid under rules) to `length` rows, in order.
template <class Visit>
void extendStart(int n, const Rules& rules, std::vector<int>& start, int length, Mask colLimit,
                 Mask leftDiaLim, Mask rightDiaLim, Visit& visit) {
    int row = (int)start.size();
    if (row == length) return visit(start);
    Mask pos = fullRow(n) & ~(colLimit | leftDiaLim | rightDiaLim | rules.banned[row]);
    while (pos != 0) {
        Mask mostRightOne = pos & (~pos + 1);
        pos -= mostRightOne;
        start.push_back(__builtin_ctz(mostRightOne));
        extendStart(n, rules, start, length, colLimit | mostRightOne,
                    (leftDiaLim | mostRightOne) << 1, (rightDiaLim | mostRightOne) >> 1, visit);
        start.pop_back();
    }
}

// extendStart from `start` alone (the masks of its queens worked out here).
template <class Visit>
void extendFrom(int n, const Rules& rules, std::vector<int> start, int length, Visit visit) {
    Mask colLimit = 0, leftDiaLim = 0, rightDiaLim = 0;
    for (int col : start) {
        Mask mostRightOne = Mask(1) << col;
        colLimit |= mostRightOne;
        leftDiaLim = (leftDiaLim | mostRightOne) << 1;
        rightDiaLim = (rightDiaLim | mostRightOne) >> 1;
    }
    extendStart(n, rules, start, length, colLimit, leftDiaLim, rightDiaLim, visit);
}

// Calls visit(start, rules) for each case: its first row, and its second for a corner.
template <class Visit>
void forEachCase(int n, Visit visit) {
    for (int second = 2; second <= n - 2; ++second) visit({0, second}, cornerRules(n, second));
    for (int edge = 1; edge < n - 1 - edge; ++edge) visit({edge}, edgeRules(n, edge));
}

// Calls visit(start) for every start of `length` rows of n (2 <= length <= n), in list order.
template <class Visit>
void forEachStart(int n, int length, Visit visit) {
    assert(2 <= length && length <= n);
    forEachCase(n, [&](const std::vector<int>& start, const Rules& rules) {
        extendFrom(n, rules, start, length, visit);
    });
}

// The queens that a depth-first search of every case puts down above the units' rows: each case's
// own, then those of the rows below it down to the units' last, dead ends included. With the
// units' placements (the queens below their rows), the placements of the whole search.
inline std::uint64_t prefixPlacements(int n) {
    std::uint64_t total = 0;
    auto count = [&total](const std::vector<int>&) { ++total; };
    forEachCase(n, [&](const std::vector<int>& start, const Rules& rules) {
        total += start.size();
        for (int length = (int)start.size() + 1; length <= std::min(kStartRows, n); ++length)
            extendFrom(n, rules, start, length, count);  // the queens of row length - 1
    });
    return total;
}

// The expected work of the boards below `start`: 1 + the partial boards 4 rows further down
// (their correlation with the work done is about 0.8 at n = 15; 2 rows: 0.6).
inline double expectedCost(int n, const std::vector<int>& start) {
    double nodes = 1;
    extendFrom(n, rulesFor(n, start), start, std::min(n, (int)start.size() + 4),
               [&nodes](const std::vector<int>&) { nodes += 1; });
    return nodes;
}

// The engine: n's units, numbered largest expected cost first.
class SymmetryCounter : public Counter {
public:
    explicit SymmetryCounter(int size, int levelRowCount = kLevelRows)
        : n(size), levelRows(levelRowCount) {
        if (n < kMinN || n > kMaxN) throw std::out_of_range("symmetry: n must be from 1 to 32");
        if (levelRows < 1) throw std::invalid_argument("symmetry: levelRows must be 1 or more");
        if (n == 1) return;  // one unit, the single board; no case fits it
        std::vector<std::vector<int>> listed;
        std::vector<double> costs;
        forEachStart(n, std::min(kStartRows, n), [&](const std::vector<int>& start) {
            listed.push_back(start);
            costs.push_back(expectedCost(n, start));
        });
        std::vector<size_t> order(listed.size());
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(),
                         [&costs](size_t a, size_t b) { return costs[a] > costs[b]; });
        for (size_t i : order) {
            starts.push_back(listed[i]);
            expected.push_back(costs[i]);
        }
    }

    std::uint64_t units() const override { return n == 1 ? 1 : starts.size(); }
    double cost(std::uint64_t unit) const override {
        check(unit);
        return n == 1 ? 1 : expected[unit];
    }
    UnitCount count(std::uint64_t unit) const override {
        check(unit);
        if (n == 1) return UnitCount{1, 1};
        // Each thread keeps its search, and so its memory, from one unit to the next: fresh
        // memory for every unit costs about a tenth of the time in page faults.
        thread_local std::unique_ptr<Search> search;
        thread_local int searchN = 0, searchRows = 0;
        if (!search || searchN != n || searchRows != levelRows) {
            search = std::make_unique<Search>(n, levelRows);
            searchN = n, searchRows = levelRows;
        }
        return search->countStartingWith(starts[unit]);
    }
    const std::vector<int>& start(std::uint64_t unit) const {  // the queens of its first rows
        check(unit);
        return starts.at(unit);
    }
    // "start=" and the columns of its first rows' queens ("start=0,2,4"); n = 1: "board".
    std::string identity(std::uint64_t unit) const override {
        check(unit);
        if (n == 1) return "board";
        std::string text = "start=";
        for (std::size_t i = 0; i < starts[unit].size(); ++i)
            text += (i ? "," : "") + std::to_string(starts[unit][i]);
        return text;
    }

private:
    int n, levelRows;
    std::vector<std::vector<int>> starts;
    std::vector<double> expected;

    void check(std::uint64_t unit) const {
        if (unit >= units()) throw std::out_of_range("symmetry: no such unit");
    }
};

}  // namespace nq::symmetry

namespace nq {

inline constexpr int kSymmetryMinN = symmetry::kMinN, kSymmetryMaxN = symmetry::kMaxN;

inline std::unique_ptr<Counter> makeSymmetryCounter(int n) {
    return std::make_unique<symmetry::SymmetryCounter>(n);
}

}  // namespace nq
