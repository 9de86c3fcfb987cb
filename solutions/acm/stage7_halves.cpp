// Generated from engine/programs/stage7_halves.cpp by `make bundle`: edit that file instead.
// ACM N-Queens: read n, print the number of solutions, then the lexicographically smallest one as
// "row col" lines (1-based).
// Approach (stage 7): meet in the middle. Cut the board down the middle: a half-board is the
// queens of one half (left: columns 0..h-1, h = n/2), one in each of its rows; S is the set of
// rows whose queen is on the left. For a fixed S, any left half-board and any right half-board
// (the other rows) form a solution exactly when they share no diagonal. Only the 2(n-1)
// diagonals that cross the cut can be shared, so each half-board becomes a key of 2(n-1) bits,
// and S contributes sum over right keys w of #{left keys e : e AND w = 0}, found 512 left keys
// at a time by bit-sliced tables; the solutions themselves are never walked.
// Time: O(sum over S of P(S) + L(S) R(S) / 512) for the L(S) left and R(S) right keys of S
// (a few hundred to a few thousand each at n = 18) and the P(S) pairs of quarter parts tried to
// build them; far below the number of solutions: 6.5x stage 5 at n = 16, 8.6x at n = 17, 17x at
// n = 18 on one thread (docs/stage7.md).
// Space: the half-boards and tables of one S, the list of the S (12 bytes each), a table of all
// placements in an (n/2) x (n/2) quarter (n <= 21: 1.2 MB at n = 16, 8.4 MB at n = 18, 65 MB at
// n = 20) and, up to n = 19, its entries made ready for each of the four roles (7.6 MB at
// n = 16, 58 MB at n = 18). Peak resident memory: docs/stage7.md; under 1 GiB for every n.
// Symmetry weights (exact counting identities, checked by brute force in tests/halves_test.cpp):
// even n: only S <= its top-bottom mirror (weight 2, or 1 if equal); no left queen on a long
// diagonal, weight 2^d (d = occupied long diagonals); with d = 0 the left-right mirror folds S
// and its complement (weight 2, 0 or 1 from the first row pair that S does not split). Odd n:
// the middle row's queen at column c and the middle column's at row r, only h < c < r, weight 8;
// the centre queen (c = r = h) folded by the two mirrors.
// Adds to the classic meet in the middle: one left store per S serves every (c, r) of odd n;
// half-boards are pairs of quarter parts made once in the constructor, paired four at a time
// with AVX-512; the join runs on AVX-512 or AVX2 where the processor has them (a portable loop
// otherwise; NQ_HALVES_PORTABLE=1 forces it). Build with -DNQ_PLACEMENTS to print
// "half-boards: N" (the half-boards built) on stderr.
#include <cstdint>
#include <cstdio>
#include <memory>

// The acm problem's input and output, for the programs bundled from engine/programs/:
// read n, print the number of solutions, then the lexicographically smallest one as "row col"
// lines (1-based). The hand-written stages 1-4 keep their own short copy of these rules.

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

namespace nq::acm {

// The first whitespace-separated token must be a decimal integer in [1, maxN]; the rest is
// ignored. On failure prints one "error:" line and returns false.
inline bool readSize(int& n, int maxN) {
    std::string token;
    bool ok = false;
    if (std::cin >> token) {
        size_t k = token[0] == '+';
        long long value = 0;
        ok = k < token.size();
        for (; ok && k < token.size(); ++k) {
            ok = std::isdigit((unsigned char)token[k]) != 0;
            value = std::min(10 * value + (token[k] - '0'), 1000LL);  // capped: no overflow
        }
        ok = ok && 1 <= value && value <= maxN;
        n = (int)value;
    }
    if (!ok)
        std::fprintf(stderr, "error: the input must start with an integer n, 1 <= n <= %d\n", maxN);
    return ok;
}

// A separate search, left to right, row by row: the first full board it meets is the smallest.
// board[row] = column; colLimit, leftDiaLim, rightDiaLim as in the sources' process2.
inline bool firstSolution(int n, int row, std::uint32_t colLimit, std::uint32_t leftDiaLim,
                          std::uint32_t rightDiaLim, std::vector<int>& board) {
    if (row == n) return true;
    std::uint32_t limit = n == 32 ? ~std::uint32_t(0) : (std::uint32_t(1) << n) - 1;
    std::uint32_t pos = limit & ~(colLimit | leftDiaLim | rightDiaLim);
    while (pos != 0) {
        std::uint32_t mostRightOne = pos & (~pos + 1);
        pos -= mostRightOne;
        board[row] = __builtin_ctz(mostRightOne);
        if (firstSolution(n, row + 1, colLimit | mostRightOne, (leftDiaLim | mostRightOne) << 1,
                          (rightDiaLim | mostRightOne) >> 1, board))
            return true;
    }
    return false;
}

// Prints the answer for n (<= 32) whose number of solutions is `solutions`.
inline void printAnswer(int n, std::uint64_t solutions) {
    std::printf("%llu\n", (unsigned long long)solutions);
    std::vector<int> board(n);
    if (solutions > 0 && firstSolution(n, 0, 0, 0, 0, board))
        for (int row = 0; row < n; ++row) std::printf("%d %d\n", row + 1, board[row] + 1);
}

}  // namespace nq::acm
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
// Half-boards: for n <= 21 a north part (rows above the middle) and a south part are taken from
// a table of all placements in an h x h quarter (built once in the constructor, read-only
// afterwards) and paired when they share no diagonal; odd n adds the two pre-placed queens.
// For n = 22, 23 (no table: it would take about 500 MB) a depth-first search builds them.
//
// placements (UnitCount): the half-boards built for the unit, left ones stored plus right ones
// joined (no queen is put down one by one); the join itself tests left x right pairs.
// Time: per unit O(L + R + L R / 512) for L left and R right keys (a few hundred to a few
// thousand each at n = 18), plus the part pairs tried to build them.
// Space: the quarter table (0.2 MB at h = 7, 1.2 MB at h = 8, 8.4 MB at h = 9, 65 MB at h = 10)
// and, for n <= 19, its parts made for each role (16 bytes an entry and role: 7.6 MB at
// n = 16, 58 MB at n = 18); the list of units (12 bytes each: 92k at n = 20, 705k at n = 23);
// and per thread one unit's keys and tables. Peak resident memory measured for the acm program:
// 13 MB at n = 16, 15 MB at n = 17, 72 MB at n = 18, 85 MB at n = 19, 70 MB at n = 20
// (docs/stage7.md); for n = 21, 22, 23 with their largest unit counted (whole runs take hours):
// 72 MB, 23 MB, 45 MB. Under 1 GiB for every n.

