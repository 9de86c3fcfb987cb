// One unit's half-boards as both meet-in-the-middle joins take them (engine/halves.hpp,
// engine/sieve.hpp): built by engine/mitm_boards.hpp, sorted into lists by weight; in the kit, odd
// n's off-centre right keys sorted by the row of their middle-column queen too (byRow), or left
// with that row's tag for the sieve's join by rows (rowTags).
// Time: that of building the unit's half-boards (engine/mitm_boards.hpp); byRow two passes over
//   the off-centre right keys.
// Space: 8 bytes a key, the lists kept from one unit to the next.
// Tested: tests/halves_test.cpp (
//   "the view of a unit: the engine's half-boards and keys, its pairs add up to its count",
//   "sieve: every unit equals the halves engine's, every builder and path, n = 1..16",
//   "halves: every unit equals the weighted brute force of its boards, n = 1..12",
//   "sieve: odd n's join by rows equals the brute force row by row, n = 1..13")
#pragma once

#include <cstddef>
#include <cstdint>

#include "engine/mitm_boards.hpp"
#include "engine/mitm_keys.hpp"
#include "engine/mitm_units.hpp"

namespace nq::halves {

// The left keys, and the right keys in lists, right[l] with weight[l], what a fitting pair with
// one of its keys counts for (even n: by RightList, odd n: off the centre, on it). Per thread;
// build() reuses the buffers.
struct UnitKeys {
    KeyList left;
    KeyList right[kRightLists];
    std::uint64_t weight[kRightLists] = {};
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
            const std::uint64_t one = w.byLongQueens[1];  // a verdict of 2 weighs twice
            const std::uint64_t by[kRightLists] = {
                w.byLongQueens[0], w.byLongQueens[2], 2 * one, one, 2 * one, one};
            for (std::uint64_t weightOf : by) weight[lists++] = weightOf;
        } else {
            from.rightOdd(s, w.centre != 0 ? Centre::wanted : Centre::unwanted, boards, right[0],
                          right[1]);
            weight[lists++] = w.offCentre;
            weight[lists++] = w.centre;
#ifndef NQ_ONE_FILE
            if (!rowTags) byRow();
#endif
        }
    }
#ifndef NQ_ONE_FILE
    // Odd n, the kit's quarter builders: right[0]'s keys, each tagged with the row r of its
    // middle-column queen (rowTag, engine/mitm_odd.hpp), sorted by r and untagged: row r's keys
    // are right[0][rowStart[r], rowStart[r + 1]), r = 0 holding any key without a tag (the
    // search builder's). A counting sort: two passes over the keys. With rowTags the keys are
    // left as built, tags and all (the sieve's join by rows sorts them itself, and its other
    // joins never read bits past the keys'), and rowStart is not kept.
    bool rowTags = false;
    static constexpr int kRows = 32;
    std::uint32_t rowStart[kRows + 1] = {};
    void byRow() {
        const std::size_t size = right[0].size();
        const Mask* keys = right[0].begin();
        std::uint32_t count[kRows] = {};
        for (std::size_t i = 0; i < size; ++i) ++count[keys[i] >> kRowTagShift];
        std::uint32_t next[kRows];
        rowStart[0] = 0;
        for (int r = 0; r < kRows; ++r)
            next[r] = rowStart[r], rowStart[r + 1] = rowStart[r] + count[r];
        rowScratch.clear();
        Mask* to = rowScratch.grow(size);
        const Mask low = (Mask(1) << kRowTagShift) - 1;
        for (std::size_t i = 0; i < size; ++i) to[next[keys[i] >> kRowTagShift]++] = keys[i] & low;
        right[0].buffer.swap(rowScratch.buffer);
        right[0].at = right[0].buffer.data() + size;
        right[0].stop = right[0].buffer.data() + right[0].buffer.size();
    }
    KeyList rowScratch;  // byRow's other buffer
#endif
    std::size_t rightKeys() const {
        std::size_t keys = 0;
        for (int l = 0; l < lists; ++l) keys += right[l].size();
        return keys;
    }
};

}  // namespace nq::halves
