// The parts of the meet-in-the-middle engines' quarter builders (engine/mitm_boards.hpp): one
// quarter's share of a half-board, and the pairing of a north and a south list of them, a vector
// loop for each instruction set (engine/cpu.hpp).
// Time: O(N S) for N north and S south parts paired (8 pairs an instruction with AVX-512, 4 with
//   AVX2), O(P) for P parts filtered.
// Space: 16 bytes a part; the pairing writes 8 keys past its count (room the caller keeps).
// Tested: through the quarter builders, against the search builder and on every
//   path this processor has: tests/halves_test.cpp (
//   "halves: parts made ahead, parts made on use and search agree, n = 1..16",
//   "halves: the largest table, h = 11 (n = 22 and 23), and search agree",
//   "halves: the portable, AVX2 and AVX-512 paths give the same units, n = 4..15",
//   "sieve: every unit equals the halves engine's, every builder and path, n = 1..16");
//   tests/paths.sh ("sieve --path $path: n = 1..18, A000170 and A002562")
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/cpu.hpp"
#include "engine/mitm_keys.hpp"

namespace nq::halves {

// ---- Parts ----
// One quarter's part of a half-board: its diagonals and its key. `diag` is in a frame of its own,
// anti-diagonals in the low 32 bits and diagonals in the high ones, in which a north and a south
// part on the same columns clash exactly when their diag masks meet: the south part's rows lie
// south0 rows lower, which moves its anti-diagonals up by south0 and its diagonals down by south0,
// so the south part's anti-diagonals and the north part's diagonals are shifted up by south0.
// A field keeps its low 32 bits only: a bit shifted past them (n = 23: bit 32, the last of
// n + h - 1 = 33) belongs to a diagonal that the other quarter, whose own 2h - 1 bits are not
// shifted, never holds, so no clash is lost.
// For odd n's right half the frame is the board's own, shifted down by h (see oddRightPart),
// so that the pre-placed queens can be tested against the parts directly.
struct Part {
    Mask diag;
    Mask key;
};

// Whether n's parts fit that frame: the diagonals where two parts or a part and a pre-placed
// queen can meet are those of the quarter that is not shifted, 2h - 1 of them (2h + 1 in odd n's
// right frame), and they must lie in 32 bits: n <= 31, every n the engines count.
inline constexpr bool partsFit(int n) { return 2 * (n / 2) + 1 <= 32; }

// Parts side by side, diag[i] and key[i] for part i, so that a vector loop reads 8 of each at once.
struct PartList {
    std::vector<Mask> diag, key;
    std::size_t size() const { return diag.size(); }
    void clear() {
        diag.clear();
        key.clear();
    }
    void push(Part part) {
        diag.push_back(part.diag);
        key.push_back(part.key);
    }
    void reserve(std::size_t count) {
        diag.reserve(count);
        key.reserve(count);
    }
};

// parts [first, first + size) of a list, read-only.
struct PartSpan {
    const Mask* diag = nullptr;
    const Mask* key = nullptr;
    std::size_t size = 0;
    PartSpan sub(std::size_t first, std::size_t count) const {
        return PartSpan{diag + first, key + first, count};
    }
};
inline PartSpan spanOf(const PartList& list, std::size_t first, std::size_t count) {
    return PartSpan{list.diag.data() + first, list.key.data() + first, count};
}

// Appends to at[] the keys of the pairs (a, b) of north x south with a.diag AND b.diag = 0;
// returns how many. The AVX-512 version tests 8 pairs at once and may write 8 keys past the end
// of what it returns (room the caller keeps).
inline std::size_t pairParts(PartSpan north, PartSpan south, Mask* at) {
    std::size_t made = 0;
    for (std::size_t i = 0; i < north.size; ++i)
        for (std::size_t j = 0; j < south.size; ++j) {
            at[made] = north.key[i] | south.key[j];
            made += (north.diag[i] & south.diag[j]) == 0;
        }
    return made;
}

#if NQ_X86
__attribute__((target("avx512f,popcnt"))) inline std::size_t pairParts512(PartSpan north,
                                                                          PartSpan south,
                                                                          Mask* at) {
    std::size_t made = 0, i = 0, j = 0;
    const __mmask8 tail = (__mmask8)((1u << (south.size % 8)) - 1);
    const std::size_t steps = north.size * ((south.size + 7) / 8);
    for (std::size_t step = 0; step < steps; ++step) {  // 8 south parts against north part i
        const __mmask8 lanes = j + 8 <= south.size ? (__mmask8)0xff : tail;
        const __m512i d = _mm512_maskz_loadu_epi64(lanes, south.diag + j);
        const __m512i k = _mm512_maskz_loadu_epi64(lanes, south.key + j);
        const __mmask8 fit =
            _mm512_mask_testn_epi64_mask(lanes, d, _mm512_set1_epi64(north.diag[i]));
        const __m512i key = _mm512_or_si512(k, _mm512_set1_epi64(north.key[i]));
        _mm512_storeu_si512(at + made, _mm512_maskz_compress_epi64(fit, key));
        made += (std::size_t)_mm_popcnt_u32(fit);
        const std::size_t wrap = ++i == north.size;  // no branch: the next 8 south parts
        i &= wrap - 1;
        j += 8 * wrap;
    }
    return made;
}

// OddRightHalf::filter's loop 8 parts at a time (engine/mitm_odd.hpp): the parts of `from` that
// share no diagonal with taken, ORed with extra, into to[0..); returns how many (writes up to 8
// past them).
__attribute__((target("avx512f,popcnt"))) inline std::size_t filterParts512(PartSpan from,
                                                                            Mask taken, Part extra,
                                                                            Mask* toDiag,
                                                                            Mask* toKey) {
    std::size_t kept = 0;
    const __m512i t = _mm512_set1_epi64(taken);
    const __m512i xd = _mm512_set1_epi64(extra.diag);
    const __m512i xk = _mm512_set1_epi64(extra.key);
    const __mmask8 tail = (__mmask8)((1u << (from.size % 8)) - 1);
    for (std::size_t j = 0; j < from.size; j += 8) {
        const __mmask8 lanes = j + 8 <= from.size ? (__mmask8)0xff : tail;
        __m512i d = _mm512_maskz_loadu_epi64(lanes, from.diag + j);
        __mmask8 fit = _mm512_mask_testn_epi64_mask(lanes, d, t);
        __m512i k = _mm512_maskz_loadu_epi64(lanes, from.key + j);
        _mm512_storeu_si512(toDiag + kept,
                            _mm512_maskz_compress_epi64(fit, _mm512_or_si512(d, xd)));
        _mm512_storeu_si512(toKey + kept, _mm512_maskz_compress_epi64(fit, _mm512_or_si512(k, xk)));
        kept += (std::size_t)_mm_popcnt_u32(fit);
    }
    return kept;
}

// AVX2 has no compress: the lanes that fit are packed to the front by a permutation looked up by
// their mask (4 lanes of 64 bits: 16 permutations of 8 32-bit halves).
struct LeftPack4 {
    alignas(32) std::int32_t index[16][8];
    constexpr LeftPack4() : index{} {
        for (int m = 0; m < 16; ++m)
            for (int k = 0, o = 0; k < 4; ++k)
                if (m >> k & 1) index[m][2 * o] = 2 * k, index[m][2 * o + 1] = 2 * k + 1, ++o;
    }
};
inline constexpr LeftPack4 kLeftPack4{};
inline int lanesIn(int mask4) { return (int)(0x4332322132212110ull >> (4 * mask4) & 15); }

// pairParts 4 pairs at a time (writes up to 4 keys past what it returns).
__attribute__((target("avx2,bmi2"))) inline std::size_t pairParts256(PartSpan north, PartSpan south,
                                                                     Mask* at) {
    std::size_t made = 0;
    const __m256i zero = _mm256_setzero_si256(), lane = _mm256_setr_epi64x(0, 1, 2, 3);
    for (std::size_t j = 0; j < south.size; j += 4) {  // 4 south parts against every north one
        const std::size_t count = std::min<std::size_t>(4, south.size - j);
        const __m256i in = _mm256_cmpgt_epi64(_mm256_set1_epi64x(count), lane);
        const __m256i d = _mm256_maskload_epi64((const long long*)(south.diag + j), in);
        const __m256i k = _mm256_maskload_epi64((const long long*)(south.key + j), in);
        const int lanes = (1 << count) - 1;
        for (std::size_t i = 0; i < north.size; ++i) {
            const __m256i nd = _mm256_set1_epi64x(north.diag[i]);
            const int fit = lanes & _mm256_movemask_pd(_mm256_castsi256_pd(
                                        _mm256_cmpeq_epi64(_mm256_and_si256(d, nd), zero)));
            const __m256i key = _mm256_or_si256(k, _mm256_set1_epi64x(north.key[i]));
            const __m256i order = _mm256_load_si256((const __m256i*)kLeftPack4.index[fit]);
            _mm256_storeu_si256((__m256i*)(at + made), _mm256_permutevar8x32_epi32(key, order));
            made += (std::size_t)lanesIn(fit);
        }
    }
    return made;
}

// OddRightHalf::filter's loop 4 parts at a time (writes up to 4 past what it returns).
__attribute__((target("avx2,bmi2"))) inline std::size_t filterParts256(PartSpan from, Mask taken,
                                                                       Part extra, Mask* toDiag,
                                                                       Mask* toKey) {
    std::size_t kept = 0, j = 0;
    const std::size_t whole = from.size / 4 * 4;
    const __m256i zero = _mm256_setzero_si256(), t = _mm256_set1_epi64x(taken);
    const __m256i xd = _mm256_set1_epi64x(extra.diag);
    const __m256i xk = _mm256_set1_epi64x(extra.key);
    for (; j < whole; j += 4) {
        const __m256i d = _mm256_loadu_si256((const __m256i*)(from.diag + j));
        const __m256i k = _mm256_loadu_si256((const __m256i*)(from.key + j));
        const int fit = _mm256_movemask_pd(
            _mm256_castsi256_pd(_mm256_cmpeq_epi64(_mm256_and_si256(d, t), zero)));
        const __m256i order = _mm256_load_si256((const __m256i*)kLeftPack4.index[fit]);
        _mm256_storeu_si256((__m256i*)(toDiag + kept),
                            _mm256_permutevar8x32_epi32(_mm256_or_si256(d, xd), order));
        _mm256_storeu_si256((__m256i*)(toKey + kept),
                            _mm256_permutevar8x32_epi32(_mm256_or_si256(k, xk), order));
        kept += (std::size_t)lanesIn(fit);
    }
    for (; j < from.size; ++j) {
        toDiag[kept] = from.diag[j] | extra.diag, toKey[kept] = from.key[j] | extra.key;
        kept += (from.diag[j] & taken) == 0;
    }
    return kept;
}
#endif

// The parts of every quarter entry in one role (north or south, left or right half), in the
// table's groups: group g is parts [start[g], start[g+1]). With more than one class (the right
// half of even n: mitm_boards.hpp's partClass) a group holds its classes 0..3 one after another,
// classes 0..2 ending at the 16-bit offsets from start[g] packed in cut[g] (a group holds fewer
// than 65,536 parts: 2,680 at most, at h = 11).
struct RoleTable {
    static constexpr int kClasses = 4;
    int classes = 1;  // 1 or kClasses
    std::vector<std::uint32_t> start;
    std::vector<std::uint64_t> cut;
    PartList parts;
    void clear() {
        start.clear(), cut.clear();
        parts.clear();
    }
    void close() { start.push_back((std::uint32_t)parts.size()); }  // after the last group
    // Group g's parts; ends: where its classes 0..2 end, from the group's start.
    PartSpan group(std::size_t g, std::size_t* ends) const {
        const std::size_t size = start[g + 1] - start[g];
        for (int c = 0; c + 1 < kClasses; ++c)
            ends[c] = classes == 1 ? size : cut[g] >> (16 * c) & 0xffff;
        return spanOf(parts, start[g], size);
    }
};

// Parts filtered for one unit, in buffers that only grow (8 spare entries for the vector loops).
struct PartBuffer {
    std::vector<Mask> diag, key;
    void reserve(std::size_t count) {
        if (diag.size() < count + 8) {
            diag.resize(std::max(count + 8, 2 * diag.size()));
            key.resize(diag.size());
        }
    }
    PartSpan span(std::size_t count) const { return PartSpan{diag.data(), key.data(), count}; }
};

// Appends to out the keys of the pairs of parts that share no diagonal.
inline void joinParts(Isa isa, PartSpan north, PartSpan south, KeyList& out) {
    if (north.size == 0 || south.size == 0) return;
    Mask* at = out.grow(north.size * south.size + 8);
#if NQ_X86
    if (isa == Isa::avx512) {
        out.at += pairParts512(north, south, at);
        return;
    }
    if (isa == Isa::avx2) {
        out.at += pairParts256(north, south, at);
        return;
    }
#endif
    out.at += pairParts(north, south, at);
}

// A part's role: the half it belongs to, and its quarter of that half.
enum class Side { left, right };
enum class Quarter { north, south };

}  // namespace nq::halves
