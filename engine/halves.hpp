// The halves counter: meet in the middle. A board is cut down the middle into a left half
// (columns 0..h-1) and a right half (the other columns). Each row has its queen in one half;
// S is the set of rows whose queen is on the left (|S| = h). For a fixed S, a left half-board
// (h queens in rows S, columns 0..h-1, no two attacking) and a right half-board (the other rows,
// the other columns) make a solution exactly when they share no diagonal: rows and columns are
// apart by construction. Only the n-1 diagonals of each direction that cross the cut can be
// shared, so each half-board is reduced to a key of those 2(n-1) bits, and a unit counts
//     sum over right keys w of #{left keys e : e AND w = 0}
// with the bit-sliced join of engine/halves_match.hpp, never walking the solutions themselves.
//
// Units and weights (each is an exact counting identity, checked by brute force in the tests):
// - Even n = 2h: one unit per S with S <= reverse(S) (reverse: row r -> n-1-r, the top-bottom
//   mirror, a bijection between the solutions of S and of reverse(S)); weight 2 if S <
//   reverse(S), 1 if equal.
//   The two long diagonals: the four symmetries that keep each long diagonal in place (identity,
//   half turn, the two diagonal mirrors) move a long diagonal's queen between the halves
//   independently, so only boards with no queen on a long diagonal's left part are counted,
//   each 2^d times (d = occupied long diagonals, all on the right). Boards with d = 0 are also
//   folded by the left-right mirror (S -> complement): with i the first row having
//   S_i = S_{n-1-i}, the factor is 2 if i is in S, 0 if not, 1 if there is no such row.
// - Odd n = 2h+1: the middle row's queen at column c, the middle column's queen at row r. Off
//   the centre, the 8 symmetries give 8 different (c, r) (|c-h| = |r-h| would put the two queens
//   on one diagonal), so only h < c < r is counted, weight 8. The centre queen (c = r = h) is
//   folded by the two mirrors as above, on the 2h other rows. The left half is columns 0..h-1;
//   the right one, columns h..2h, holds h+1 queens including both pre-placed ones. A unit is an
//   S (h rows other than the middle): one left store serves every (c, r) and the centre.
//
// placements (UnitCount): the queens put down while building the unit's half-boards (the
// nodes of the two half-board searches); the join itself puts none.
// Time: per unit, the half-board searches plus (left keys) x (right keys) / 512 wide ANDs per
// key chunk; about 1/8 of all pairs of half-boards are tried, far fewer than the solutions.
// Space: one unit's half-boards and tables at a time (per thread), plus the unit list:
// about 1 MB at n = 16, 3 MB at n = 18, 12 MB at n = 20, 40 MB at n = 22, 100 MB at n = 23
// (measured figures in docs/stage7.md).
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/engine.hpp"
#include "engine/halves_match.hpp"

namespace nq {

constexpr int halvesMinN = 1;
constexpr int halvesMaxN = 23;

namespace halves {

using Mask = std::uint64_t;  // diagonals: anti-diagonal r+c, diagonal c-r+n-1 (0..2n-2)

// A depth-first search that fills rows[0..count) in that order, row rows[k] using only columns
// in allow[k], and calls emit(anti, main) for each half-board found.
struct Walk {
    int n = 0;
    int count = 0;
    const int* rows = nullptr;
    const std::uint32_t* allow = nullptr;
    std::uint64_t placed = 0;  // queens put down
};

template <class Emit>
void walk(Walk& w, int depth, std::uint32_t cols, Mask anti, Mask main, Emit& emit) {
    if (depth == w.count) {
        emit(anti, main);
        return;
    }
    int r = w.rows[depth];
    std::uint32_t free = w.allow[depth] & ~cols & ~(std::uint32_t)(anti >> r) &
                         ~(std::uint32_t)(main >> (w.n - 1 - r));
    while (free != 0) {
        std::uint32_t bit = free & (0u - free);
        free ^= bit;
        ++w.placed;
        walk(w, depth + 1, cols | bit, anti | (Mask)bit << r, main | (Mask)bit << (w.n - 1 - r),
             emit);
    }
}

// Each call's working memory, one per thread.
struct Scratch {
    std::vector<std::uint64_t> left;
    std::vector<std::uint64_t> right[3];
    Store store;
};

class HalvesCounter : public Counter {
public:
    HalvesCounter(int n, Path path) : n_(n), h_(n / 2), odd_(n % 2 == 1), path_(path) {
        if (n < halvesMinN || n > halvesMaxN)
            throw std::invalid_argument("halves: n must be in " + std::to_string(halvesMinN) +
                                        ".." + std::to_string(halvesMaxN) + ", got " +
                                        std::to_string(n));
        if (!pathAvailable(path))
            throw std::invalid_argument(std::string("halves: this processor lacks the ") +
                                        pathName(path) + " path");
        overlap_ = (Mask(1) << (n - 1)) - 1;
        keyBits_ = odd_ ? 2 * (n - 1) : 2 * (n - 1) - 2;
        std::vector<std::pair<double, std::uint32_t>> order;
        for (std::uint32_t s = 0; s < (std::uint32_t(1) << n); ++s) {
            if (__builtin_popcount(s) != h_) continue;
            if (odd_ ? (s >> h_ & 1) != 0 : reverse(s) < s) continue;
            order.push_back({estimate(s), s});
        }
        std::sort(order.begin(), order.end(),
                  [](const auto& a, const auto& b) { return a.first > b.first; });
        for (const auto& [c, s] : order) {
            costs_.push_back(c);
            sets_.push_back(s);
        }
    }

