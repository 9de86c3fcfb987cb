// The bit-sliced block that both meet-in-the-middle joins use (engine/halves_join.hpp,
// engine/sieve_join.hpp): 512 stored keys side by side, and for each 6-bit chunk of a key the
// 64 ANDs of the "bit clear" masks of its subsets, so that one query key tests 512 stored keys
// with one 512-bit AND a chunk; and the AVX2 popcount both joins' AVX2 loops use.
// Time: transpose64 O(64 log 64) word operations; Popcount256 a few instructions a vector.
// Space: O(1).
// Tested: through both joins, on every path this processor has:
//   tests/halves_test.cpp (
//   "the sieved join equals a plain count of pairs, every path, key width and sieve size",
//   "halves: the portable, AVX2 and AVX-512 paths give the same units, n = 4..15",
//   "halves: every unit equals the weighted brute force of its boards, n = 1..12");
//   tests/paths.sh ("sieve --path $path: n = 1..18, A000170 and A002562",
//   "halves --path $path: n = 1..16, A000170 and A002562")
#pragma once

#include <cstdint>

#include "engine/cpu.hpp"

namespace nq::halves {

inline constexpr int kChunkBits = 6;
inline constexpr int kSubsets = 1 << kChunkBits;
inline constexpr int kBlockWords = 8;  // 512 stored keys a block
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

#if NQ_X86
// AVX2 has no vector popcount: each byte's bits are counted by a 16-entry table on its two
// nibbles (VPSHUFB), and VPSADBW adds the bytes into four 64-bit sums (the popcounts of v's
// four 64-bit lanes, added to sum).
struct Popcount256 {
    __m256i nibbles, low, zero;
    __attribute__((target("avx2,bmi2"), always_inline)) Popcount256()
        : nibbles(_mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2,
                                   2, 3, 1, 2, 2, 3, 2, 3, 3, 4)),
          low(_mm256_set1_epi8(0x0f)), zero(_mm256_setzero_si256()) {}
    __attribute__((target("avx2,bmi2"), always_inline)) __m256i bytes(__m256i v) const {
        return _mm256_add_epi8(
            _mm256_shuffle_epi8(nibbles, _mm256_and_si256(v, low)),
            _mm256_shuffle_epi8(nibbles, _mm256_and_si256(_mm256_srli_epi16(v, 4), low)));
    }
    __attribute__((target("avx2,bmi2"), always_inline)) __m256i add(__m256i sum, __m256i v) const {
        return _mm256_add_epi64(sum, _mm256_sad_epu8(bytes(v), zero));
    }
    __attribute__((target("avx2,bmi2"), always_inline)) __m256i add2(__m256i sum, __m256i a,
                                                                     __m256i b) const {
        return _mm256_add_epi64(sum, _mm256_sad_epu8(_mm256_add_epi8(bytes(a), bytes(b)), zero));
    }
};
#endif

}  // namespace nq::halves
