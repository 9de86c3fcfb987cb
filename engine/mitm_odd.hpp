// Odd n's right half-boards for the meet-in-the-middle engines' quarter builders
// (engine/mitm_boards.hpp). The right half of n = 2h+1 is columns h..2h on the rows outside S and
// the middle row h; it holds the two pre-placed queens: the middle row's at (h, c) and the middle
// column's at (r, h), with h < c < r off the centre, or the one centre queen (h, h)
// (engine/mitm_units.hpp says why). Its other queens form a north part and a south part in
// columns h+1..2h, each filtered against its own pre-placed queen and then paired. In the kit each
// off-centre key is tagged with the row r of its middle-column queen (rowTag), for the sieve's
// join by rows (engine/sieve.hpp).
// Time: per unit O(P + the pairs tried) for the P parts filtered; a south list is filtered once a
//   unit and kept for every c that leaves its columns free, next to those of the same columns and
//   the rows below, so that a north part meets all the lists it pairs with in one pass.
// Space: per thread the filtered parts of one unit (16 bytes each) and 56 bytes for each set of a
//   south list's columns.
// Tested: through the quarter builders at odd n, against the search builder and
//   against boards: tests/halves_test.cpp (
//   "halves: parts made ahead, parts made on use and search agree, n = 1..16",
//   "halves: the largest table, h = 11 (n = 22 and 23), and search agree",
//   "halves: every unit equals the weighted brute force of its boards, n = 1..12",
//   "sieve: odd n's join by rows equals the brute force row by row, n = 1..13");
//   tests/paths.sh ("sieve --path $path: n = 1..18, A000170 and A002562")
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/cpu.hpp"
#include "engine/mitm_keys.hpp"
#include "engine/mitm_parts.hpp"
#include "engine/mitm_quarters.hpp"
#include "engine/mitm_search.hpp"
#include "engine/mitm_units.hpp"

namespace nq::halves {

// Odd n's right-half parts lie in columns h+1..2h and are kept in the board's own diagonal
// masks, shifted down by h, so that the pre-placed queens can be tested against the parts
// directly. Each direction keeps its low 32 bits: the diagonals where two of the right half's
// queens can meet are 0..2h in this frame; those past bit 31 (n = 23: the south parts'
// anti-diagonals 32 and 33, the north parts' diagonals 32 and 33) are one quarter's alone.
inline Part oddRightPart(const KeyLayout& keys, int n, QuarterTable::Entry e, Quarter quarter) {
    const int h = n / 2, r0 = quarter == Quarter::south ? h + 1 : 0, c0 = h + 1;
    Mask anti = Mask(e.anti) << (r0 + c0), main = Mask(e.main) << (c0 - r0 + n - h);
    return Part{(anti >> h & 0xffffffffu) | (main >> h) << 32, keys.ofDiagonals(anti, main)};
}
// One queen of odd n's right half in that frame.
inline Mask oddRightDiag(int n, int r, int c) {
    const int h = n / 2;
    return (Mask(1) << (r + c - h)) | (Mask(1) << (c - r + n - 1 - h)) << 32;
}

#ifndef NQ_ONE_FILE
// The kit's join by rows (engine/mitm_unit_keys.hpp, engine/sieve.hpp): the quarter builders tag
// each off-centre right key of odd n with the row r of its middle-column queen (r, h), in bits
// kRowTagShift and up, above every key bit (at most 44, n = 23). UnitKeys sorts the keys by the
// tag and clears it (byRow), or, for the sieve, leaves them tagged: its join by rows sorts them
// by the tag and clears it, its other joins never read those bits. 0: no tag (the search
// builder's keys).
inline constexpr int kRowTagShift = 56;
inline Mask rowTag(int r) { return Mask(r) << kRowTagShift; }
#endif

// One unit's south lists of columns X, for every r from some row on, one after another: the
// list of (r, X) is [at[r - h - 1], at[r - h]) in OddScratch::southLists, at[h] ends the last.
// made == the unit's stamp (a count of calls) once made, so that nothing needs clearing between
// units.
struct SouthRun {
    std::uint64_t made = 0;
    std::uint32_t at[kMaxQuarter + 1];
};

// Per thread: the parts filtered for one unit.
struct OddScratch {
    PartBuffer northKept, southKept;  // filtered
    PartBuffer southLists;            // the south lists of one unit, one after another
    std::vector<SouthRun> southAt;    // [X]
    std::uint64_t stamp = 0;
};

// Whether a unit's right half-boards with the centre queen are wanted (their weight is not 0).
enum class Centre { wanted, unwanted };

// The right half-boards of odd n from the quarter table, with the right half's parts made ahead
// (the tables of Build::parts) or made here from the table's entries.
struct OddRightHalf {
    int n;
    Isa isa;
    const KeyLayout& keys;
    const QuarterTable& quarters;
    const RoleTable *madeNorth, *madeSouth;  // the right half's parts made ahead, or both null