    std::uint64_t units() const override { return sets_.size(); }
    double cost(std::uint64_t unit) const override { return costs_.at(unit); }
    Path path() const { return path_; }
    // The rows whose queen is in the left half, for a unit (bit r = row r).
    std::uint32_t leftRows(std::uint64_t unit) const { return sets_.at(unit); }

    UnitCount count(std::uint64_t unit) const override {
        std::uint32_t s = sets_.at(unit);
        return odd_ ? countOdd(s) : countEven(s);
    }

private:
    std::uint32_t reverse(std::uint32_t s) const {
        std::uint32_t r = 0;
        for (int i = 0; i < n_; ++i)
            if (s >> i & 1) r |= std::uint32_t(1) << (n_ - 1 - i);
        return r;
    }

    // The left-right mirror's factor for S (see the top): 2, 0, or 1.
    int mirrorFactor(std::uint32_t s) const {
        for (int i = 0; i < h_; ++i)
            if ((s >> i & 1) == (s >> (n_ - 1 - i) & 1)) return (s >> i & 1) ? 2 : 0;
        return 1;
    }

    // The top-bottom mirror's factor for S: 2 if S < reverse(S), 1 if equal, 0 if greater.
    int flipFactor(std::uint32_t s) const {
        std::uint32_t r = reverse(s);
        return s < r ? 2 : s == r ? 1 : 0;
    }

    // The key: the diagonals that cross the cut, n-1 of each direction; for even n without the
    // two long diagonals (never used on the left).
    Mask keyOf(Mask anti, Mask main) const {
        Mask k = ((anti >> h_) & overlap_) | (((main >> h_) & overlap_) << (n_ - 1));
        if (odd_) return k;
        int p = h_ - 1;  // the long diagonals (index n-1) in key coordinates
        k = removeBit(k, p + n_ - 1);
        return removeBit(k, p);
    }
    static Mask removeBit(Mask k, int p) {
        return (k & ((Mask(1) << p) - 1)) | ((k >> (p + 1)) << p);
    }

    // A guess at a unit's work: the number of half-boards on each side, from the chance that
    // two queens in rows d apart, at random different columns among w, attack each other.
    double estimate(std::uint32_t s) const {
        std::uint32_t all = (std::uint32_t(1) << n_) - 1;
        double a = halfGuess(s, h_), b = halfGuess(all & ~s, odd_ ? h_ + 1 : h_);
        return a * b / 64 + a + b;
    }
    double halfGuess(std::uint32_t rows, int w) const {
        double g = 1;
        for (int k = 2; k <= w; ++k) g *= k;
        for (int i = 0; i < n_; ++i)
            for (int j = i + 1; j < n_; ++j)
                if ((rows >> i & 1) && (rows >> j & 1) && j - i < w)
                    g *= 1 - 2.0 * (w - (j - i)) / (w * (w - 1.0));
        return g;
    }

    static Scratch& scratch() {
        thread_local Scratch s;
        return s;
    }

    static std::uint64_t times(std::uint64_t a, std::uint64_t b) {
        std::uint64_t p;
        if (__builtin_mul_overflow(a, b, &p))
            throw std::overflow_error("count does not fit in 64 bits");
        return p;
    }