#include <algorithm>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

// The interface every fast counter has: an n is cut into work units, each counted alone.
// A Counter is made for one n and is read-only afterwards, so any number of threads (or machines)
// may count its units at once; a unit's result depends on (n, unit) only.
// Units are numbered largest expected cost first, so workers that take them in order finish
// together; cost() gives that expectation, for a progress estimate weighted by work.

#include <cstdint>
#include <stdexcept>

namespace nq {

// What one unit, or a sum of units, found: the solutions (whole boards) and the placements
// (queens put down on the way, the node count of the search).
struct UnitCount {
    std::uint64_t solutions = 0;
    std::uint64_t placements = 0;
};

// a += b, or std::overflow_error when the sum does not fit in 64 bits.
inline void addChecked(std::uint64_t& a, std::uint64_t b) {
    if (__builtin_add_overflow(a, b, &a))
        throw std::overflow_error("count does not fit in 64 bits");
}

inline void addChecked(UnitCount& a, const UnitCount& b) {
    addChecked(a.solutions, b.solutions);
    addChecked(a.placements, b.placements);
}

class Counter {
public:
    virtual ~Counter() = default;
    virtual std::uint64_t units() const = 0;                // how many work units n has
    virtual double cost(std::uint64_t unit) const = 0;      // expected work of a unit, any scale
    virtual UnitCount count(std::uint64_t unit) const = 0;  // unit < units()
};

}  // namespace nq
// The join of the halves counter: given a store of left keys and a list of right keys, count the
// pairs (left, right) with left AND right == 0, i.e. the pairs that share no diagonal.
// The store is bit-sliced: patterns go in blocks of 512, and for each key bit a 512-bit mask says
// which patterns of the block have that bit clear. A right key fits the patterns in the AND of the
// masks of its set bits. The key is cut into chunks of kChunkBits = 6 bits and each chunk gets a
// table of the 64 ANDs of its subsets (24 KB a block for 36-bit keys, within L1), so one right
// key costs one 512-bit AND per chunk, and a popcount.
// Three versions of the inner loop, chosen at run time: AVX-512 (with VPOPCNTQ), AVX2, and a
// portable one in plain 64-bit words. All read the same tables and give the same counts.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <vector>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define NQ_HALVES_X86 1
#else
#define NQ_HALVES_X86 0
#endif

