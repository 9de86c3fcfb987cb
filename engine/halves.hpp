// The halves counter (stage 7): meet in the middle. A board is cut down the middle into a left
// half (columns 0..h-1) and a right half (the other columns). Each row has its queen in one half;
// S is the set of rows whose queen is on the left (|S| = h). For a fixed S, a left half-board
// (h queens in rows S, columns 0..h-1, no two attacking) and a right half-board (the other rows,
// the other columns) make a solution exactly when they share no diagonal: rows and columns are
// apart by construction. Only the n-1 diagonals of each direction that cross the cut can be
// shared, so each half-board is reduced to a key of those 2(n-1) bits, and a unit counts
//     sum over right keys w of weight(w) x #{left keys e : e AND w = 0}
// with the bit-sliced join of engine/halves_join.hpp, never walking the solutions themselves.
// The pieces: the units and their weights (engine/mitm_units.hpp, with the symmetry rules),
// where the half-boards come from (engine/mitm_boards.hpp, engine/mitm_unit_keys.hpp), the join
// (engine/halves_join.hpp).
//
// work (UnitCount): the half-boards built for the unit, left ones stored plus right ones joined
// (no queen is put down one by one); the join itself tests left x right pairs.
// Time: per unit O(L + R + L R / 512) for L left and R right keys (a few hundred to a few thousand
//   each at n = 18), plus the part pairs tried to build them.
// Space: the quarter table (0.2 MB at h = 7, 1.2 MB at h = 8, 8.4 MB at h = 9, 65 MB at h = 10,
//   551 MB at h = 11) and, for n <= 21, its parts made for each role (16 bytes an entry and role:
//   7.6 MB at n = 16, 58 MB at n = 18, 520 MB at n = 20 and 21); the list of units (12 bytes each:
//   92k at n = 20, 705k at n = 23); and per thread one unit's keys and tables. Peak resident memory
//   measured for the acm program: 13 MB at n = 16, 15 MB at n = 17, 72 MB at n = 18, 85 MB at
//   n = 19 (docs/stage7.md); with the parts made ahead at n = 20 and 21 (the same tables as
//   stage 8's), stage 8 measured 446 MiB at n = 20 and 585 MiB at n = 21, and with the table of
//   h = 11 (parts made on use) 595 MiB at n = 22 and 620 MiB at n = 23 (docs/stage8.md). Under
//   1 GiB for every n.
// Tested: tests/halves_test.cpp (
//   "halves: the sum of the units is A000170, n = 1..16",
//   "halves: every unit equals the weighted brute force of its boards, n = 1..12",
//   "halves: n outside 1..23 is refused",
//   "halves: a unit's count is the same on two threads at once");
//   tests/paths.sh ("halves --path $path: n = 1..16, A000170 and A002562")
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>

#include "engine/cpu.hpp"
#include "engine/engine.hpp"
#include "engine/halves_join.hpp"
#include "engine/mitm_unit_keys.hpp"
#include "engine/mitm_units.hpp"

namespace nq {
namespace halves {

// Each thread's working memory: one unit's keys and the builders' parts, the join's store.
struct Scratch {
    UnitKeys keys;
    Store store;
};

class HalvesCounter : public Counter {
public:
    // most: the fastest way to build half-boards allowed (the tests compare all three); n itself
    // limits it to quarters for n = 22 and 23 (engine/mitm_boards.hpp).
    // fold: even n's transpose fold where it applies (HalfBoards): stage 8's, so off by default
    // here (stage 7 as docs/stage7.md has it; the tests compare both ways).
    HalvesCounter(int n, Isa isa, Build most = Build::parts, bool fold = false)
        : n_((checkHalvesN("halves", n), checkIsa("halves", isa), n)), isa_(isa), units_(n),
          boards_(n, most, isa, fold) {}

    std::uint64_t units() const override { return units_.size(); }
    double cost(std::uint64_t unit) const override { return units_.cost(unit); }
    // The fold counts a unit differently: a checkpoint made without it is refused, and back.
    std::string identity(std::uint64_t unit) const override {
        return units_.identity(unit) + (boards_.folded() ? " folded" : "");
    }
    int n() const { return n_; }
    Build build() const { return boards_.build(); }
    const HalfBoards& boards() const { return boards_; }
    // The rows whose queen is in the left half, for a unit (bit r = row r).
    Rows leftRows(std::uint64_t unit) const { return units_.leftRows(unit); }

    UnitCount count(std::uint64_t unit) const override {
        Scratch& sc = scratch();
        UnitKeys& keys = sc.keys;
        keys.build(boards_, n_, units_.leftRows(unit));
        UnitCount result;
        result.work = keys.left.size();
        if (keys.lists == 0) return result;
        sc.store.build(keys.left.begin(), keys.left.size(), boards_.keys().bits());
        for (int l = 0; l < keys.lists; ++l) {
            addChecked(result.work, keys.right[l].size());
            addChecked(result.solutions,
                       timesChecked(keys.weight[l], sc.store.join(isa_, keys.right[l].begin(),
                                                                  keys.right[l].size())));
        }
        return result;
    }

private:
    static Scratch& scratch() {
        thread_local Scratch s;
        return s;
    }

    int n_;
    Isa isa_;
    UnitList units_;
    HalfBoards boards_;
};

}  // namespace halves

// A halves counter for n, on the fastest path this processor has (NQ_MITM_PORTABLE=1 forces
// the portable one). std::invalid_argument for n outside kHalvesMinN..kHalvesMaxN.
inline std::unique_ptr<Counter> makeHalvesCounter(int n, halves::Isa isa) {
    return std::make_unique<halves::HalvesCounter>(n, isa);
}
inline std::unique_ptr<Counter> makeHalvesCounter(int n) {
    return makeHalvesCounter(n, halves::bestIsa());
}

}  // namespace nq
