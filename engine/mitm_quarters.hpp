// The quarter table of the meet-in-the-middle engines' builders (engine/mitm_boards.hpp): every
// placement of queens in an h x h quarter, so that a half-board is a north and a south part taken
// from it.
// Time: O(the placements of an h x h square, any number of queens) to build: two passes of one
// search. Space: 8 bytes a placement and 4 a (rows, columns) group: 0.2 MB at h = 7, 1.2 MB at
// h = 8, 8.4 MB at h = 9, 65 MB at h = 10, 551 MB at h = 11 (67 million placements).
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

}  // namespace nq::halves
