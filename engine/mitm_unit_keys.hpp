// One unit's half-boards as both meet-in-the-middle joins take them (engine/halves.hpp,
// engine/sieve.hpp): built by engine/mitm_boards.hpp, sorted into lists by weight.
// Time: that of building the unit's half-boards (engine/mitm_boards.hpp). Space: 8 bytes a key,
// the lists kept from one unit to the next.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engine/mitm_boards.hpp"
#include "engine/mitm_keys.hpp"
#include "engine/mitm_units.hpp"

namespace nq::halves {

// The left keys, and the right keys in lists, right[l] with weight[l], what a fitting pair with one of its
// keys counts for (even n: by the right half-board's long-diagonal queens, 0, 1 or 2; odd n: off
// the centre, on it). Per thread; build() reuses the buffers.
struct UnitKeys {
    KeyList left;
    KeyList right[3];
    std::uint64_t weight[3] = {0, 0, 0};
    int lists = 0;  // 0 when the unit has no left half-board: its right ones are not built
    BoardScratch boards;

    void build(const HalfBoards& from, int n, Rows s) {
        const Weights w = weightsOf(n, s);
        left.clear();
        for (KeyList& list : right) list.clear();
        lists = 0;
        from.left(s, boards, left);
        if (left.size() == 0) return;
        if (n % 2 == 0) {
            from.rightEven(
                s, w.byLongQueens[0] == 0 ? LongQueens::byCountNoneSkip : LongQueens::byCount,
                boards, right);
            for (int d = 0; d < 3; ++d) weight[lists++] = w.byLongQueens[d];
        } else {
            from.rightOdd(s, w.centre != 0 ? Centre::wanted : Centre::unwanted, boards, right[0],
                          right[1]);
            weight[lists++] = w.offCentre;
            weight[lists++] = w.centre;
        }
    }
    std::size_t rightKeys() const {
        std::size_t keys = 0;
        for (int l = 0; l < lists; ++l) keys += right[l].size();
        return keys;
    }
};

}  // namespace nq::halves