namespace nq::halves {

// Which inner loop the join runs.
enum class Path { portable, avx2, avx512 };

inline const char* pathName(Path path) {
    return path == Path::avx512 ? "avx512" : path == Path::avx2 ? "avx2" : "portable";
}

// The fastest path this processor has; NQ_HALVES_PORTABLE=1 in the environment forces the portable
// one.
inline Path bestPath() {
    const char* force = std::getenv("NQ_HALVES_PORTABLE");
    if (force != nullptr && force[0] != '\0' && std::strcmp(force, "0") != 0) return Path::portable;
#if NQ_HALVES_X86
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vpopcntdq"))
        return Path::avx512;
    if (__builtin_cpu_supports("avx2")) return Path::avx2;
#endif
    return Path::portable;
}

inline bool pathAvailable(Path path) {
    if (path == Path::portable) return true;
#if NQ_HALVES_X86
    __builtin_cpu_init();
    if (path == Path::avx2) return __builtin_cpu_supports("avx2");
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vpopcntdq");
#else
    return false;
#endif
}

constexpr int kChunkBits = 6;
constexpr int kSubsets = 1 << kChunkBits;
constexpr int kBlockWords = 8;  // 512 patterns a block
constexpr int kBlock = 64 * kBlockWords;
constexpr int kMaxChunks = 8;  // keys of up to 48 bits

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

#if NQ_HALVES_X86
// AVX2 has no vector popcount: each byte's bits are counted by a 16-entry table on its two
// nibbles (VPSHUFB), and VPSADBW adds the bytes into four 64-bit sums.
template <int C>
__attribute__((target("avx2"))) std::uint64_t joinAvx2(const std::uint64_t* table,
                                                       const std::uint64_t* keys,
                                                       std::size_t count) {
    const __m256i nibbles = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1,
                                             1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
    const __m256i low = _mm256_set1_epi8(0x0f), zero = _mm256_setzero_si256();
    __m256i total = zero;
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
        __m256i bytes = _mm256_add_epi8(  // at most 16 a byte
            _mm256_add_epi8(
                _mm256_shuffle_epi8(nibbles, _mm256_and_si256(lo, low)),
                _mm256_shuffle_epi8(nibbles, _mm256_and_si256(_mm256_srli_epi16(lo, 4), low))),
            _mm256_add_epi8(
                _mm256_shuffle_epi8(nibbles, _mm256_and_si256(hi, low)),
                _mm256_shuffle_epi8(nibbles, _mm256_and_si256(_mm256_srli_epi16(hi, 4), low))));
        total = _mm256_add_epi64(total, _mm256_sad_epu8(bytes, zero));
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
std::uint64_t joinBlock(Path path, const std::uint64_t* table, int words, const std::uint64_t* keys,
                        std::size_t count) {
#if NQ_HALVES_X86
    if (path == Path::avx512) return joinAvx512<C>(table, keys, count);
    if (path == Path::avx2) return joinAvx2<C>(table, keys, count);
#endif
    (void)path;
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
            // clear[k]: the patterns whose bit k is 0; the padding past n fits nothing (chunk 0).
            std::uint64_t valid[kBlockWords];
            for (int w = 0; w < kBlockWords; ++w) {
                std::size_t lo = (std::size_t)w * 64;
                valid[w] = n >= lo + 64 ? ~std::uint64_t(0)
                           : n > lo     ? (std::uint64_t(1) << (n - lo)) - 1
                                        : 0;
            }
            // Only the words holding patterns are built; chunk 0 is 0 past them (fits nothing), so
            // the wide loops may read the stale words of the other chunks.
            int words = (int)((n + 63) / 64);
            for (int w = 0; w < words; ++w) {
                std::uint64_t bits[64];  // bits[k]: the patterns of this word with bit k set
                std::size_t lo = first + (std::size_t)w * 64;
                for (std::size_t i = 0; i < 64; ++i)
                    bits[i] = (std::size_t)w * 64 + i < n ? keys[lo + i] : 0;
                transpose(bits);
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

    // Transposes a 64 x 64 bit matrix: bit c of a[r] <-> bit r of a[c]. Each step swaps the
    // off-diagonal j x j blocks, exchanging bit j of the row and of the column index.
    static void transpose(std::uint64_t* a) {
        std::uint64_t m = 0x00000000FFFFFFFFull;
        for (int j = 32; j != 0; j >>= 1, m ^= m << j)
            for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
                std::uint64_t t = ((a[k] >> j) ^ a[k | j]) & m;
                a[k | j] ^= t;
                a[k] ^= t << j;
            }
    }

    // The number of pairs (stored key, keys[q]) with no common bit.
    std::uint64_t join(Path path, const std::uint64_t* keys, std::size_t count) const {
        switch (chunks_) {
            case 1: return joinAll<1>(path, keys, count);
            case 2: return joinAll<2>(path, keys, count);
            case 3: return joinAll<3>(path, keys, count);
            case 4: return joinAll<4>(path, keys, count);
            case 5: return joinAll<5>(path, keys, count);
            case 6: return joinAll<6>(path, keys, count);
            case 7: return joinAll<7>(path, keys, count);
            default: return joinAll<8>(path, keys, count);
        }
    }

private:
    template <int C>
    std::uint64_t joinAll(Path path, const std::uint64_t* keys, std::size_t count) const {
        std::uint64_t total = 0;
        std::size_t blockSize = (std::size_t)C * kSubsets * kBlockWords;
        for (std::size_t b = 0; b < blocks_; ++b) {
            std::size_t n = std::min<std::size_t>(kBlock, count_ - b * kBlock);
            total += joinBlock<C>(path, base_ + b * blockSize, (int)((n + 63) / 64), keys, count);
        }
        return total;
    }

    int chunks_ = 1;
    std::size_t count_ = 0, blocks_ = 0;
    std::vector<std::uint64_t> buffer_;
    std::uint64_t* base_ = nullptr;
};

}  // namespace nq::halves

namespace nq {

constexpr int kHalvesMinN = 1;
constexpr int kHalvesMaxN = 23;

namespace halves {

constexpr int kMaxRoles = 9;     // parts made in advance up to h = 9 (n = 19)
constexpr int kMaxQuarter = 10;  // the largest quarter table: h = 10, n = 20, 21

using Mask = std::uint64_t;  // diagonals: anti-diagonal r+c, diagonal c-r+n-1 (0..2n-2)

// A depth-first search that fills rows[0..count) in that order, row rows[k] using only columns
// in allow[k], and calls emit(key) for each half-board found; its key is the OR of keyOf[r][c]
// over its queens. Iterative, one level of arrays per row; the last row emits without descending.
struct Walk {
    int n = 0;
    int count = 0;
    const int* rows = nullptr;
    const std::uint32_t* allow = nullptr;
    const Mask (*keyOf)[32] = nullptr;
};

template <class Emit>
void walk(Walk& w, std::uint32_t cols0, Mask anti0, Mask main0, Mask key0, Emit& emit) {
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
            const Mask* rowKeys = w.keyOf[w.rows[d]];
            std::uint32_t f = free[d];
            for (; f != 0; f &= f - 1) emit(key[d] | rowKeys[__builtin_ctz(f)]);
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
        key[d + 1] = key[d] | w.keyOf[r][c];
        ++d;
        free[d] = freeAt(d);
    }
}

// All placements of queens in an h x h square (h <= 10), one per used row and used column, as
// local diagonal masks: anti-diagonal r+c and diagonal c-r+h-1 (2h-1 bits each). Grouped by
// (rows, columns): the placements using exactly rows rho and columns gamma are
// entries[start[rho << h | gamma] .. start[(rho << h | gamma) + 1]).
struct QuarterTable {
    struct Entry {
        std::uint32_t anti, main;
    };
    int h = 0;
    std::vector<std::uint32_t> start;
    std::vector<Entry> entries;

