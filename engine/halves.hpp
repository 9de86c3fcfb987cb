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
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/engine.hpp"
#include "engine/halves_match.hpp"

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
