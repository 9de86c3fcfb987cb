// The join of the halves counter: given a store of left keys and a list of right keys, count the
// pairs (left, right) with left AND right == 0, i.e. the pairs that share no diagonal.
// The store is bit-sliced: the left keys go in blocks of 512, and for each key bit a 512-bit mask
// says which stored keys of the block have that bit clear. A right key fits the stored keys in the
// AND of the masks of its set bits. The key is cut into chunks of kChunkBits = 6 bits and each
// chunk gets a table of the 64 ANDs of its subsets (24 KB a block for 36-bit keys, within L1), so
// one right key costs one 512-bit AND per chunk, and a popcount.
// Three versions of the inner loop, chosen at run time (engine/cpu.hpp): AVX-512 (with VPOPCNTQ),
// AVX2, and a portable one in plain 64-bit words. All read the same tables and give the same
// counts.
// Time: O(L) to build the store of L keys (a 64 x 64 transpose a 64 keys, 64 rows a chunk);
//   O(R L / 512) to join R right keys (one AND a chunk and a popcount per key and block).
// Space: 4 KB a chunk a block of 512 stored keys: 24 KB a block for 36-bit keys, 8 bits a key.
// Tested: through engine/halves.hpp's counts, on every path this processor has:
//   tests/halves_test.cpp (
//   "halves: every unit equals the weighted brute force of its boards, n = 1..12",
//   "halves: the portable, AVX2 and AVX-512 paths give the same units, n = 4..15",
//   "sieve: every unit equals the halves engine's, every builder and path, n = 1..16");
//   tests/paths.sh ("halves --path $path: n = 1..16, A000170 and A002562")
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <vector>

#include "engine/bitslice.hpp"
#include "engine/cpu.hpp"
#include "engine/stop.hpp"