    // The right half-boards of S: for h < c < r into offCentre, and, when wanted, those with the
    // centre queen into centreOut. A north part (columns gamma) carries the queen (h, c), a south
    // part (columns X, the rest) the queen (r, h), r south of the middle; a south list depends
    // on (r, X) alone.
    void build(Rows s, Centre centre, OddScratch& sc, KeyList& offCentre,
               KeyList& centreOut) const {
        const int h = n / 2, c0 = h + 1, s0 = h + 1;
        const std::uint32_t full = (std::uint32_t(1) << h) - 1;
        const std::uint32_t rows = ((std::uint32_t(1) << n) - 1) & ~s & ~(std::uint32_t(1) << h);
        const std::uint32_t rhoN = rows & full, rhoS = rows >> s0;
        const int k = __builtin_popcount(rhoN);
        if (centre == Centre::wanted) buildCentre(rhoN, rhoS, sc, centreOut);
        if (sc.southAt.size() < ((std::size_t)1 << h)) sc.southAt.resize((std::size_t)1 << h);
        const std::uint64_t stamp = ++sc.stamp;
        std::size_t used = 0;
        for (int c = c0; c < n; ++c) {  // c rises: X's first use has the smallest c of its uses
            const Mask middle = oddRightDiag(n, h, c), middleKey = keys.ofQueen(h, c);
            const std::uint32_t avail = full & ~(std::uint32_t(1) << (c - c0));
            forEachSubsetOfSize(k, h, [&](std::uint32_t gamma) {
                if ((gamma & ~avail) != 0) return;
                const PartSpan north = filter(Quarter::north, rhoN << h | gamma, middle,
                                              Part{middle, middleKey}, sc.northKept);
                if (north.size == 0) return;
                SouthRun& run = sc.southAt[avail & ~gamma];
                if (run.made != stamp) used = makeRun(c, avail & ~gamma, rhoS, stamp, sc, used);
                const std::uint32_t first = run.at[c - h], end = run.at[h];
                joinParts(isa, north, sc.southLists.span(end).sub(first, end - first), offCentre);
            });
        }
    }

    // The south lists of columns x for the rows r > c of rhoS (as the table's rows), at `used` in
    // sc.southLists: the parts on rows rhoS without r, with the queen (r, h); returns the new end.
    std::size_t makeRun(int c, std::uint32_t x, std::uint32_t rhoS, std::uint64_t stamp,
                        OddScratch& sc, std::size_t used) const {
        const int h = n / 2, s0 = h + 1;
        SouthRun& run = sc.southAt[x];
        run.made = stamp;
        for (int r = c + 1; r < n; ++r) {
            run.at[r - s0] = (std::uint32_t)used;
            if (!(rhoS >> (r - s0) & 1)) continue;
            const Mask queen = oddRightDiag(n, r, h);
            const std::uint32_t g = (rhoS & ~(std::uint32_t(1) << (r - s0))) << h | x;
            sc.southLists.reserve(used + quarters.start[g + 1] - quarters.start[g]);
#ifndef NQ_ONE_FILE  // the key tagged with r, for the kit's join by rows (rowTag)
            used += filter(Quarter::south, g, queen, Part{queen, keys.ofQueen(r, h) | rowTag(r)},
                           sc.southLists.diag.data() + used, sc.southLists.key.data() + used);
#else
            used += filter(Quarter::south, g, queen, Part{queen, keys.ofQueen(r, h)},
                           sc.southLists.diag.data() + used, sc.southLists.key.data() + used);
#endif
        }
        run.at[h] = (std::uint32_t)used;
        return used;
    }

    // The centre queen (h, h): north and south parts in columns h+1..2h, each filtered against it.
    void buildCentre(std::uint32_t rhoN, std::uint32_t rhoS, OddScratch& sc, KeyList& out) const {
        const int h = n / 2;
        const std::uint32_t full = (std::uint32_t(1) << h) - 1;
        const Mask middle = oddRightDiag(n, h, h), middleKey = keys.ofQueen(h, h);
        forEachSubsetOfSize(__builtin_popcount(rhoN), h, [&](std::uint32_t gamma) {
            const PartSpan north =
                filter(Quarter::north, rhoN << h | gamma, middle, Part{0, 0}, sc.northKept);
            if (north.size == 0) return;
            const PartSpan south = filter(Quarter::south, rhoS << h | (full & ~gamma), middle,
                                          Part{0, middleKey}, sc.southKept);
            joinParts(isa, north, south, out);
        });
    }

    // The parts of table group g in a quarter that share no diagonal with `taken`, their diag and
    // key ORed with extra's, into toDiag[] and toKey[] (room for the group's size + 8); returns
    // how many.
    std::size_t filter(Quarter quarter, std::uint32_t g, Mask taken, Part extra, Mask* toDiag,
                       Mask* toKey) const {
        const QuarterTable& q = quarters;
        const std::size_t size = q.start[g + 1] - q.start[g];
        std::size_t kept = 0;
        if (madeNorth != nullptr) {
            const RoleTable& t = quarter == Quarter::north ? *madeNorth : *madeSouth;
            const PartSpan from = spanOf(t.parts, t.start[g], size);
#if NQ_X86
            if (isa == Isa::avx512) return filterParts512(from, taken, extra, toDiag, toKey);
            if (isa == Isa::avx2) return filterParts256(from, taken, extra, toDiag, toKey);
#endif
            for (std::size_t e = 0; e < size; ++e) {
                toDiag[kept] = from.diag[e] | extra.diag, toKey[kept] = from.key[e] | extra.key;
                kept += (from.diag[e] & taken) == 0;
            }
            return kept;
        }
        for (std::uint32_t e = q.start[g]; e < q.start[g + 1]; ++e) {
            Part part = oddRightPart(keys, n, q.entries[e], quarter);
            toDiag[kept] = part.diag | extra.diag, toKey[kept] = part.key | extra.key;
            kept += (part.diag & taken) == 0;
        }
        return kept;
    }
    // The same into a buffer of its own.
    PartSpan filter(Quarter quarter, std::uint32_t g, Mask taken, Part extra,
                    PartBuffer& out) const {
        out.reserve(quarters.start[g + 1] - quarters.start[g]);
        return out.span(filter(quarter, g, taken, extra, out.diag.data(), out.key.data()));
    }
};

}  // namespace nq::halves
