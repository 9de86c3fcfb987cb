// Where the half-boards of a unit come from, for both meet-in-the-middle engines (stage 7's
// halves, stage 8's sieve; engine/mitm_units.hpp says what a unit is). A half-board is reduced to
// its key (engine/mitm_keys.hpp); a left and a right half-board of one unit make a solution
// exactly when their keys have no common bit.
//
// Three builders give the same keys (the tests compare them unit by unit):
// - search: a depth-first search over the half's rows and columns (engine/mitm_search.hpp; any n;
//   the tests' reference, and the builder of an n whose quarter table would be too large);
// - quarters: every half-board is a north part (its rows above the middle) and a south part (its
//   rows below) on complementary columns; both come from one table of all placements in an h x h
//   quarter (engine/mitm_quarters.hpp), built once, and are paired when they share no diagonal
//   (engine/mitm_parts.hpp; n <= 23, and n = 22 and 23 this way only: the table of h = 11);
// - parts: the same, with every table entry made ready once for each of its four roles (left or
//   right half, north or south), so that a unit only pairs them (n <= 21: 16 bytes an entry and
//   role, 520 MB at h = 10, a third less time than making them on use at n = 20).
// Odd n's right half also holds the two pre-placed queens of the middle row and column
// (engine/mitm_odd.hpp).
// Time: per unit O(the half-boards built + the part pairs tried), or O(the search's nodes).
// Space: the quarter table and, with parts, 4 x 16 bytes an entry; per thread one unit's parts.
#pragma once

#include <algorithm>
#include <atomic>
#include <cassert>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/cpu.hpp"
#include "engine/mitm_keys.hpp"
#include "engine/mitm_odd.hpp"
#include "engine/mitm_parts.hpp"
#include "engine/mitm_quarters.hpp"
#include "engine/mitm_search.hpp"
#include "engine/mitm_units.hpp"

