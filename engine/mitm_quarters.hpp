// The quarter table of the meet-in-the-middle engines' builders (engine/mitm_boards.hpp): every
// placement of queens in an h x h quarter, so that a half-board is a north and a south part taken
// from it.
// Time: O(the placements of an h x h square, any number of queens) to build: two passes of one
//   search.
// Space: 8 bytes a placement and 4 a (rows, columns) group: 0.2 MB at h = 7, 1.2 MB at h = 8,
//   8.4 MB at h = 9, 65 MB at h = 10, 551 MB at h = 11 (67 million placements); in the kit 1 byte
//   more a placement (the transpose fold's verdicts).
// Tested: through the quarter builders and the fold's verdicts, against the search
//   builder and against boards: tests/halves_test.cpp (
//   "halves: parts made ahead, parts made on use and search agree, n = 1..16",
//   "halves: the largest table, h = 11 (n = 22 and 23), and search agree",
//   "halves: every unit equals the weighted brute force of its boards, n = 1..12",
//   "sieve: with the transpose fold and without, the same sum and the same largest units")
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace nq::halves {

inline constexpr int kMaxQuarter = 11;  // the largest quarter table: h = 11, n = 22 and 23

// ---- The quarter table ----
// All placements of queens in an h x h square (h <= kMaxQuarter), one per used row and used
// column, as local diagonal masks: anti-diagonal r+c and diagonal c-r+h-1 (2h-1 bits each).
// Grouped by (rows, columns): the placements using exactly rows rho and columns gamma are
// entries[start[rho << h | gamma] .. start[(rho << h | gamma) + 1]).
struct QuarterTable {
    struct Entry {
        std::uint32_t anti, main;
    };
    int h = 0;
    std::vector<std::uint32_t> start;
    std::vector<Entry> entries;
#ifndef NQ_ONE_FILE
    // [entry]: verdictOf the placement (bits 0-1) and of it turned upside down (bits 2-3), for
    // even n's transpose fold (engine/mitm_units.hpp): 1 byte a placement, 67 MB at h = 11.
    std::vector<std::uint8_t> verdict;
#endif

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
#ifndef NQ_ONE_FILE
        verdict.resize(sum);
#endif
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
#ifndef NQ_ONE_FILE
            if (pass == Fill::place)
                verdict[at] = verdictOf(gamma, false) | verdictOf(gamma, true) << 2;
#endif
            ++at;
            return;
        }
#ifndef NQ_ONE_FILE
        col_[r] = -1;
#endif
        fill(r + 1, rho, gamma, anti, main, pass);  // row r left empty
        for (int c = 0; c < h; ++c) {
            std::uint32_t a = std::uint32_t(1) << (r + c), m = std::uint32_t(1) << (c - r + h - 1);
            if ((gamma >> c & 1) || (anti & a) || (main & m)) continue;
#ifndef NQ_ONE_FILE
            col_[r] = c, row_[c] = r;
#endif
            fill(r + 1, rho | std::uint32_t(1) << r, gamma | std::uint32_t(1) << c, anti | a,
                 main | m, pass);
        }
    }

#ifndef NQ_ONE_FILE
    // The transpose fold's verdict on the placement being filled, on columns gamma (turned upside
    // down when flip):
    // for the first i whose row and column both hold a queen, not the same one, 2 if the column
    // of row i's queen is less than the row of column i's, else 0 (the two cannot be equal: the
    // queens would share an anti-diagonal); 1 when there is no such i. The transpose swaps the
    // two queens, and so turns 2 into 0.
    std::uint8_t verdictOf(std::uint32_t gamma, bool flip) const {
        for (int i = 0; i < h; ++i) {
            const int c = col_[flip ? h - 1 - i : i];
            if (c < 0 || c == i || (gamma >> i & 1) == 0) continue;
            const int r = flip ? h - 1 - row_[i] : row_[i];
            return c < r ? 2 : 0;
        }
        return 1;
    }

    // while filling: row r's queen's column (-1 for none), column c's queen's row (where the
    // placement's columns gamma have c)
    int col_[kMaxQuarter] = {}, row_[kMaxQuarter] = {};
#endif
};

}  // namespace nq::halves
