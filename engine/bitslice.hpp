// The bit-sliced block that both meet-in-the-middle joins use (engine/halves_match.hpp,
// engine/sieve_join.hpp): 512 stored keys side by side, and for each 6-bit chunk of a key the
// 64 ANDs of the "bit clear" masks of its subsets, so that one query key tests 512 stored keys
// with one 512-bit AND a chunk.
#pragma once

#include <cstdint>

namespace nq::halves {

inline constexpr int kChunkBits = 6;
inline constexpr int kSubsets = 1 << kChunkBits;
inline constexpr int kBlockWords = 8;  // 512 patterns a block
inline constexpr int kBlock = 64 * kBlockWords;
inline constexpr int kMaxChunks = 8;  // keys of up to 48 bits

// Transposes a 64 x 64 bit matrix: bit c of a[r] <-> bit r of a[c]. Each step swaps the
// off-diagonal j x j blocks, exchanging bit j of the row and of the column index.
inline void transpose64(std::uint64_t* a) {
    std::uint64_t m = 0x00000000FFFFFFFFull;
    for (int j = 32; j != 0; j >>= 1, m ^= m << j)
        for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
            std::uint64_t t = ((a[k] >> j) ^ a[k | j]) & m;
            a[k | j] ^= t;
            a[k] ^= t << j;
        }
}

}  // namespace nq::halves