    // Builds the left store for S; returns the queens put down.
    std::uint64_t buildLeft(std::uint32_t s, Mask anti, Mask main, Scratch& sc) const {
        int rows[32];
        std::uint32_t allow[32];
        int count = 0;
        for (int r = 0; r < n_; ++r)
            if (s >> r & 1) {
                rows[count] = r;
                allow[count++] = (std::uint32_t(1) << h_) - 1;
            }
        sc.left.clear();
        Walk w{n_, count, rows, allow, 0};
        auto emit = [&](Mask a, Mask m) { sc.left.push_back(keyOf(a, m)); };
        walk(w, 0, 0, anti, main, emit);
        sc.store.build(sc.left.data(), sc.left.size(), keyBits_);
        return w.placed;
    }

    UnitCount countEven(std::uint32_t s) const {
        Scratch& sc = scratch();
        UnitCount result;
        Mask longDiagonals = Mask(1) << (n_ - 1);  // closed to the left half
        result.placements = buildLeft(s, longDiagonals, longDiagonals, sc);
        if (sc.left.empty()) return result;
        int mirror = mirrorFactor(s);
        int rows[32];
        std::uint32_t allow[32];
        int count = 0;
        std::uint32_t rightCols = ((std::uint32_t(1) << n_) - 1) & ~((std::uint32_t(1) << h_) - 1);
        for (int r = 0; r < n_; ++r)
            if (!(s >> r & 1)) {
                rows[count] = r;
                allow[count++] = rightCols;
            }
        for (auto& v : sc.right) v.clear();
        Walk w{n_, count, rows, allow, 0};
        auto emit = [&](Mask a, Mask m) {
            int d = (int)(a >> (n_ - 1) & 1) + (int)(m >> (n_ - 1) & 1);
            if (d == 0 && mirror == 0) return;
            sc.right[d].push_back(keyOf(a, m));
        };
        walk(w, 0, 0, 0, 0, emit);
        addChecked(result.placements, w.placed);
        std::uint64_t weighted = 0;
        const std::uint64_t weight[3] = {(std::uint64_t)mirror, 2, 4};
        for (int d = 0; d < 3; ++d)
            addChecked(weighted,
                       times(weight[d], sc.store.join(path_, sc.right[d].data(), sc.right[d].size())));
        result.solutions = times(weighted, (std::uint64_t)flipFactor(s));
        return result;
    }

    UnitCount countOdd(std::uint32_t s) const {
        Scratch& sc = scratch();
        UnitCount result;
        result.placements = buildLeft(s, 0, 0, sc);
        if (sc.left.empty()) return result;
        int centre = flipFactor(s) * mirrorFactor(s);
        int rows[32];
        std::uint32_t allow[32];
        int count = 0;
        std::uint32_t rightCols = ((std::uint32_t(1) << n_) - 1) & ~((std::uint32_t(1) << h_) - 1);
        for (auto& v : sc.right) v.clear();
        // The middle row first: its queen at column c; the middle column's queen then lies
        // below row c (h < c < r), or is that same queen (the centre).
        for (int c = h_; c < n_; ++c) {
            if (c == h_ && centre == 0) continue;
            count = 0;
            for (int r = 0; r < n_; ++r)
                if (!(s >> r & 1) && r != h_) {
                    rows[count] = r;
                    allow[count++] = r > c ? rightCols : rightCols & ~(std::uint32_t(1) << h_);
                }
            std::vector<std::uint64_t>& out = sc.right[c == h_ ? 1 : 0];
            Walk w{n_, count, rows, allow, 0};
            auto emit = [&](Mask a, Mask m) { out.push_back(keyOf(a, m)); };
            std::uint32_t bit = std::uint32_t(1) << c;
            walk(w, 0, bit, (Mask)bit << h_, (Mask)bit << (n_ - 1 - h_), emit);
            addChecked(result.placements, w.placed + 1);
        }
        std::uint64_t weighted = times(8, sc.store.join(path_, sc.right[0].data(), sc.right[0].size()));
        addChecked(weighted, times((std::uint64_t)centre,
                                   sc.store.join(path_, sc.right[1].data(), sc.right[1].size())));
        result.solutions = weighted;
        return result;
    }

    int n_, h_;
    bool odd_;
    Path path_;
    Mask overlap_ = 0;
    int keyBits_ = 0;
    std::vector<std::uint32_t> sets_;
    std::vector<double> costs_;
};

}  // namespace halves

// A halves counter for n, on the fastest path this processor has (NQ_HALVES_PORTABLE=1 forces
// the portable one). std::invalid_argument for n outside halvesMinN..halvesMaxN.
inline std::unique_ptr<Counter> makeHalvesCounter(int n, halves::Path path) {
    return std::make_unique<halves::HalvesCounter>(n, path);
}
inline std::unique_ptr<Counter> makeHalvesCounter(int n) {
    return makeHalvesCounter(n, halves::bestPath());
}

}  // namespace nq
