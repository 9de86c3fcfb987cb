// The search builder of the meet-in-the-middle engines (engine/mitm_boards.hpp), and Gosper's
// step, which the quarter builders use to run through the column sets of a half.
// Time: forEachSubsetOfSize O(1) a subset; walk O(1) a node of the search (a queen put down, its
//   key ORed in).
// Space: O(n) words on the stack.
// Tested: tests/halves_test.cpp (
//   "the same-size subsets: every set of k of `bits` bits, once, in increasing order",
//   "halves: parts made ahead, parts made on use and search agree, n = 1..16",
//   "halves: the largest table, h = 11 (n = 22 and 23), and search agree",
//   "halves: every unit equals the weighted brute force of its boards, n = 1..12")
#pragma once

#include <cstdint>

#include "engine/mitm_keys.hpp"

namespace nq::halves {

// ---- The same-size subsets (Gosper's hack) ----
// Calls f(x) for every x within `bits` bits that has exactly k bits set, in increasing order.
// The next such x after x: add its lowest set bit (the lowest run of ones carries one place up),
// then put back at the bottom the ones that the carry cleared, less one.
template <class F>
void forEachSubsetOfSize(int k, int bits, F f) {
    const std::uint32_t full = (std::uint32_t(1) << bits) - 1;
    for (std::uint32_t x = (std::uint32_t(1) << k) - 1; x <= full;) {
        f(x);
        if (x == 0) return;
        std::uint32_t low = x & (0u - x), up = x + low;
        x = up | (((x ^ up) >> 2) / low);
    }
}

// ---- By search ----
// A depth-first search that fills rows[0..count) in that order, row rows[k] using only columns
// in allow[k], and calls emit(key) for each half-board found; its key is the OR of keyOf(r, c)
// over its queens. Iterative, one level of arrays per row; the last row emits without descending.
struct Walk {
    int n = 0;
    int count = 0;
    const int* rows = nullptr;
    const std::uint32_t* allow = nullptr;
    const KeyLayout* keys = nullptr;
};

template <class Emit>
void walk(const Walk& w, std::uint32_t cols0, Mask anti0, Mask main0, Mask key0, Emit& emit) {
    if (w.count == 0) {
        emit(key0);
        return;
    }
    std::uint32_t free[32], cols[32];
    Mask anti[32], main[32], key[32];
    const int last = w.count - 1, n1 = w.n - 1;
    auto freeAt = [&](int d) {
        int r = w.rows[d];
        return w.allow[d] & ~cols[d] & ~(std::uint32_t)(anti[d] >> r) &
               ~(std::uint32_t)(main[d] >> (n1 - r));
    };
    cols[0] = cols0, anti[0] = anti0, main[0] = main0, key[0] = key0;
    free[0] = freeAt(0);
    int d = 0;
    for (;;) {
        if (d == last) {
            const int r = w.rows[d];
            for (std::uint32_t f = free[d]; f != 0; f &= f - 1)
                emit(key[d] | w.keys->ofQueen(r, __builtin_ctz(f)));
            if (d == 0) return;
            --d;
            continue;
        }
        if (free[d] == 0) {
            if (d == 0) return;
            --d;
            continue;
        }
        std::uint32_t f = free[d];
        int c = __builtin_ctz(f);
        free[d] = f & (f - 1);
        int r = w.rows[d];
        std::uint32_t bit = std::uint32_t(1) << c;
        cols[d + 1] = cols[d] | bit;
        anti[d + 1] = anti[d] | (Mask)bit << r;
        main[d + 1] = main[d] | (Mask)bit << (n1 - r);
        key[d + 1] = key[d] | w.keys->ofQueen(r, c);
        ++d;
        free[d] = freeAt(d);
    }
}

}  // namespace nq::halves
