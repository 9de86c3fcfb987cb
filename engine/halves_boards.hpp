// Where the half-boards of a unit come from (engine/halves_units.hpp says what a unit is). A
// half-board is reduced to its key: the diagonals it occupies that cross the cut, the only ones a
// queen of the other half can share. A left and a right half-board of one unit make a solution
// exactly when their keys have no common bit.
//
// Three builders give the same keys (the tests compare them unit by unit):
// - search: a depth-first search over the half's rows and columns (any n; n = 22, 23 use it);
// - quarters: every half-board is a north part (its rows above the middle) and a south part (its
//   rows below) on complementary columns; both come from one table of all placements in an h x h
//   quarter, built once, and are paired when they share no diagonal (n <= 21);
// - parts: the same, with every table entry made ready once for each of its four roles (left or
//   right half, north or south), so that a unit only pairs them (n <= 21: 16 bytes an entry and
//   role, 520 MB at h = 10, a third less time than making them on use at n = 20).
// Odd n's right half also holds the two pre-placed queens of the middle row and column.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/cpu.hpp"
#include "engine/halves_units.hpp"

namespace nq::halves {

using Mask = std::uint64_t;  // a key; or diagonals: anti-diagonal r+c, diagonal c-r+n-1 (0..2n-2)

inline constexpr int kMaxRoles = 10;    // parts made in advance up to h = 10 (n = 21)
inline constexpr int kMaxQuarter = 10;  // the largest quarter table: h = 10, n = 20, 21

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

    // The diagonal that key bit `bit` stands for: anti-diagonal r + c = index, or diagonal
    // c - r + n - 1 = index.
    struct Diagonal {
        bool anti;
        int index;
    };
    Diagonal diagonalOf(int bit) const {
        for (int index = 0; index < 2 * n_ - 1; ++index) {
            if (ofDiagonals(Mask(1) << index, 0) == Mask(1) << bit) return {true, index};
            if (ofDiagonals(0, Mask(1) << index) == Mask(1) << bit) return {false, index};
        }
        throw std::out_of_range("halves: no key bit " + std::to_string(bit));
    }

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

// What a half does with its long-diagonal queens (even n; see engine/halves_units.hpp), and so
// where a builder puts its keys.
enum class LongQueens {
    keep,            // odd n: every half-board, into out[0]
    drop,            // even n, left half: only those with none, into out[0]
    byCount,         // even n, right half: a half-board with d of them into out[d]
    byCountNoneSkip  // the same, without d = 0 (their weight is 0: the left-right factor is 0)
};

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

// ---- The quarter table ----
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
        fill(0, 0, 0, 0, 0, Fill::count);
        std::uint32_t sum = 0;
        for (std::uint32_t& s : start) {
            std::uint32_t k = s;
            s = sum;
            sum += k;
        }
        entries.resize(sum);
        fill(0, 0, 0, 0, 0, Fill::place);  // start[i] moves to the end of group i
        for (std::size_t i = start.size() - 1; i > 0; --i) start[i] = start[i - 1];
        start[0] = 0;
    }

private:
    enum class Fill { count, place };  // the first pass sizes the groups, the second fills them
    void fill(int r, std::uint32_t rho, std::uint32_t gamma, std::uint32_t anti, std::uint32_t main,
              Fill pass) {
        if (r == h) {
            std::uint32_t& at = start[rho << h | gamma];
            if (pass == Fill::place) entries[at] = Entry{anti, main};
            ++at;
            return;
        }
        fill(r + 1, rho, gamma, anti, main, pass);  // row r left empty
        for (int c = 0; c < h; ++c) {
            std::uint32_t a = std::uint32_t(1) << (r + c), m = std::uint32_t(1) << (c - r + h - 1);
            if ((gamma >> c & 1) || (anti & a) || (main & m)) continue;
            fill(r + 1, rho | std::uint32_t(1) << r, gamma | std::uint32_t(1) << c, anti | a,
                 main | m, pass);
        }
    }
};

