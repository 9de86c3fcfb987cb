// The keys of the meet-in-the-middle engines (stage 7's halves, stage 8's sieve): a half-board
// reduced to the diagonals it occupies that cross the cut, the only ones a queen of the other half
// can share, so that a left and a right half-board of one unit make a solution exactly when their
// keys have no common bit; and the lists the builders put keys in.
// Time: O(n^2) to make a layout, then O(1) a queen (O(n) a set of diagonals); O(1) a key pushed,
//   amortised.
// Space: 8 KB a layout; 8 bytes a key, the buffers kept from one unit to the next.
// Tested: tests/halves_test.cpp (
//   "keys: each queen's crossing diagonals, the long ones on top for even n",
//   "the view of a unit: the engine's half-boards and keys, its pairs add up to its count");
//   through study/join_adapter.hpp: tests/trace_test.cpp (
//   "the join the page draws: lit pairs are solutions, the weights add up to A000170")
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace nq::halves {

using Mask = std::uint64_t;  // a key; or diagonals: anti-diagonal r+c, diagonal c-r+n-1 (0..2n-2)

// ---- Keys ----
// The n-1 anti-diagonals r+c = h..n+h-2 and the n-1 diagonals c-r+n-1 = h..n+h-2 cross the cut.
// Key bits 0..n-2 are those anti-diagonals in order, bits n-1..2n-3 those diagonals; for even n
// the two long diagonals (index n-1 of each direction) are moved to the top two bits, 2n-4 and
// 2n-3, so that a join whose one side never holds them (the left half) can leave them out.
class KeyLayout {
public:
    explicit KeyLayout(int n) : n_(n), h_(n / 2) {
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c)
                of_[r][c] = ofDiagonals(Mask(1) << (r + c), Mask(1) << (c - r + n - 1));
    }
    int bits() const { return 2 * (n_ - 1); }
    // The key of the queen at (r, c): 0 if neither of its diagonals crosses the cut.
    Mask ofQueen(int r, int c) const { return of_[r][c]; }
    // The key of a set of queens given by their diagonal masks (2n-1 bits each).
    Mask ofDiagonals(Mask anti, Mask main) const {
        const Mask m = (Mask(1) << (n_ - 1)) - 1;
        Mask a = (anti >> h_) & m, d = (main >> h_) & m;
        if (n_ % 2 == 1) return a | d << (n_ - 1);
        const int at = h_ - 1;  // where the long diagonal lands before the move
        const Mask low = (Mask(1) << at) - 1;
        Mask la = a >> at & 1, ld = d >> at & 1;
        a = (a & low) | (a >> 1 & ~low), d = (d & low) | (d >> 1 & ~low);  // n-2 bits each
        return a | d << (n_ - 2) | la << (2 * n_ - 4) | ld << (2 * n_ - 3);
    }
    // The key bits of the long diagonals (even n; 0 for odd n).
    Mask longDiagonals() const { return n_ % 2 ? 0 : Mask(3) << (2 * n_ - 4); }
    Mask antiLong() const { return longDiagonals() & ~(longDiagonals() << 1); }  // r + c = n-1

private:
    int n_, h_;
    Mask of_[32][32] = {};
};

// ---- Lists of keys ----
// A list that keeps its memory between units (no per-key capacity checks in the builders).
struct KeyList {
    std::vector<Mask> buffer;
    Mask* at = nullptr;    // one past the last key
    Mask* stop = nullptr;  // the end of buffer
    void clear() {
        at = buffer.data();
        stop = at + buffer.size();
    }
    std::size_t size() const { return (std::size_t)(at - buffer.data()); }
    const Mask* begin() const { return buffer.data(); }
    Mask* grow(std::size_t extra) {  // room for extra more keys at `at`
        std::size_t used = size();
        if (used + extra > buffer.size()) {
            buffer.resize(std::max({used + extra, 2 * buffer.size(), std::size_t(1024)}));
            at = buffer.data() + used;
            stop = buffer.data() + buffer.size();
        }
        return at;
    }
    void push(Mask key) {
        if (at == stop) grow(1);
        *at++ = key;
    }
};

// Which right half-boards of even n a builder makes (engine/mitm_units.hpp says why).
enum class LongQueens {
    byCount,         // every one, into out[RightList] (HalfBoards::rightEven)
    byCountNoneSkip  // the same, without d = 0 (their weight is 0: the left-right factor is 0)
};

}  // namespace nq::halves