    explicit QuarterTable(int side) : h(side) {
        start.assign((std::size_t(1) << (2 * h)) + 1, 0);
        fill(0, 0, 0, 0, 0, false);  // count
        std::uint32_t sum = 0;
        for (std::uint32_t& s : start) {
            std::uint32_t k = s;
            s = sum;
            sum += k;
        }
        entries.resize(sum);
        fill(0, 0, 0, 0, 0, true);  // place; start[i] moves to the end of group i
        for (std::size_t i = start.size() - 1; i > 0; --i) start[i] = start[i - 1];
        start[0] = 0;
    }

private:
    void fill(int r, std::uint32_t rho, std::uint32_t gamma, std::uint32_t anti, std::uint32_t main,
              bool place) {
        if (r == h) {
            std::uint32_t& at = start[rho << h | gamma];
            if (place) entries[at] = Entry{anti, main};
            ++at;
            return;
        }
        fill(r + 1, rho, gamma, anti, main, place);  // row r left empty
        for (int c = 0; c < h; ++c) {
            std::uint32_t a = std::uint32_t(1) << (r + c), m = std::uint32_t(1) << (c - r + h - 1);
            if ((gamma >> c & 1) || (anti & a) || (main & m)) continue;
            fill(r + 1, rho | std::uint32_t(1) << r, gamma | std::uint32_t(1) << c, anti | a,
                 main | m, place);
        }
    }
};

// One quarter's part of a half-board: its diagonals, anti-diagonals in the low 32 bits and
// diagonals in the high ones, shifted so that a north and a south part clash exactly when their
// diag masks meet; and its key.
struct Part {
    Mask diag;
    Mask key;
};

// Appends to at[] the keys of the pairs (a, b) of north x south with a.diag AND b.diag = 0;
// returns how many. The AVX-512 version tests 4 pairs at once and may write 8 keys past the end
// of what it returns (room the caller keeps).
inline std::size_t pairParts(const Part* north, std::size_t nn, const Part* south, std::size_t ns,
                             Mask* at) {
    std::size_t made = 0;
    for (const Part* a = north; a != north + nn; ++a)
        for (const Part* b = south; b != south + ns; ++b) {
            at[made] = a->key | b->key;
            made += (a->diag & b->diag) == 0;
        }
    return made;
}

#if NQ_HALVES_X86
__attribute__((target("avx512f,popcnt"))) inline std::size_t pairParts512(
    const Part* north, std::size_t nn, const Part* south, std::size_t ns, Mask* at) {
    static_assert(sizeof(Part) == 16, "two 64-bit words a part");
    std::size_t made = 0;
    for (const Part* a = north; a != north + nn; ++a) {
        const __m512i diag = _mm512_set1_epi64((long long)a->diag);
        const __m512i key = _mm512_set1_epi64((long long)a->key);
        std::size_t j = 0;
        for (; j + 4 <= ns; j += 4) {  // lanes: diag, key, diag, key, ...
            __m512i v = _mm512_loadu_si512((const void*)(south + j));
            __mmask8 fit = _mm512_mask_testn_epi64_mask(0x55, v, diag);
            __mmask8 keys = (__mmask8)(fit << 1);
            _mm512_storeu_si512((void*)(at + made),
                                _mm512_maskz_compress_epi64(keys, _mm512_or_si512(v, key)));
            made += (std::size_t)_mm_popcnt_u32(keys);
        }
        for (; j < ns; ++j) {
            at[made] = a->key | south[j].key;
            made += (a->diag & south[j].diag) == 0;
        }
    }
    return made;
}
#endif

// The parts of every quarter entry in one role (north or south, left or right half), in the
// table's groups, class 0 (no long-diagonal queen) first: group g is parts[start[g] ..
// start[g+1]), its class 1 from split[g].
struct RoleTable {
    std::vector<std::uint32_t> start, split;
    std::vector<Part> parts;
};

// A list of keys that keeps its memory between units (no per-key capacity checks in the joins).
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

// Each call's working memory, one per thread.
struct Scratch {
    KeyList left;
    KeyList right[3];
    std::vector<Part> north[2], south[2];
    Store store;
};

// How half-boards are built: by search; from the quarter table, each part made when used; or
// from parts made in the constructor for each role (side and north or south).
enum class Build { search, quarters, parts };

class HalvesCounter : public Counter {
public:
    // most: the fastest way to build half-boards allowed (the tests compare all three); n itself
    // limits it to quarters for n = 20, 21 and to search for n = 22, 23.
    HalvesCounter(int n, Path path, Build most = Build::parts)
        : n_(n), h_(n / 2), odd_(n % 2 == 1), path_(path) {
        if (n < kHalvesMinN || n > kHalvesMaxN)
            throw std::invalid_argument("halves: n must be in " + std::to_string(kHalvesMinN) +
                                        ".." + std::to_string(kHalvesMaxN) + ", got " +
                                        std::to_string(n));
        if (!pathAvailable(path))
            throw std::invalid_argument(std::string("halves: this processor lacks the ") +
                                        pathName(path) + " path");
        keyBits_ = 2 * (n - 1);
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) keyOf_[r][c] = queenKey(r, c);
        // both long diagonals (index n-1), in key bits
        longKey_ = n % 2 == 0 ? (Mask(1) << (h_ - 1)) | (Mask(1) << (h_ - 1 + n - 1)) : 0;
        build_ = h_ < 1 || h_ > kMaxQuarter ? Build::search
                 : h_ > kMaxRoles           ? std::min(most, Build::quarters)
                                            : most;
        if (build_ != Build::search) quarters_ = std::make_unique<QuarterTable>(h_);
        if (build_ == Build::parts)
            for (int side = 0; side < 2; ++side)
                for (int south = 0; south < 2; ++south) buildRole(roles_[side][south], side, south);
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
    Build build() const { return build_; }
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