// ---- Parts ----
// One quarter's part of a half-board: its diagonals and its key. `diag` is in a frame of its own,
// anti-diagonals in the low 32 bits and diagonals in the high ones, in which a north and a south
// part on the same columns clash exactly when their diag masks meet: the south part's rows lie
// south0 rows lower, which moves its anti-diagonals up by south0 and its diagonals down by south0,
// so the south part's anti-diagonals and the north part's diagonals are shifted up by south0.
// For odd n's right half the frame is the board's own, shifted down by h (see oddRightPart),
// so that the pre-placed queens can be tested against the parts directly.
struct Part {
    Mask diag;
    Mask key;
};

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

#if NQ_HALVES_X86
__attribute__((target("avx512f,popcnt"))) inline std::size_t pairParts512(PartSpan north,
                                                                          PartSpan south,
                                                                          Mask* at) {
    std::size_t made = 0;
    const __mmask8 tail = (__mmask8)((1u << (south.size % 8)) - 1);
    for (std::size_t i = 0; i < north.size; ++i) {
        const __m512i diag = _mm512_set1_epi64((long long)north.diag[i]);
        const __m512i key = _mm512_set1_epi64((long long)north.key[i]);
        for (std::size_t j = 0; j < south.size; j += 8) {
            const __mmask8 lanes = j + 8 <= south.size ? (__mmask8)0xff : tail;
            __m512i d = _mm512_maskz_loadu_epi64(lanes, (const void*)(south.diag + j));
            __mmask8 fit = _mm512_mask_testn_epi64_mask(lanes, d, diag);
            __m512i k = _mm512_maskz_loadu_epi64(lanes, (const void*)(south.key + j));
            _mm512_storeu_si512((void*)(at + made),
                                _mm512_maskz_compress_epi64(fit, _mm512_or_si512(k, key)));
            made += (std::size_t)_mm_popcnt_u32(fit);
        }
    }
    return made;
}

// filterParts' loop for 8 parts at a time: parts of `from` that share no diagonal with taken,
// ORed with extra, into to[0..); returns how many (writes up to 8 past them).
__attribute__((target("avx512f,popcnt"))) inline std::size_t filterParts512(PartSpan from,
                                                                            Mask taken, Part extra,
                                                                            Mask* toDiag,
                                                                            Mask* toKey) {
    std::size_t kept = 0;
    const __m512i t = _mm512_set1_epi64((long long)taken);
    const __m512i xd = _mm512_set1_epi64((long long)extra.diag);
    const __m512i xk = _mm512_set1_epi64((long long)extra.key);
    const __mmask8 tail = (__mmask8)((1u << (from.size % 8)) - 1);
    for (std::size_t j = 0; j < from.size; j += 8) {
        const __mmask8 lanes = j + 8 <= from.size ? (__mmask8)0xff : tail;
        __m512i d = _mm512_maskz_loadu_epi64(lanes, (const void*)(from.diag + j));
        __mmask8 fit = _mm512_mask_testn_epi64_mask(lanes, d, t);
        __m512i k = _mm512_maskz_loadu_epi64(lanes, (const void*)(from.key + j));
        _mm512_storeu_si512((void*)(toDiag + kept),
                            _mm512_maskz_compress_epi64(fit, _mm512_or_si512(d, xd)));
        _mm512_storeu_si512((void*)(toKey + kept),
                            _mm512_maskz_compress_epi64(fit, _mm512_or_si512(k, xk)));
        kept += (std::size_t)_mm_popcnt_u32(fit);
    }
    return kept;
}
#endif

#if NQ_HALVES_X86
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
    const std::size_t whole = south.size / 4 * 4;
    const __m256i zero = _mm256_setzero_si256();
    for (std::size_t i = 0; i < north.size; ++i) {
        const __m256i diag = _mm256_set1_epi64x((long long)north.diag[i]);
        const __m256i key = _mm256_set1_epi64x((long long)north.key[i]);
        std::size_t j = 0;
        for (; j < whole; j += 4) {
            const __m256i d = _mm256_loadu_si256((const __m256i*)(south.diag + j));
            const __m256i k = _mm256_loadu_si256((const __m256i*)(south.key + j));
            const int fit = _mm256_movemask_pd(
                _mm256_castsi256_pd(_mm256_cmpeq_epi64(_mm256_and_si256(d, diag), zero)));
            const __m256i order = _mm256_load_si256((const __m256i*)kLeftPack4.index[fit]);
            _mm256_storeu_si256((__m256i*)(at + made),
                                _mm256_permutevar8x32_epi32(_mm256_or_si256(k, key), order));
            made += (std::size_t)lanesIn(fit);
        }
        for (; j < south.size; ++j) {
            at[made] = north.key[i] | south.key[j];
            made += (north.diag[i] & south.diag[j]) == 0;
        }
    }
    return made;
}

