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
// Tested: the builders against each other unit by unit, and against boards:
//   tests/halves_test.cpp (
//   "halves: parts made ahead, parts made on use and search agree, n = 1..16",
//   "halves: the largest table, h = 11 (n = 22 and 23), and search agree",
//   "halves: every unit equals the weighted brute force of its boards, n = 1..12",
//   "sieve: every unit equals the halves engine's, every builder and path, n = 1..16")
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

// The lists of even n's right half-boards (HalfBoards::rightEven): by their long-diagonal queens
// and, with one, the transpose fold's verdict on it (engine/mitm_units.hpp), 2 (kept) or 1 (rest).
enum RightList { kNoLong, kBothLong, kMainKept, kMainRest, kAntiKept, kAntiRest, kRightLists };

// The half-boards of n's units. Read-only after construction: any number of threads may build
// at once, each with its own BoardScratch.
class HalfBoards {
public:
    // most: the fastest way allowed (the tests compare all three); n itself limits it to
    // quarters for n = 22 and 23 (the table of h = 11 takes 551 MB, its parts would take
    // 4.3 GB). isa: for the pairing of parts.
    // fold: even n's transpose fold (engine/mitm_units.hpp), in the kit, where the half-boards
    // come from the quarter table.
    HalfBoards(int n, Build most, Isa isa, bool fold = true)
        : n_(n), h_(n / 2), odd_(n % 2 == 1), isa_(isa), keys_(n) {
        assert(partsFit(n));  // the parts' frame (engine/mitm_parts.hpp) holds every clash
        build_ = h_ < 1 || h_ > kMaxQuarter ? Build::search
                 : h_ > kMaxRoles           ? std::min(most, onUse())
                                            : most;
        if (build_ != Build::search) quarters_ = std::make_unique<QuarterTable>(h_);
#ifndef NQ_ONE_FILE
        fold_ = fold && !odd_ && quarters_ != nullptr;
#else
        (void)fold;
#endif
        if (build_ == Build::parts)
            for (Side side : {Side::left, Side::right})
                for (Quarter quarter : {Quarter::north, Quarter::south})
                    buildRole(role(side, quarter), side, quarter);
    }

    Build build() const { return build_; }
    bool folded() const { return fold_; }
    const KeyLayout& keys() const { return keys_; }

    // The left half-boards of S (columns 0..h-1, rows S) into out: for even n only those with no
    // long-diagonal queen, for odd n all.
    void left(Rows s, BoardScratch& sc, KeyList& out) const {
        if (quarters_) {
            KeyList* all[16] = {&out};  // one class on the left
            fromQuarters(s, Side::left, sc, all);
            return;
        }
        const Mask longDiagonals = odd_ ? 0 : Mask(1) << (n_ - 1);  // closed to the left half
        fromSearch(s, (1u << h_) - 1, longDiagonals, longDiagonals, out);
    }