    // The key of one queen: its diagonals that cross the cut, n-1 of each direction (anti-diagonals
    // h..n+h-2 in bits 0..n-2, diagonals h..n+h-2 in bits n-1..2n-3).
    Mask queenKey(int r, int c) const {
        int anti = r + c - h_, main = c - r + n_ - 1 - h_;
        Mask k = 0;
        if (0 <= anti && anti < n_ - 1) k |= Mask(1) << anti;
        if (0 <= main && main < n_ - 1) k |= Mask(1) << (main + n_ - 1);
        return k;
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

    // The keys of the half-boards on rows `rows` (bit r = row r, none the middle row of an odd
    // n) and columns c0..c0+h-1, from the quarter table: a north part (rows above the middle)
    // and a south part on the remaining columns, when they share no diagonal. The parts are
    // split by whether they hold a long diagonal's queen (even n): the keys of a north part of
    // class i with a south part of class j go to out[i + j]. dropLong: no long-diagonal queen.
    void fromQuarters(std::uint32_t rows, int c0, bool dropLong, Scratch& sc, KeyList* out,
                      bool skipPlain, bool split) const {
        const QuarterTable& q = *quarters_;
        const int south0 = n_ - h_;  // the first south row
        const std::uint32_t full = (std::uint32_t(1) << h_) - 1;
        const std::uint32_t rhoN = rows & full, rhoS = rows >> south0;
        const int k = __builtin_popcount(rhoN);
        const int side = c0 == 0 ? 0 : 1;
        const bool ready = build_ == Build::parts;
        for (std::uint32_t gamma = (std::uint32_t(1) << k) - 1; gamma <= full;) {
            std::uint32_t gi = rhoN << h_ | gamma, si = rhoS << h_ | (full & ~gamma);
            const Part *north = nullptr, *south = nullptr;
            std::size_t nSplit = 0, nEnd = 0, sSplit = 0, sEnd = 0;
            if (ready) {  // the parts, made in the constructor
                const RoleTable &rn = roles_[side][0], &rs = roles_[side][1];
                north = rn.parts.data() + rn.start[gi];
                nSplit = rn.split[gi] - rn.start[gi], nEnd = rn.start[gi + 1] - rn.start[gi];
                south = rs.parts.data() + rs.start[si];
                sSplit = rs.split[si] - rs.start[si], sEnd = rs.start[si + 1] - rs.start[si];
            } else {  // the parts, made here
                for (auto& part : sc.north) part.clear();
                for (auto& part : sc.south) part.clear();
                int cls = 0;
                for (std::uint32_t e = q.start[gi]; e < q.start[gi + 1]; ++e) {
                    Part part = makePart(q.entries[e], c0, false, dropLong, split, cls);
                    if (cls >= 0) sc.north[cls].push_back(part);
                }
                if (!sc.north[0].empty() || !sc.north[1].empty())
                    for (std::uint32_t e = q.start[si]; e < q.start[si + 1]; ++e) {
                        Part part = makePart(q.entries[e], c0, true, dropLong, split, cls);
                        if (cls >= 0) sc.south[cls].push_back(part);
                    }
                nSplit = sc.north[0].size(), nEnd = nSplit + sc.north[1].size();
                sSplit = sc.south[0].size(), sEnd = sSplit + sc.south[1].size();
                sc.north[0].insert(sc.north[0].end(), sc.north[1].begin(), sc.north[1].end());
                sc.south[0].insert(sc.south[0].end(), sc.south[1].begin(), sc.south[1].end());
                north = sc.north[0].data(), south = sc.south[0].data();
            }
            if (nEnd != 0 && sEnd != 0) {
                if (!skipPlain) joinParts(north, nSplit, south, sSplit, out[0]);
                joinParts(north, nSplit, south + sSplit, sEnd - sSplit, out[1]);
                joinParts(north + nSplit, nEnd - nSplit, south, sSplit, out[1]);
                joinParts(north + nSplit, nEnd - nSplit, south + sSplit, sEnd - sSplit, out[2]);
            }
            if (gamma == 0) break;
            std::uint32_t low = gamma & (0u - gamma), up = gamma + low;  // next with k bits
            gamma = up | (((gamma ^ up) >> 2) / low);
        }
    }

    // A quarter entry as the north or south part of a half-board starting at column c0, and its
    // class: 1 if split and it holds a long diagonal's queen, 0 if not, -1 if dropped (dropLong
    // and it holds one).
    Part makePart(QuarterTable::Entry e, int c0, bool south, bool dropLong, bool split,
                  int& cls) const {
        const int south0 = n_ - h_;
        const Mask longBit = Mask(1) << (n_ - 1);
        Mask anti = Mask(e.anti) << (c0 + (south ? south0 : 0)),
             main = Mask(e.main) << (c0 + n_ - h_ - (south ? south0 : 0));
        bool onLong = ((anti | main) & longBit) != 0;
        cls = dropLong && onLong ? -1 : split && onLong ? 1 : 0;
        return south ? Part{Mask(e.anti << south0) | Mask(e.main) << 32, globalKey(anti, main)}
                     : Part{Mask(e.anti) | Mask(e.main << south0) << 32, globalKey(anti, main)};
    }

    // The part of quarter entry e in a role: the side (0 left, 1 right) and north or south;
    // cls as in makePart (odd n's right parts: see oddRightPart).
    Part rolePart(QuarterTable::Entry e, int side, int south, int& cls) const {
        if (odd_ && side == 1) {
            cls = 0;
            return oddRightPart(e, south == 1);
        }
        return makePart(e, side * h_, south == 1, side == 0 && !odd_, side == 1, cls);
    }

    // The parts of every quarter entry in one role, grouped like the table, class 0 first.
    void buildRole(RoleTable& t, int side, int south) const {
        const QuarterTable& q = *quarters_;
        std::size_t groups = q.start.size() - 1;
        t.start.assign(groups + 1, 0);
        t.split.assign(groups, 0);
        t.parts.clear();
        for (std::size_t g = 0; g < groups; ++g) {
            t.start[g] = (std::uint32_t)t.parts.size();
            for (int pass = 0; pass < 2; ++pass) {
                for (std::uint32_t e = q.start[g]; e < q.start[g + 1]; ++e) {
                    int cls = 0;
                    Part part = rolePart(q.entries[e], side, south, cls);
                    if (cls == pass) t.parts.push_back(part);
                }
                if (pass == 0) t.split[g] = (std::uint32_t)t.parts.size();
            }
        }
        t.start[groups] = (std::uint32_t)t.parts.size();
    }

    // Appends the keys of the pairs of parts that share no diagonal.
    void joinParts(const Part* north, std::size_t nn, const Part* south, std::size_t ns,
                   KeyList& out) const {
        if (nn == 0 || ns == 0) return;
        Mask* at = out.grow(nn * ns + 8);
#if NQ_HALVES_X86
        if (path_ == Path::avx512) {
            out.at += pairParts512(north, nn, south, ns, at);
            return;
        }
#endif
        out.at += pairParts(north, nn, south, ns, at);
    }

    // The key of a set of queens given by its diagonals (anti-diagonal r+c, diagonal c-r+n-1).
    Mask globalKey(Mask anti, Mask main) const {
        Mask m = (Mask(1) << (n_ - 1)) - 1;
        return ((anti >> h_) & m) | (((main >> h_) & m) << (n_ - 1));
    }

    // The keys of the half-boards on rows `rows` and columns `cols`, by a depth-first search.
    void fromSearch(std::uint32_t rows, std::uint32_t cols, Mask anti, Mask main,
                    KeyList& out) const {
        int list[32];
        std::uint32_t allow[32];
        int count = 0;
        for (int r = 0; r < n_; ++r)
            if (rows >> r & 1) {
                list[count] = r;
                allow[count++] = cols;
            }
        Walk w{n_, count, list, allow, keyOf_};
        auto emit = [&](Mask key) { out.push(key); };
        walk(w, 0, anti, main, 0, emit);
    }

    UnitCount countEven(std::uint32_t s) const {
        Scratch& sc = scratch();
        UnitCount result;
        const std::uint32_t all = (std::uint32_t(1) << n_) - 1, leftCols = (1u << h_) - 1;
        int mirror = mirrorFactor(s);
        sc.left.clear();
        for (auto& v : sc.right) v.clear();
        if (quarters_) {
            KeyList lefts[3];
            std::swap(lefts[0], sc.left);
            fromQuarters(s, 0, true, sc, lefts, false, false);
            std::swap(lefts[0], sc.left);
        } else {
            Mask longDiagonals = Mask(1) << (n_ - 1);  // closed to the left half
            fromSearch(s, leftCols, longDiagonals, longDiagonals, sc.left);
        }
        result.placements = sc.left.size();
        if (sc.left.size() == 0) return result;
        sc.store.build(sc.left.begin(), sc.left.size(), keyBits_);
        if (quarters_) {
            fromQuarters(all & ~s, h_, false, sc, sc.right, mirror == 0, true);
        } else {
            KeyList& any = sc.right[0];
            fromSearch(all & ~s, all & ~leftCols, 0, 0, any);
            Mask* kept = any.buffer.data();  // sort the right keys by d: right[0] keeps d = 0
            for (Mask* key = kept; key != any.at; ++key) {
                int d = __builtin_popcountll(*key & longKey_);
                if (d == 0)
                    *kept++ = *key;
                else
                    sc.right[d].push(*key);
            }
            any.at = mirror == 0 ? any.buffer.data() : kept;
        }
        std::uint64_t weighted = 0;
        const std::uint64_t weight[3] = {(std::uint64_t)mirror, 2, 4};
        for (int d = 0; d < 3; ++d) {
            addChecked(result.placements, sc.right[d].size());
            addChecked(weighted, times(weight[d], sc.store.join(path_, sc.right[d].begin(),
                                                                sc.right[d].size())));
        }
        result.solutions = times(weighted, (std::uint64_t)flipFactor(s));
        return result;
    }

    // A quarter entry as a north or south part in columns h+1..2h of odd n, in the Part format:
    // both diagonal masks shifted down by h (so that every queen of the right half, the two
    // pre-placed ones included, fits in 32 bits each).
    Part oddRightPart(QuarterTable::Entry e, bool south) const {
        const int r0 = south ? h_ + 1 : 0, c0 = h_ + 1;
        Mask anti = Mask(e.anti) << (r0 + c0), main = Mask(e.main) << (c0 - r0 + n_ - h_);
        return Part{(anti >> h_) | (main >> h_) << 32, globalKey(anti, main)};
    }
    // One queen of odd n's right half in that format.
    Mask oddRightDiag(int r, int c) const {
        return (Mask(1) << (r + c - h_)) | (Mask(1) << (c - r + n_ - 1 - h_)) << 32;
    }

    // The parts of group g of a role (made in the constructor, or here) that share no diagonal
    // with `taken`, their diag and key ORed with extraDiag and extraKey, into out[0..); returns
    // how many (out only grows).
    std::size_t filterParts(int side, int south, std::uint32_t g, Mask taken, Mask extraDiag,
                            Mask extraKey, std::vector<Part>& out) const {
        const QuarterTable& q = *quarters_;
        std::size_t size = q.start[g + 1] - q.start[g], kept = 0;
        if (out.size() < size) out.resize(std::max(size, 2 * out.size()));
        Part* to = out.data();
        if (build_ == Build::parts) {
            const Part* from = roles_[side][south].parts.data() + roles_[side][south].start[g];
            for (std::size_t e = 0; e < size; ++e) {
                to[kept] = Part{from[e].diag | extraDiag, from[e].key | extraKey};
                kept += (from[e].diag & taken) == 0;
            }
            return kept;
        }
        for (std::uint32_t e = q.start[g]; e < q.start[g + 1]; ++e) {
            int cls = 0;
            Part part = rolePart(q.entries[e], side, south, cls);
            to[kept] = Part{part.diag | extraDiag, part.key | extraKey};
            kept += (part.diag & taken) == 0;
        }
        return kept;
    }

    // The right half-boards of odd n for S, from the quarter table: columns h..2h on the rows
    // outside S and the middle row. The middle row's queen stands at (h, c); for c > h the
    // middle column's queen at (r, h) with r > c, south of the middle; the other queens form a
    // north and a south part in columns h+1..2h, from the table. Off the centre the keys go to
    // offCentre; with c = h (the centre queen, when wanted) to centre.
    void rightOddQuarters(std::uint32_t s, bool wantCentre, Scratch& sc, KeyList& offCentre,
                          KeyList& centre) const {
        const int h = h_, c0 = h + 1, s0 = h + 1;
        const std::uint32_t full = (std::uint32_t(1) << h) - 1;
        const std::uint32_t rows = ((std::uint32_t(1) << n_) - 1) & ~s & ~(std::uint32_t(1) << h);
        const std::uint32_t rhoN = rows & full, rhoS = rows >> s0;
        const int k = __builtin_popcount(rhoN);
        for (int c = h; c < n_; ++c) {
            if (c == h && !wantCentre) continue;
            const Mask middle = oddRightDiag(h, c), middleKey = keyOf_[h][c];
            const std::uint32_t avail = c == h ? full : full & ~(std::uint32_t(1) << (c - c0));
            KeyList& out = c == h ? centre : offCentre;
            for (std::uint32_t gamma = (std::uint32_t(1) << k) - 1; gamma <= full;) {
                if ((gamma & ~avail) == 0) {
                    std::size_t nn =
                        filterParts(1, 0, rhoN << h | gamma, middle, 0, 0, sc.north[0]);
                    const std::uint32_t cols = avail & ~gamma;
                    // The south part, with the middle column's queen at (r, h), r > c; none for
                    // the centre.
                    for (int r = c == h ? -1 : c + 1; nn != 0 && r < n_; ++r) {
                        std::uint32_t part = rhoS;
                        Mask diag = middle, key = middleKey;
                        if (r >= 0) {
                            if (!(rhoS >> (r - s0) & 1)) continue;
                            part &= ~(std::uint32_t(1) << (r - s0));
                            diag |= oddRightDiag(r, h), key |= keyOf_[r][h];
                        }
                        std::size_t ns = filterParts(1, 1, part << h | cols, diag, diag & ~middle,
                                                     key, sc.south[0]);
                        joinParts(sc.north[0].data(), nn, sc.south[0].data(), ns, out);
                        if (r < 0) break;
                    }
                }
                if (gamma == 0) break;
                std::uint32_t low = gamma & (0u - gamma), up = gamma + low;
                gamma = up | (((gamma ^ up) >> 2) / low);
            }
        }
    }

    UnitCount countOdd(std::uint32_t s) const {
        Scratch& sc = scratch();
        UnitCount result;
        sc.left.clear();
        if (quarters_) {
            KeyList lefts[3];
            std::swap(lefts[0], sc.left);
            fromQuarters(s, 0, false, sc, lefts, false, false);
            std::swap(lefts[0], sc.left);
        } else {
            fromSearch(s, (1u << h_) - 1, 0, 0, sc.left);
        }
        result.placements = sc.left.size();
        if (sc.left.size() == 0) return result;
        sc.store.build(sc.left.begin(), sc.left.size(), keyBits_);
        int centre = flipFactor(s) * mirrorFactor(s);
        int rows[32];
        std::uint32_t allow[32];
        std::uint32_t rightCols = ((std::uint32_t(1) << n_) - 1) & ~((std::uint32_t(1) << h_) - 1);
        for (auto& v : sc.right) v.clear();
        if (quarters_) rightOddQuarters(s, centre != 0, sc, sc.right[0], sc.right[1]);
        // Else by search, the middle row first: its queen at column c; the middle column's
        // queen then lies below row c (h < c < r), or is that same queen (the centre).
        for (int c = h_; c < n_ && !quarters_; ++c) {
            if (c == h_ && centre == 0) continue;
            int count = 0;
            for (int r = 0; r < n_; ++r)
                if (!(s >> r & 1) && r != h_) {
                    rows[count] = r;
                    allow[count++] = r > c ? rightCols : rightCols & ~(std::uint32_t(1) << h_);
                }
            KeyList& out = sc.right[c == h_ ? 1 : 0];
            Walk w{n_, count, rows, allow, keyOf_};
            auto emit = [&](Mask key) { out.push(key); };
            std::uint32_t bit = std::uint32_t(1) << c;
            walk(w, bit, (Mask)bit << h_, (Mask)bit << (n_ - 1 - h_), keyOf_[h_][c], emit);
        }
        addChecked(result.placements, sc.right[0].size() + sc.right[1].size());
        std::uint64_t weighted =
            times(8, sc.store.join(path_, sc.right[0].begin(), sc.right[0].size()));
        addChecked(weighted, times((std::uint64_t)centre,
                                   sc.store.join(path_, sc.right[1].begin(), sc.right[1].size())));
        result.solutions = weighted;
        return result;
    }

    int n_, h_;
    bool odd_;
    Path path_;
    Build build_ = Build::search;
    int keyBits_ = 0;
    Mask keyOf_[32][32] = {};  // keyOf_[r][c]: queenKey(r, c)
    Mask longKey_ = 0;
    std::vector<std::uint32_t> sets_;
    std::vector<double> costs_;
    std::unique_ptr<QuarterTable> quarters_;  // n <= 21 with quarters; else searches
    RoleTable roles_[2][2];                   // [left, right][north, south], with Build::parts
};

}  // namespace halves

// A halves counter for n, on the fastest path this processor has (NQ_HALVES_PORTABLE=1 forces
// the portable one). std::invalid_argument for n outside kHalvesMinN..kHalvesMaxN.
inline std::unique_ptr<Counter> makeHalvesCounter(int n, halves::Path path) {
    return std::make_unique<halves::HalvesCounter>(n, path);
}
inline std::unique_ptr<Counter> makeHalvesCounter(int n) {
    return makeHalvesCounter(n, halves::bestPath());
}

}  // namespace nq

int main() {
    int n;
    if (!nq::acm::readSize(n, nq::kHalvesMaxN)) return 1;
    std::unique_ptr<nq::Counter> counter = nq::makeHalvesCounter(n);
    nq::UnitCount total;
    for (std::uint64_t unit = 0; unit < counter->units(); ++unit)
        nq::addChecked(total, counter->count(unit));
    nq::acm::printAnswer(n, total.solutions);
#ifdef NQ_PLACEMENTS
    std::fprintf(stderr, "half-boards: %llu\n", (unsigned long long)total.placements);
#endif
    return 0;
}