// filterParts' loop 4 parts at a time (writes up to 4 past what it returns).
__attribute__((target("avx2,bmi2"))) inline std::size_t filterParts256(PartSpan from, Mask taken,
                                                                       Part extra, Mask* toDiag,
                                                                       Mask* toKey) {
    std::size_t kept = 0, j = 0;
    const std::size_t whole = from.size / 4 * 4;
    const __m256i zero = _mm256_setzero_si256(), t = _mm256_set1_epi64x((long long)taken);
    const __m256i xd = _mm256_set1_epi64x((long long)extra.diag);
    const __m256i xk = _mm256_set1_epi64x((long long)extra.key);
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
// table's groups, those without a long-diagonal queen first: group g is parts [start[g],
// start[g+1]), the ones with such a queen from split[g].
struct RoleTable {
    std::vector<std::uint32_t> start, split;
    PartList parts;
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

enum class Side { left, right };
enum class Quarter { north, south };

// Where one unit's south list of (r, X) lies (rightOddQuarters), once made: made == the unit's
// stamp (a count of calls), so that nothing needs clearing between units.
struct SouthList {
    std::uint64_t made = 0;
    std::uint32_t first = 0, size = 0;
};

// Per thread: the parts a builder makes or filters for one unit.
struct BoardScratch {
    PartList north[2], south[2];      // made from the table, by long-diagonal queens (fromQuarters)
    PartBuffer northKept, southKept;  // filtered (rightOddQuarters)
    PartBuffer southLists;            // the south lists of one unit, one after another
    std::vector<SouthList> southAt;
    std::uint64_t stamp = 0;
};

// How half-boards are built (see the top).
enum class Build { search, quarters, parts };

// The half-boards of n's units. Read-only after construction: any number of threads may build
// at once, each with its own BoardScratch.
class HalfBoards {
public:
    // most: the fastest way allowed (the tests compare all three); n itself limits it to search
    // for n = 22, 23 (a quarter table of h = 11 would take 500 MB, its parts 4 GB). path: for
    // the pairing of parts.
    HalfBoards(int n, Build most, Path path)
        : n_(n), h_(n / 2), odd_(n % 2 == 1), path_(path), keys_(n) {
        build_ = h_ < 1 || h_ > kMaxQuarter ? Build::search
                 : h_ > kMaxRoles           ? std::min(most, Build::quarters)
                                            : most;
        if (build_ != Build::search) quarters_ = std::make_unique<QuarterTable>(h_);
        if (build_ == Build::parts)
            for (Side side : {Side::left, Side::right})
                for (Quarter quarter : {Quarter::north, Quarter::south})
                    buildRole(role(side, quarter), side, quarter);
    }

    Build build() const { return build_; }
    const KeyLayout& keys() const { return keys_; }

    // The left half-boards of S (columns 0..h-1, rows S) into out: for even n only those with no
    // long-diagonal queen, for odd n all.
    void left(Rows s, BoardScratch& sc, KeyList& out) const {
        if (quarters_) {
            KeyList* all[3] = {&out, &out, &out};  // only out[0] gets keys here
            fromQuarters(s, Side::left, odd_ ? LongQueens::keep : LongQueens::drop, sc, all);
            return;
        }
        const Mask longDiagonals = odd_ ? 0 : Mask(1) << (n_ - 1);  // closed to the left half
        fromSearch(s, (1u << h_) - 1, longDiagonals, longDiagonals, out);
    }

    // Even n: the right half-boards of S (columns h..n-1, the other rows), those with d
    // long-diagonal queens into out[d]; none with d = 0 for byCountNoneSkip.
    void rightEven(Rows s, LongQueens which, BoardScratch& sc, KeyList* out) const {
        const Rows all = (Rows(1) << n_) - 1;
        if (quarters_) {
            KeyList* by[3] = {&out[0], &out[1], &out[2]};
            fromQuarters(all & ~s, Side::right, which, sc, by);
            return;
        }
        KeyList& any = out[0];
        fromSearch(all & ~s, all & ~((1u << h_) - 1), 0, 0, any);
        Mask* kept = any.buffer.data();  // sort the keys by d: out[0] keeps d = 0
        for (Mask* key = kept; key != any.at; ++key) {
            int d = __builtin_popcountll(*key & keys_.longDiagonals());
            if (d == 0)
                *kept++ = *key;
            else
                out[d].push(*key);
        }
        any.at = which == LongQueens::byCountNoneSkip ? any.buffer.data() : kept;
    }

    // Odd n: the right half-boards of S (columns h..2h, the rows outside S with the middle one)
    // with the middle row's queen at (h, c) and the middle column's at (r, h): for h < c < r into
    // offCentre, and, when wanted, those with the centre queen (c = r = h) into centre.
    enum class Centre { wanted, unwanted };
    void rightOdd(Rows s, Centre centre, BoardScratch& sc, KeyList& offCentre,
                  KeyList& centreOut) const {
        if (quarters_) return rightOddQuarters(s, centre, sc, offCentre, centreOut);
        // By search, the middle row first: its queen at column c; the middle column's queen
        // then lies below row c (h < c < r), or is that same queen (the centre).
        int rows[32];
        std::uint32_t allow[32];
        const std::uint32_t rightCols =
            ((std::uint32_t(1) << n_) - 1) & ~((std::uint32_t(1) << h_) - 1);
        for (int c = h_; c < n_; ++c) {
            if (c == h_ && centre == Centre::unwanted) continue;
            int count = 0;
            for (int r = 0; r < n_; ++r)
                if (!(s >> r & 1) && r != h_) {
                    rows[count] = r;
                    allow[count++] = r > c ? rightCols : rightCols & ~(std::uint32_t(1) << h_);
                }
            KeyList& out = c == h_ ? centreOut : offCentre;
            Walk w{n_, count, rows, allow, &keys_};
            auto emit = [&](Mask key) { out.push(key); };
            std::uint32_t bit = std::uint32_t(1) << c;
            walk(w, bit, (Mask)bit << h_, (Mask)bit << (n_ - 1 - h_), keys_.ofQueen(h_, c), emit);
        }
    }

private:
    RoleTable& role(Side side, Quarter quarter) {
        return roles_[side == Side::right][quarter == Quarter::south];
    }
    const RoleTable& role(Side side, Quarter quarter) const {
        return roles_[side == Side::right][quarter == Quarter::south];
    }

    // The keys of the half-boards on rows `rows` and columns `cols`, by a depth-first search;
    // anti and main: diagonals closed to it.
    void fromSearch(Rows rows, std::uint32_t cols, Mask anti, Mask main, KeyList& out) const {
        int list[32];
        std::uint32_t allow[32];
        int count = 0;
        for (int r = 0; r < n_; ++r)
            if (rows >> r & 1) {
                list[count] = r;
                allow[count++] = cols;
            }
        Walk w{n_, count, list, allow, &keys_};
        auto emit = [&](Mask key) { out.push(key); };
        walk(w, 0, anti, main, 0, emit);
    }

    // The keys of the half-boards on rows `rows` (bit r = row r, none the middle row of an odd
    // n) of one side, from the quarter table: for each set gamma of the side's columns, a north
    // part on gamma and a south part on the other columns, when they share no diagonal. With
    // LongQueens::byCount, a north part with i long-diagonal queens and a south part with j
    // (0 or 1 each: a quarter meets each long diagonal of its half in one of its own diagonals,
    // and holds a queen on at most one of the two) give a key of out[i + j].
    void fromQuarters(Rows rows, Side side, LongQueens which, BoardScratch& sc,
                      KeyList* const* out) const {
        const QuarterTable& q = *quarters_;
        const int south0 = n_ - h_;  // the first south row
        const std::uint32_t full = (std::uint32_t(1) << h_) - 1;
        const std::uint32_t rhoN = rows & full, rhoS = rows >> south0;
        forEachSubsetOfSize(__builtin_popcount(rhoN), h_, [&](std::uint32_t gamma) {
            std::uint32_t gn = rhoN << h_ | gamma, gs = rhoS << h_ | (full & ~gamma);
            PartSpan north, south;
            std::size_t nSplit = 0, sSplit = 0;
            if (build_ == Build::parts) {  // the parts, made in the constructor
                const RoleTable &rn = role(side, Quarter::north), &rs = role(side, Quarter::south);
                north = spanOf(rn.parts, rn.start[gn], rn.start[gn + 1] - rn.start[gn]);
                nSplit = rn.split[gn] - rn.start[gn];
                south = spanOf(rs.parts, rs.start[gs], rs.start[gs + 1] - rs.start[gs]);
                sSplit = rs.split[gs] - rs.start[gs];
            } else {  // the parts, made here: class 0, then class 1 appended
                for (auto& part : sc.north) part.clear();
                for (auto& part : sc.south) part.clear();
                for (std::uint32_t e = q.start[gn]; e < q.start[gn + 1]; ++e) {
                    int cls = 0;
                    Part part = makePart(q.entries[e], side, Quarter::north, which, cls);
                    if (cls >= 0) sc.north[cls].push(part);
                }
                if (sc.north[0].size() + sc.north[1].size() != 0)
                    for (std::uint32_t e = q.start[gs]; e < q.start[gs + 1]; ++e) {
                        int cls = 0;
                        Part part = makePart(q.entries[e], side, Quarter::south, which, cls);
                        if (cls >= 0) sc.south[cls].push(part);
                    }
                nSplit = sc.north[0].size(), sSplit = sc.south[0].size();
                for (PartList* list : {&sc.north[0], &sc.south[0]}) {
                    const PartList& more = list == &sc.north[0] ? sc.north[1] : sc.south[1];
                    list->diag.insert(list->diag.end(), more.diag.begin(), more.diag.end());
                    list->key.insert(list->key.end(), more.key.begin(), more.key.end());
                }
                north = spanOf(sc.north[0], 0, sc.north[0].size());
                south = spanOf(sc.south[0], 0, sc.south[0].size());
            }
            if (north.size == 0 || south.size == 0) return;
            const PartSpan n0 = north.sub(0, nSplit), n1 = north.sub(nSplit, north.size - nSplit);
            const PartSpan s0 = south.sub(0, sSplit), s1 = south.sub(sSplit, south.size - sSplit);
            if (which != LongQueens::byCountNoneSkip) joinParts(n0, s0, *out[0]);
            joinParts(n0, s1, *out[1]);
            joinParts(n1, s0, *out[1]);
            joinParts(n1, s1, *out[2]);
        });
    }

    // A quarter entry as the north or south part of a half-board of one side, and its class: 1
    // if it holds a long-diagonal queen and the keys go by count, -1 if it holds one and they
    // are dropped, else 0.
    Part makePart(QuarterTable::Entry e, Side side, Quarter quarter, LongQueens which,
                  int& cls) const {
        const int south0 = n_ - h_, c0 = side == Side::left ? 0 : h_;
        const bool south = quarter == Quarter::south;
        const Mask longBit = Mask(1) << (n_ - 1);
        Mask anti = Mask(e.anti) << (c0 + (south ? south0 : 0)),
             main = Mask(e.main) << (c0 + n_ - h_ - (south ? south0 : 0));
        bool onLong = ((anti | main) & longBit) != 0;
        bool byCount = which == LongQueens::byCount || which == LongQueens::byCountNoneSkip;
        cls = !onLong ? 0 : which == LongQueens::drop ? -1 : byCount ? 1 : 0;
        Mask key = keys_.ofDiagonals(anti, main);
        return south ? Part{Mask(e.anti << south0) | Mask(e.main) << 32, key}
                     : Part{Mask(e.anti) | Mask(e.main << south0) << 32, key};
    }

    // The part of quarter entry e in a role, as the unit builders want it: the left half drops
    // (even n) or keeps (odd n) long-diagonal queens, the right half of even n sorts by them; the
    // right half of odd n is in its own frame (oddRightPart). cls as in makePart.
    Part rolePart(QuarterTable::Entry e, Side side, Quarter quarter, int& cls) const {
        if (odd_ && side == Side::right) {
            cls = 0;
            return oddRightPart(e, quarter);
        }
        LongQueens which = side == Side::right ? LongQueens::byCount
                           : odd_              ? LongQueens::keep
                                               : LongQueens::drop;
        return makePart(e, side, quarter, which, cls);
    }

    // The parts of every quarter entry in one role, grouped like the table, class 0 first.
    void buildRole(RoleTable& t, Side side, Quarter quarter) const {
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
                    Part part = rolePart(q.entries[e], side, quarter, cls);
                    if (cls == pass) t.parts.push(part);
                }
                if (pass == 0) t.split[g] = (std::uint32_t)t.parts.size();
            }
        }
        t.start[groups] = (std::uint32_t)t.parts.size();
    }

    // Appends the keys of the pairs of parts that share no diagonal.
    void joinParts(PartSpan north, PartSpan south, KeyList& out) const {
        if (north.size == 0 || south.size == 0) return;
        Mask* at = out.grow(north.size * south.size + 8);
#if NQ_HALVES_X86
        if (path_ == Path::avx512) {
            out.at += pairParts512(north, south, at);
            return;
        }
        if (path_ == Path::avx2) {
            out.at += pairParts256(north, south, at);
            return;
        }
#endif
        out.at += pairParts(north, south, at);
    }

    // ---- Odd n's right half ----
    // Its parts lie in columns h+1..2h; the middle column h holds the pre-placed queen (r, h)
    // and the middle row the queen (h, c). All are kept in the board's own diagonal masks,
    // shifted down by h so that every queen of the right half fits in 32 bits of each direction.
    Part oddRightPart(QuarterTable::Entry e, Quarter quarter) const {
        const int r0 = quarter == Quarter::south ? h_ + 1 : 0, c0 = h_ + 1;
        Mask anti = Mask(e.anti) << (r0 + c0), main = Mask(e.main) << (c0 - r0 + n_ - h_);
        return Part{(anti >> h_) | (main >> h_) << 32, keys_.ofDiagonals(anti, main)};
    }
    // One queen of odd n's right half in that frame.
    Mask oddRightDiag(int r, int c) const {
        return (Mask(1) << (r + c - h_)) | (Mask(1) << (c - r + n_ - 1 - h_)) << 32;
    }

    // The parts of group g of a right-half role (made in the constructor, or here) that share no
    // diagonal with `taken`, their diag and key ORed with extra's, into toDiag[] and toKey[] (room
    // for the group's size + 8); returns how many.
    std::size_t filterParts(Quarter quarter, std::uint32_t g, Mask taken, Part extra, Mask* toDiag,
                            Mask* toKey) const {
        const QuarterTable& q = *quarters_;
        const std::size_t size = q.start[g + 1] - q.start[g];
        std::size_t kept = 0;
        if (build_ == Build::parts) {
            const RoleTable& t = role(Side::right, quarter);
            const PartSpan from = spanOf(t.parts, t.start[g], size);
#if NQ_HALVES_X86
            if (path_ == Path::avx512) return filterParts512(from, taken, extra, toDiag, toKey);
            if (path_ == Path::avx2) return filterParts256(from, taken, extra, toDiag, toKey);
#endif
            for (std::size_t e = 0; e < size; ++e) {
                toDiag[kept] = from.diag[e] | extra.diag, toKey[kept] = from.key[e] | extra.key;
                kept += (from.diag[e] & taken) == 0;
            }
            return kept;
        }
        for (std::uint32_t e = q.start[g]; e < q.start[g + 1]; ++e) {
            Part part = oddRightPart(q.entries[e], quarter);
            toDiag[kept] = part.diag | extra.diag, toKey[kept] = part.key | extra.key;
            kept += (part.diag & taken) == 0;
        }
        return kept;
    }
    // The same into a buffer of its own.
    PartSpan filterParts(Quarter quarter, std::uint32_t g, Mask taken, Part extra,
                         PartBuffer& out) const {
        out.reserve(quarters_->start[g + 1] - quarters_->start[g]);
        return out.span(filterParts(quarter, g, taken, extra, out.diag.data(), out.key.data()));
    }

    // The right half-boards of odd n for S, from the quarter table: columns h..2h on the rows
    // outside S and the middle row. The middle row's queen stands at (h, c); for c > h the
    // middle column's queen at (r, h) with r > c, south of the middle; the other queens form a
    // north part (columns gamma) and a south part (columns X, the rest) in columns h+1..2h.
    // A north part carries the queen (h, c), a south part the queen (r, h): each is filtered
    // against its own pre-placed queen, and their pairing tests the rest. A south list depends
    // on (r, X) alone, so it is filtered once and kept for every c that leaves X free.
    void rightOddQuarters(Rows s, Centre centre, BoardScratch& sc, KeyList& offCentre,
                          KeyList& centreOut) const {
        const int h = h_, c0 = h + 1, s0 = h + 1;
        const std::uint32_t full = (std::uint32_t(1) << h) - 1;
        const std::uint32_t rows = ((std::uint32_t(1) << n_) - 1) & ~s & ~(std::uint32_t(1) << h);
        const std::uint32_t rhoN = rows & full, rhoS = rows >> s0;
        const int k = __builtin_popcount(rhoN);
        if (centre == Centre::wanted) rightOddCentre(rhoN, rhoS, sc, centreOut);
        // southAt[(r - s0) << h | X]: where the south list of (r, X) lies in sc.southLists
        if (sc.southAt.size() < ((std::size_t)h << h)) sc.southAt.resize((std::size_t)h << h);
        const std::uint64_t stamp = ++sc.stamp;
        std::size_t used = 0;
        for (int c = c0; c < n_; ++c) {
            const Mask middle = oddRightDiag(h, c), middleKey = keys_.ofQueen(h, c);
            const std::uint32_t avail = full & ~(std::uint32_t(1) << (c - c0));
            forEachSubsetOfSize(k, h, [&](std::uint32_t gamma) {
                if ((gamma & ~avail) != 0) return;
                const PartSpan north = filterParts(Quarter::north, rhoN << h | gamma, middle,
                                                   Part{middle, middleKey}, sc.northKept);
                if (north.size == 0) return;
                const std::uint32_t x = avail & ~gamma;
                for (int r = c + 1; r < n_; ++r) {
                    if (!(rhoS >> (r - s0) & 1)) continue;
                    SouthList& at = sc.southAt[(std::size_t)(r - s0) << h | x];
                    if (at.made != stamp) {  // the south parts on rows rhoS without r, columns x
                        const Mask queen = oddRightDiag(r, h);
                        const std::uint32_t g = (rhoS & ~(std::uint32_t(1) << (r - s0))) << h | x;
                        const std::size_t size = quarters_->start[g + 1] - quarters_->start[g];
                        sc.southLists.reserve(used + size);
                        const std::size_t kept = filterParts(
                            Quarter::south, g, queen, Part{queen, keys_.ofQueen(r, h)},
                            sc.southLists.diag.data() + used, sc.southLists.key.data() + used);
                        at = SouthList{stamp, (std::uint32_t)used, (std::uint32_t)kept};
                        used += kept;
                    }
                    joinParts(north, sc.southLists.span(used).sub(at.first, at.size), offCentre);
                }
            });
        }
    }

    // The centre queen (h, h): north and south parts in columns h+1..2h, each filtered against it.
    void rightOddCentre(std::uint32_t rhoN, std::uint32_t rhoS, BoardScratch& sc,
                        KeyList& out) const {
        const int h = h_;
        const std::uint32_t full = (std::uint32_t(1) << h) - 1;
        const Mask middle = oddRightDiag(h, h), middleKey = keys_.ofQueen(h, h);
        forEachSubsetOfSize(__builtin_popcount(rhoN), h, [&](std::uint32_t gamma) {
            const PartSpan north =
                filterParts(Quarter::north, rhoN << h | gamma, middle, Part{0, 0}, sc.northKept);
            if (north.size == 0) return;
            const PartSpan south = filterParts(Quarter::south, rhoS << h | (full & ~gamma), middle,
                                               Part{0, middleKey}, sc.southKept);
            joinParts(north, south, out);
        });
    }

    int n_, h_;
    bool odd_;
    Path path_;
    KeyLayout keys_;
    Build build_ = Build::search;
    std::unique_ptr<QuarterTable> quarters_;  // n <= 21 with quarters; else searches
    RoleTable roles_[2][2];                   // [left, right][north, south], with Build::parts
};

// One unit's half-boards as both joins take them (engine/halves.hpp, engine/sieve.hpp): the left
// keys, and the right keys in lists, right[l] with weight[l], what a fitting pair with one of its
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
            from.rightOdd(s,
                          w.centre != 0 ? HalfBoards::Centre::wanted : HalfBoards::Centre::unwanted,
                          boards, right[0], right[1]);
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
