// Tests of the halves counter (engine/halves.hpp): counts against OEIS A000170, each unit against
// a brute force over whole boards with the symmetry weights applied board by board, the weights
// against the classes of the 8 symmetries, and the paths (portable, AVX2, AVX-512; quarter table
// or search) against each other.
#include <doctest/doctest.h>

#include <cstdint>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "engine/halves.hpp"
#include "lc_checks.hpp"

namespace {

using nq::halves::Build;
using nq::halves::HalvesCounter;
using nq::halves::Path;

// Every solution of n, as board[row] = column, by a plain search written here.
void solve(int n, int row, std::vector<int>& board, std::vector<std::vector<int>>& out) {
    if (row == n) {
        out.push_back(board);
        return;
    }
    for (int c = 0; c < n; ++c) {
        bool free = true;
        for (int r = 0; r < row && free; ++r)
            free = board[r] != c && row - r != c - board[r] && row - r != board[r] - c;
        if (!free) continue;
        board[row] = c;
        solve(n, row + 1, board, out);
    }
}
std::vector<std::vector<int>> solutions(int n) {
    std::vector<std::vector<int>> out;
    std::vector<int> board(n);
    solve(n, 0, board, out);
    return out;
}

std::uint32_t reversed(std::uint32_t s, int n) {
    std::uint32_t r = 0;
    for (int i = 0; i < n; ++i)
        if (s >> i & 1) r |= std::uint32_t(1) << (n - 1 - i);
    return r;
}

// The rules of the header, applied to one whole board: the rows whose queen is on the left
// (columns < n/2) and the weight the counter gives the board (0: counted through an image).
struct Share {
    std::uint32_t left = 0;
    int weight = 0;
};
Share shareOf(const std::vector<int>& p) {
    int n = (int)p.size(), h = n / 2;
    Share share;
    for (int r = 0; r < n; ++r)
        if (p[r] < h) share.left |= std::uint32_t(1) << r;
    std::uint32_t s = share.left, rev = reversed(s, n);
    int flip = s < rev ? 2 : s == rev ? 1 : 0;
    int mirror = 1;  // the first row pair i, n-1-i that S does not split
    for (int i = 0; i < h; ++i)
        if ((s >> i & 1) == (s >> (n - 1 - i) & 1)) {
            mirror = (s >> i & 1) ? 2 : 0;
            break;
        }
    if (n % 2 == 0) {
        int d = 0;
        for (int r = 0; r < n; ++r) {
            bool onLong = p[r] == r || p[r] == n - 1 - r;
            if (onLong && p[r] < h) return share;  // a long diagonal's queen on the left: 0
            d += onLong;
        }
        share.weight = flip * (d == 0 ? mirror : 1 << d);
        return share;
    }
    int c = p[h], r = 0;
    while (p[r] != h) ++r;
    if (c == h)
        share.weight = flip * mirror;  // the centre
    else if (h < c && c < r)
        share.weight = 8;
    return share;
}

// The 8 images of a board under the symmetries of the square.
std::vector<std::vector<int>> images(const std::vector<int>& p) {
    int n = (int)p.size();
    std::vector<std::vector<int>> out;
    std::vector<int> q = p;
    for (int turn = 0; turn < 4; ++turn) {
        std::vector<int> t(n), m(n);
        for (int r = 0; r < n; ++r) t[q[r]] = n - 1 - r;  // a quarter turn: (r, c) -> (c, n-1-r)
        for (int r = 0; r < n; ++r) m[r] = n - 1 - q[r];  // mirrored left-right
        out.push_back(q);
        out.push_back(m);
        q = t;
    }
    return out;
}

nq::UnitCount sumOf(const nq::Counter& counter) {
    nq::UnitCount sum;
    for (std::uint64_t u = 0; u < counter.units(); ++u) nq::addChecked(sum, counter.count(u));
    return sum;
}

std::vector<Path> availablePaths() {
    std::vector<Path> paths;
    for (Path p : {Path::portable, Path::avx2, Path::avx512})
        if (nq::halves::pathAvailable(p)) paths.push_back(p);
    return paths;
}

}  // namespace

TEST_CASE("halves: the sum of the units is A000170, n = 1..16") {
    for (int n = 1; n <= 16; ++n) {
        CAPTURE(n);
        std::unique_ptr<nq::Counter> counter = nq::makeHalvesCounter(n);
        CHECK(sumOf(*counter).solutions == (std::uint64_t)lc_checks::a000170(n));
    }
}

TEST_CASE("halves: n outside 1..23 is refused") {
    for (int n : {-1, 0, nq::kHalvesMaxN + 1, 99})
        CHECK_THROWS_AS(nq::makeHalvesCounter(n), std::invalid_argument);
    CHECK(nq::kHalvesMinN == 1);
    CHECK(nq::kHalvesMaxN >= 23);
}