    // Even n: the right half-boards of S (columns h..n-1, the other rows) into out[RightList]:
    // by their long-diagonal queens, and with one by the transpose fold's verdict on it (no
    // verdict: rest; those of verdict 0 are left out); none without one for byCountNoneSkip.
    void rightEven(Rows s, LongQueens which, BoardScratch& sc, KeyList* out) const {
        const Rows all = (Rows(1) << n_) - 1;
        if (quarters_) {
            // a north part's long-diagonal queen is on the anti-diagonal, a south part's on the
            // main one; [4i + j] for a north part of class i and a south one of class j
            KeyList* both = &out[kBothLong];
            KeyList* by[16] = {which == LongQueens::byCountNoneSkip ? nullptr : &out[kNoLong],
                               &out[kMainKept],
                               &out[kMainRest],
                               nullptr,
                               &out[kAntiKept],
                               both,
                               both,
                               both,
                               &out[kAntiRest],
                               both,
                               both,
                               both,
                               nullptr,
                               both,
                               both,
                               both};
            fromQuarters(all & ~s, Side::right, sc, by);
            return;
        }
        KeyList& any = out[kNoLong];
        fromSearch(all & ~s, all & ~((1u << h_) - 1), 0, 0, any);
        Mask* kept = any.buffer.data();  // sort the keys by their long queens: out[0] keeps none
        for (Mask* key = kept; key != any.at; ++key) {
            const Mask onLong = *key & keys_.longDiagonals();
            if (onLong == 0)
                *kept++ = *key;
            else
                out[onLong == keys_.longDiagonals() ? kBothLong
                    : onLong == keys_.antiLong()    ? kAntiRest
                                                    : kMainRest]
                    .push(*key);
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
    // part on gamma and a south part on the other columns, when they share no diagonal. A north
    // part of class i and a south part of class j (partClass) give a key of out[4i + j], none
    // where that is null.
    void fromQuarters(Rows rows, Side side, [[maybe_unused]] BoardScratch& sc,
                      KeyList* const* out) const {
        const int south0 = n_ - h_;  // the first south row
        const std::uint32_t full = (std::uint32_t(1) << h_) - 1;
        const std::uint32_t rhoN = rows & full, rhoS = rows >> south0;
        const int k = __builtin_popcount(rhoN), classes = classesOf(side);
#ifndef NQ_ONE_FILE
        const RoleTable* kept = build_ == Build::parts ? nullptr : &southParts(rhoS, k, side, sc);
        std::uint32_t at = 0;  // gamma's place in the order of the subsets
#endif
        forEachSubsetOfSize(k, h_, [&](std::uint32_t gamma) {
            std::uint32_t gn = rhoN << h_ | gamma, gs = rhoS << h_ | (full & ~gamma);
            PartSpan north, south;
            std::size_t nEnds[3], sEnds[3];
            if (build_ == Build::parts) {  // the parts, made in the constructor
                north = role(side, Quarter::north).group(gn, nEnds);
                south = role(side, Quarter::south).group(gs, sEnds);
            } else {  // the north parts made here, the south ones kept
#ifndef NQ_ONE_FILE
                sc.north.clear();
                addGroup(sc.north, gn, side, Quarter::north);
                sc.north.close();
                north = sc.north.group(0, nEnds);
                south = kept->group(at++, sEnds);
#endif
            }
            if (north.size == 0 || south.size == 0) return;
            for (int i = 0; i < classes; ++i)
                for (int j = 0; j < classes; ++j)
                    if (out[4 * i + j] != nullptr)
                        joinParts(isa_, classOf(north, nEnds, i), classOf(south, sEnds, j),
                                  *out[4 * i + j]);
        });
    }

    // Class c of a group's parts, the classes ending at ends[0..2] and the group's end.
    static PartSpan classOf(PartSpan group, const std::size_t* ends, int c) {
        const std::size_t from = c == 0 ? 0 : ends[c - 1], to = c == 3 ? group.size : ends[c];
        return group.sub(from, to - from);
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

    // Appends to t, as its next group, the parts of table group g in one role, by class
    // (partClass), each class in the table's order: class 0 in place, the others kept aside
    // (per thread) until it ends, in one pass over the entries.
    void addGroup(RoleTable& t, std::uint32_t g, Side side, Quarter quarter) const {
        const QuarterTable& q = *quarters_;
        const std::size_t first = t.parts.size();
        t.start.push_back((std::uint32_t)first);
        t.classes = classesOf(side);
        thread_local PartList aside[RoleTable::kClasses - 1];
        for (PartList& list : aside) list.clear();
        for (std::uint32_t e = q.start[g]; e < q.start[g + 1]; ++e) {
            const int cls = partClass(e, side, quarter);
            if (cls >= 0)
                (cls == 0 ? t.parts : aside[cls - 1]).push(rolePart(q.entries[e], side, quarter));
        }
        if (t.classes == 1) return;
        assert(q.start[g + 1] - q.start[g] < 65536);  // RoleTable's 16-bit offsets
        std::uint64_t cut = 0;
        for (int c = 0; c + 1 < RoleTable::kClasses; ++c) {
            cut |= std::uint64_t(t.parts.size() - first) << (16 * c);
            const PartList& list = aside[c];
            t.parts.diag.insert(t.parts.diag.end(), list.diag.begin(), list.diag.end());
            t.parts.key.insert(t.parts.key.end(), list.key.begin(), list.key.end());
        }
        t.cut.push_back(cut);
    }

    // How many classes a side's parts come in (partClass): four on the right of even n, else one.
    int classesOf(Side side) const {
        return !odd_ && side == Side::right ? RoleTable::kClasses : 1;
    }

    // The class of quarter entry e in a role, -1 for a part left out: the left half of even n
    // leaves out those with a long-diagonal queen (weight 0, see engine/mitm_units.hpp); the right
    // half of even n has class 0 without one, else 3 - the transpose fold's verdict on it (1 with
    // no fold) for the south part's queen on the main diagonal and, on the quarter turned upside
    // down, the north part's on the anti-diagonal. Else 0.
    int partClass(std::uint32_t e, Side side, Quarter quarter) const {
        if (odd_) return 0;
        Mask anti, main;
        boardDiagonals(quarters_->entries[e], side, quarter, anti, main);
        if (((anti | main) >> (n_ - 1) & 1) == 0) return 0;  // no queen on a long diagonal
        if (side == Side::left) return -1;
        int verdict = 1;
#ifndef NQ_ONE_FILE
        if (fold_) verdict = quarters_->verdict[e] >> (quarter == Quarter::south ? 0 : 2) & 3;
#endif
        return 3 - verdict;
    }

    // A quarter entry's diagonals in the board's frame, as the part of one side and quarter.
    void boardDiagonals(QuarterTable::Entry e, Side side, Quarter quarter, Mask& anti,
                        Mask& main) const {
        const int c0 = side == Side::left ? 0 : h_, r0 = quarter == Quarter::south ? n_ - h_ : 0;
        anti = Mask(e.anti) << (c0 + r0), main = Mask(e.main) << (c0 + n_ - h_ - r0);
    }

    // A quarter entry as the north or south part of a half-board of one side; the right half of
    // odd n is in its own frame (oddRightPart).
    Part rolePart(QuarterTable::Entry e, Side side, Quarter quarter) const {
        if (odd_ && side == Side::right) return oddRightPart(keys_, n_, e, quarter);
        Mask anti, main;
        boardDiagonals(e, side, quarter, anti, main);
        const Mask key = keys_.ofDiagonals(anti, main);
        const int south0 = n_ - h_;
        // shifted in 32 bits: a field keeps its low 32 bits (Part says why nothing is lost)
        return quarter == Quarter::south ? Part{Mask(e.anti << south0) | Mask(e.main) << 32, key}
                                         : Part{Mask(e.anti) | Mask(e.main << south0) << 32, key};
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
    bool odd_, fold_ = false;
    Isa isa_;
    KeyLayout keys_;
    Build build_ = Build::search;
    std::unique_ptr<QuarterTable> quarters_;  // n <= 22 with quarters; else searches
    RoleTable roles_[2][2];                   // [left, right][north, south], with Build::parts
};

}  // namespace nq::halves