namespace nq::halves {

inline constexpr int kMaxRoles = 10;  // parts made in advance up to h = 10 (n = 21)

// The parts made on use (Build::quarters: n = 22 and 23, and the tests) are the kit's alone: the
// pasteable programs (make bundle leaves the NQ_ONE_FILE blocks out) count n <= 21 on a judge,
// and build the half-boards of a larger n by search.
#ifndef NQ_ONE_FILE
// Per thread, with parts made on use: the south parts of one side's rows below the middle, one
// group for each set of columns, in fromQuarters' order. Kept while the units share those rows:
// they come sorted so that consecutive ones do (runs of 66 units at n = 22), so that a unit
// mostly makes its north parts only.
struct SouthParts {
    std::uint64_t boards = 0;  // the HalfBoards that made them (its id; 0: none yet)
    Rows rows = 0;             // the rows below the middle, as the table's rows (bit 0 = row n-h)
    RoleTable groups;
};
#endif

// Per thread: the parts a builder makes or filters for one unit.
struct BoardScratch {
#ifndef NQ_ONE_FILE
    RoleTable north;      // made from the table for one set of columns (fromQuarters)
    SouthParts south[2];  // [left, right], kept from unit to unit (fromQuarters)
#endif
    OddScratch odd;  // odd n's right half (engine/mitm_odd.hpp)
};

// How half-boards are built (see the top).
enum class Build { search, quarters, parts };

// The half-boards of n's units. Read-only after construction: any number of threads may build
// at once, each with its own BoardScratch.
class HalfBoards {
public:
    // most: the fastest way allowed (the tests compare all three); n itself limits it to
    // quarters for n = 22 and 23 (the table of h = 11 takes 551 MB, its parts would take
    // 4.3 GB). isa: for the pairing of parts.
    HalfBoards(int n, Build most, Isa isa)
        : n_(n), h_(n / 2), odd_(n % 2 == 1), isa_(isa), keys_(n) {
        assert(partsFit(n));  // the parts' frame (engine/mitm_parts.hpp) holds every clash
        build_ = h_ < 1 || h_ > kMaxQuarter ? Build::search
                 : h_ > kMaxRoles           ? std::min(most, onUse())
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
    void rightOdd(Rows s, Centre centre, BoardScratch& sc, KeyList& offCentre,
                  KeyList& centreOut) const {
        if (quarters_) {
            const bool made = build_ == Build::parts;
            const OddRightHalf half{n_,
                                    isa_,
                                    keys_,
                                    *quarters_,
                                    made ? &role(Side::right, Quarter::north) : nullptr,
                                    made ? &role(Side::right, Quarter::south) : nullptr};
            return half.build(s, centre, sc.odd, offCentre, centreOut);
        }
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
    void fromQuarters(Rows rows, Side side, LongQueens which, [[maybe_unused]] BoardScratch& sc,
                      KeyList* const* out) const {
        const int south0 = n_ - h_;  // the first south row
        const std::uint32_t full = (std::uint32_t(1) << h_) - 1;
        const std::uint32_t rhoN = rows & full, rhoS = rows >> south0;
        const int k = __builtin_popcount(rhoN);
#ifndef NQ_ONE_FILE
        const RoleTable* kept = build_ == Build::parts ? nullptr : &southParts(rhoS, k, side, sc);
        std::uint32_t at = 0;  // gamma's place in the order of the subsets
#endif
        forEachSubsetOfSize(k, h_, [&](std::uint32_t gamma) {
            std::uint32_t gn = rhoN << h_ | gamma, gs = rhoS << h_ | (full & ~gamma);
            PartSpan north, south;
            std::size_t nSplit = 0, sSplit = 0;
            if (build_ == Build::parts) {  // the parts, made in the constructor
                north = role(side, Quarter::north).group(gn, nSplit);
                south = role(side, Quarter::south).group(gs, sSplit);
            } else {  // the north parts made here, the south ones kept
#ifndef NQ_ONE_FILE
                sc.north.clear();
                addGroup(sc.north, gn, side, Quarter::north);
                sc.north.close();
                north = sc.north.group(0, nSplit);
                south = kept->group(at++, sSplit);
#endif
            }
            if (north.size == 0 || south.size == 0) return;
            const PartSpan n0 = north.sub(0, nSplit), n1 = north.sub(nSplit, north.size - nSplit);
            const PartSpan s0 = south.sub(0, sSplit), s1 = south.sub(sSplit, south.size - sSplit);
            if (which != LongQueens::byCountNoneSkip) joinParts(isa_, n0, s0, *out[0]);
            joinParts(isa_, n0, s1, *out[1]);
            joinParts(isa_, n1, s0, *out[1]);
            joinParts(isa_, n1, s1, *out[2]);
        });
    }

    // The builder above h = kMaxRoles: parts made on use, or (the pasteable programs) a search.
    static Build onUse() {
#ifndef NQ_ONE_FILE
        return Build::quarters;
#else
        return Build::search;
#endif
    }

#ifndef NQ_ONE_FILE
    // The south parts of `side`'s rows rhoS (as the table's rows) for the column sets of the k
    // rows above the middle, in fromQuarters' order: sc's, made again when the rows, the side
    // or the HalfBoards changed since the last unit.
    const RoleTable& southParts(std::uint32_t rhoS, int k, Side side, BoardScratch& sc) const {
        // k follows from rhoS (a half holds h rows), so the rows alone name what is kept
        assert(k + __builtin_popcount(rhoS) == h_);
        SouthParts& kept = sc.south[side == Side::right];
        if (kept.boards == id_ && kept.rows == rhoS) return kept.groups;
        kept.boards = id_, kept.rows = rhoS;
        kept.groups.clear();
        const std::uint32_t full = (std::uint32_t(1) << h_) - 1;
        forEachSubsetOfSize(k, h_, [&](std::uint32_t gamma) {
            addGroup(kept.groups, rhoS << h_ | (full & ~gamma), side, Quarter::south);
        });
        kept.groups.close();
        return kept.groups;
    }
#endif

    // Appends to t, as its next group, the parts of table group g in one role: those without a
    // long-diagonal queen, then those with one, each in the table's order. One pass: the first
    // from the front of the group's room, the others from its back (then turned round and moved
    // down over the room of those dropped).
    void addGroup(RoleTable& t, std::uint32_t g, Side side, Quarter quarter) const {
        const QuarterTable& q = *quarters_;
        const std::size_t first = t.parts.size(), end = first + q.start[g + 1] - q.start[g];
        t.start.push_back((std::uint32_t)first);
        t.parts.diag.resize(end), t.parts.key.resize(end);
        Mask *diag = t.parts.diag.data(), *key = t.parts.key.data();
        std::size_t front = first, back = end;  // [first, front) class 0, [back, end) class 1
        for (std::uint32_t e = q.start[g]; e < q.start[g + 1]; ++e) {
            int cls = 0;
            const Part part = rolePart(q.entries[e], side, quarter, cls);
            const std::size_t at = cls == 1 ? back - 1 : front;  // a dropped part: overwritten
            diag[at] = part.diag, key[at] = part.key;
            front += cls == 0, back -= cls == 1;
        }
        std::reverse(diag + back, diag + end), std::reverse(key + back, key + end);
        if (front != back)
            std::copy(diag + back, diag + end, diag + front),
                std::copy(key + back, key + end, key + front);
        t.split.push_back((std::uint32_t)front);
        t.parts.diag.resize(front + (end - back)), t.parts.key.resize(front + (end - back));
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
        // shifted in 32 bits: a field keeps its low 32 bits (Part says why nothing is lost)
        return south ? Part{Mask(e.anti << south0) | Mask(e.main) << 32, key}
                     : Part{Mask(e.anti) | Mask(e.main << south0) << 32, key};
    }

    // The part of quarter entry e in a role, as the unit builders want it: the left half drops
    // (even n) or keeps (odd n) long-diagonal queens, the right half of even n sorts by them; the
    // right half of odd n is in its own frame (oddRightPart). cls as in makePart.
    Part rolePart(QuarterTable::Entry e, Side side, Quarter quarter, int& cls) const {
        if (odd_ && side == Side::right) {
            cls = 0;
            return oddRightPart(keys_, n_, e, quarter);
        }
        LongQueens which = side == Side::right ? LongQueens::byCount
                           : odd_              ? LongQueens::keep
                                               : LongQueens::drop;
        return makePart(e, side, quarter, which, cls);
    }

    // The parts of every quarter entry in one role, grouped like the table (room made for all
    // of them at once: growing by doubling copied them and touched twice the pages).
    void buildRole(RoleTable& t, Side side, Quarter quarter) const {
        t.clear();
        t.parts.reserve(quarters_->entries.size());
        for (std::uint32_t g = 0; g + 1 < quarters_->start.size(); ++g)
            addGroup(t, g, side, quarter);
        t.close();
    }

#ifndef NQ_ONE_FILE
    // A number of its own for each HalfBoards made, never 0: a thread's scratch serves every
    // HalfBoards it builds for, and SouthParts are only valid for the one that made them.
    static std::uint64_t newId() {
        static std::atomic<std::uint64_t> last{0};
        return ++last;
    }

    std::uint64_t id_ = newId();
#endif
    int n_, h_;
    bool odd_;
    Isa isa_;
    KeyLayout keys_;
    Build build_ = Build::search;
    std::unique_ptr<QuarterTable> quarters_;  // n <= 22 with quarters; else searches
    RoleTable roles_[2][2];                   // [left, right][north, south], with Build::parts
};

}  // namespace nq::halves