namespace nq::halves {

// ---- The inner loops: one block, many right keys; returns the number of fitting pairs ----
// table: the block's tables, [chunk][subset][8 words].

template <int C>
std::uint64_t joinPortable(const std::uint64_t* table, int words, const std::uint64_t* keys,
                           std::size_t count) {
    std::uint64_t total = 0;
    for (std::size_t q = 0; q < count; ++q) {
        std::uint64_t key = keys[q];
        const std::uint64_t* row[C];
        for (int j = 0; j < C; ++j)
            row[j] =
                table + (j * kSubsets + ((key >> (kChunkBits * j)) & (kSubsets - 1))) * kBlockWords;
        for (int w = 0; w < words; ++w) {
            std::uint64_t a = row[0][w];
            for (int j = 1; j < C; ++j) a &= row[j][w];
            total += (std::uint64_t)__builtin_popcountll(a);
        }
    }
    return total;
}

#if NQ_X86
// One 512-bit AND a chunk on two 256-bit halves, popcounted by Popcount256 (engine/bitslice.hpp).
template <int C>
__attribute__((target("avx2,bmi2"))) std::uint64_t joinAvx2(const std::uint64_t* table,
                                                            const std::uint64_t* keys,
                                                            std::size_t count) {
    const Popcount256 pop;
    __m256i total = _mm256_setzero_si256();
    for (std::size_t q = 0; q < count; ++q) {
        std::uint64_t key = keys[q];
        const std::uint64_t* p = table + (key & (kSubsets - 1)) * kBlockWords;
        __m256i lo = _mm256_load_si256((const __m256i*)p);
        __m256i hi = _mm256_load_si256((const __m256i*)(p + 4));
        for (int j = 1; j < C; ++j) {
            p = table + (j * kSubsets + ((key >> (kChunkBits * j)) & (kSubsets - 1))) * kBlockWords;
            lo = _mm256_and_si256(lo, _mm256_load_si256((const __m256i*)p));
            hi = _mm256_and_si256(hi, _mm256_load_si256((const __m256i*)(p + 4)));
        }
        total = pop.add2(total, lo, hi);  // at most 16 a byte before the sum
    }
    alignas(32) std::uint64_t lanes[4];
    _mm256_store_si256((__m256i*)lanes, total);
    return lanes[0] + lanes[1] + lanes[2] + lanes[3];
}

template <int C>
__attribute__((target("avx512f,avx512vpopcntdq"))) std::uint64_t joinAvx512(
    const std::uint64_t* table, const std::uint64_t* keys, std::size_t count) {
    __m512i total = _mm512_setzero_si512();
    for (std::size_t q = 0; q < count; ++q) {
        std::uint64_t key = keys[q];
        __m512i a = _mm512_load_si512((const void*)(table + (key & (kSubsets - 1)) * kBlockWords));
        for (int j = 1; j < C; ++j)
            a = _mm512_and_si512(
                a,
                _mm512_load_si512((const void*)(table + (j * kSubsets + ((key >> (kChunkBits * j)) &
                                                                         (kSubsets - 1))) *
                                                            kBlockWords)));
        total = _mm512_add_epi64(total, _mm512_popcnt_epi64(a));
    }
    alignas(64) std::uint64_t lanes[8];
    _mm512_store_si512((void*)lanes, total);
    return lanes[0] + lanes[1] + lanes[2] + lanes[3] + lanes[4] + lanes[5] + lanes[6] + lanes[7];
}
#endif

template <int C>
std::uint64_t joinBlock(Isa isa, const std::uint64_t* table, int words, const std::uint64_t* keys,
                        std::size_t count) {
#if NQ_X86
    if (isa == Isa::avx512) return joinAvx512<C>(table, keys, count);
    if (isa == Isa::avx2) return joinAvx2<C>(table, keys, count);
#endif
    (void)isa;
    return joinPortable<C>(table, words, keys, count);
}

// ---- The store ----
class Store {
public:
    // Builds the tables for keys[0..count) of keyBits bits each (0 <= keyBits <= 48).
    void build(const std::uint64_t* keys, std::size_t count, int keyBits) {
        if (keyBits < 0 || keyBits > kChunkBits * kMaxChunks)
            throw std::logic_error("halves: key too wide");
        chunks_ = keyBits == 0 ? 1 : (keyBits + kChunkBits - 1) / kChunkBits;
        count_ = count;
        blocks_ = (count + kBlock - 1) / kBlock;
        std::size_t blockSize = (std::size_t)chunks_ * kSubsets * kBlockWords;
        if (buffer_.size() < blocks_ * blockSize + kBlockWords)  // every word used is written
            buffer_.resize(blocks_ * blockSize + kBlockWords);
        std::uintptr_t at = (std::uintptr_t)buffer_.data();
        base_ = (std::uint64_t*)((at + 63) & ~(std::uintptr_t)63);  // 64-byte aligned
        std::uint64_t clear[kMaxChunks * kChunkBits][kBlockWords];
        for (std::size_t b = 0; b < blocks_; ++b) {
            std::size_t first = b * kBlock, n = std::min<std::size_t>(kBlock, count - first);
            // clear[k]: the stored keys whose bit k is 0; the padding past n fits nothing (chunk 0).
            std::uint64_t valid[kBlockWords];
            for (int w = 0; w < kBlockWords; ++w) {
                std::size_t lo = (std::size_t)w * 64;
                valid[w] = n >= lo + 64 ? ~std::uint64_t(0)
                           : n > lo     ? (std::uint64_t(1) << (n - lo)) - 1
                                        : 0;
            }
            // Only the words holding stored keys are built; chunk 0 is 0 past them (fits nothing), so
            // the wide loops may read the stale words of the other chunks.
            int words = (int)((n + 63) / 64);
            for (int w = 0; w < words; ++w) {
                std::uint64_t bits[64];  // bits[k]: the stored keys of this word with bit k set
                std::size_t lo = first + (std::size_t)w * 64;
                for (std::size_t i = 0; i < 64; ++i)
                    bits[i] = (std::size_t)w * 64 + i < n ? keys[lo + i] : 0;
                transpose64(bits);
                for (int k = 0; k < chunks_ * kChunkBits; ++k) clear[k][w] = ~bits[k];
            }
            std::uint64_t* table = base_ + b * blockSize;
            for (int w = 0; w < kBlockWords; ++w) table[w] = valid[w];
            for (int j = 0; j < chunks_; ++j) {
                std::uint64_t* t = table + (std::size_t)j * kSubsets * kBlockWords;
                if (j > 0)
                    for (int w = 0; w < words; ++w) t[w] = ~std::uint64_t(0);
                for (int sub = 1; sub < kSubsets; ++sub) {
                    const std::uint64_t* from = t + (sub & (sub - 1)) * kBlockWords;
                    const std::uint64_t* bit = clear[j * kChunkBits + __builtin_ctz((unsigned)sub)];
                    std::uint64_t* to = t + sub * kBlockWords;
                    for (int w = 0; w < words; ++w) to[w] = from[w] & bit[w];
                    for (int w = words; w < kBlockWords && j == 0; ++w) to[w] = 0;
                }
            }
        }
    }

    std::size_t size() const { return count_; }

    // The number of pairs (stored key, keys[q]) with no common bit.
    std::uint64_t join(Isa isa, const std::uint64_t* keys, std::size_t count) const {
        switch (chunks_) {
            case 1: return joinAll<1>(isa, keys, count);
            case 2: return joinAll<2>(isa, keys, count);
            case 3: return joinAll<3>(isa, keys, count);
            case 4: return joinAll<4>(isa, keys, count);
            case 5: return joinAll<5>(isa, keys, count);
            case 6: return joinAll<6>(isa, keys, count);
            case 7: return joinAll<7>(isa, keys, count);
            default: return joinAll<8>(isa, keys, count);
        }
    }

private:
    template <int C>
    std::uint64_t joinAll(Isa isa, const std::uint64_t* keys, std::size_t count) const {
        std::uint64_t total = 0;
        std::size_t blockSize = (std::size_t)C * kSubsets * kBlockWords;
        for (std::size_t b = 0; b < blocks_; ++b) {
            stopPoint();  // a block and every right key: milliseconds at n = 23
            std::size_t n = std::min<std::size_t>(kBlock, count_ - b * kBlock);
            total += joinBlock<C>(isa, base_ + b * blockSize, (int)((n + 63) / 64), keys, count);
        }
        return total;
    }

    int chunks_ = 1;
    std::size_t count_ = 0, blocks_ = 0;
    std::vector<std::uint64_t> buffer_;
    std::uint64_t* base_ = nullptr;
};

}  // namespace nq::halves