TEST_CASE("halves: every unit equals the weighted brute force of its boards, n = 1..12") {
    for (int n = 1; n <= 12; ++n) {
        CAPTURE(n);
        std::map<std::uint32_t, std::uint64_t> expected;  // left rows -> weighted boards
        std::uint64_t total = 0;
        for (const std::vector<int>& p : solutions(n)) {
            Share share = shareOf(p);
            expected[share.left] += (std::uint64_t)share.weight;
            total += (std::uint64_t)share.weight;
        }
        CHECK(total == (std::uint64_t)lc_checks::a000170(n));
        for (Build build : {Build::parts, Build::quarters, Build::search}) {
            CAPTURE((int)build);
            std::map<std::uint32_t, std::uint64_t> left = expected;
            HalvesCounter counter(n, nq::halves::bestPath(), build);
            std::set<std::uint32_t> seen;
            for (std::uint64_t u = 0; u < counter.units(); ++u) {
                std::uint32_t s = counter.leftRows(u);
                CAPTURE(s);
                CHECK(seen.insert(s).second);  // no S twice
                CHECK(counter.count(u).solutions == left[s]);
                left.erase(s);
            }
            for (const auto& entry : left) {
                std::uint32_t s = entry.first;
                CAPTURE(s);
                CHECK(entry.second == 0);  // boards of no unit count through their images only
            }
        }
    }
}

TEST_CASE("halves: the weights of each class of the 8 symmetries add up to its size, n <= 12") {
    for (int n = 1; n <= 12; ++n) {
        CAPTURE(n);
        std::set<std::vector<int>> done;
        for (const std::vector<int>& p : solutions(n)) {
            if (done.count(p)) continue;
            std::vector<std::vector<int>> all = images(p);
            std::set<std::vector<int>> cls(all.begin(), all.end());
            int weights = 0;
            for (const std::vector<int>& q : cls) {
                REQUIRE(lc_checks::isPlacement(q));
                weights += shareOf(q).weight;
                done.insert(q);
            }
            CAPTURE(p);
            CHECK(weights == (int)cls.size());
        }
    }
}

TEST_CASE("halves: the portable, AVX2 and AVX-512 paths give the same units, n = 4..15") {
    std::vector<Path> paths = availablePaths();
    MESSAGE("paths on this processor: "
            << paths.size() << ", the best "
            << std::string(nq::halves::pathName(nq::halves::bestPath())));
    for (int n = 4; n <= 15; ++n) {
        CAPTURE(n);
        HalvesCounter portable(n, Path::portable);
        for (Path path : paths) {
            CAPTURE(nq::halves::pathName(path));
            HalvesCounter other(n, path);
            REQUIRE(other.units() == portable.units());
            for (std::uint64_t u = 0; u < portable.units(); ++u) {
                nq::UnitCount a = portable.count(u), b = other.count(u);
                CHECK(a.solutions == b.solutions);
                CHECK(a.placements == b.placements);
            }
        }
    }
}

TEST_CASE("halves: parts made ahead, parts made on use and search agree, n = 1..16") {
    for (int n = 1; n <= 16; ++n) {
        CAPTURE(n);
        HalvesCounter parts(n, nq::halves::bestPath(), Build::parts);
        HalvesCounter quarters(n, Path::portable, Build::quarters);
        HalvesCounter search(n, Path::portable, Build::search);
        CHECK(parts.build() == (n >= 2 ? Build::parts : Build::search));
        CHECK(quarters.build() == (n >= 2 ? Build::quarters : Build::search));
        REQUIRE(quarters.units() == parts.units());
        REQUIRE(search.units() == parts.units());
        for (std::uint64_t u = 0; u < parts.units(); ++u) {
            nq::UnitCount a = parts.count(u), b = quarters.count(u), c = search.count(u);
            CHECK(a.solutions == c.solutions);
            CHECK(b.solutions == c.solutions);
            CHECK(a.placements == c.placements);  // the same number of half-boards
            CHECK(b.placements == c.placements);
        }
    }
}

TEST_CASE("halves: units come largest expected cost first, and threads agree") {
    std::unique_ptr<nq::Counter> counter = nq::makeHalvesCounter(13);
    for (std::uint64_t u = 0; u + 1 < counter->units(); ++u)
        CHECK(counter->cost(u) >= counter->cost(u + 1));
    CHECK(counter->cost(counter->units() - 1) > 0);
    CHECK_THROWS(counter->count(counter->units()));
    // Two threads count every unit at once; each result must equal the one-thread result.
    std::vector<nq::UnitCount> one(counter->units()), a(counter->units()), b(counter->units());
    for (std::uint64_t u = 0; u < counter->units(); ++u) one[u] = counter->count(u);
    auto all = [&](std::vector<nq::UnitCount>& out) {
        for (std::uint64_t u = 0; u < counter->units(); ++u) out[u] = counter->count(u);
    };
    std::thread first(all, std::ref(a)), second(all, std::ref(b));
    first.join();
    second.join();
    for (std::uint64_t u = 0; u < counter->units(); ++u) {
        CHECK(a[u].solutions == one[u].solutions);
        CHECK(b[u].solutions == one[u].solutions);
    }
}
