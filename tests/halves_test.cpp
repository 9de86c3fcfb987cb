// Tests of the meet-in-the-middle counters, stage 7's halves (engine/halves.hpp) and stage 8's
// sieve (engine/sieve.hpp), and of their shared pieces: counts against OEIS A000170, each unit
// against a brute force over whole boards with the symmetry weights applied board by board, the
// weights against the classes of the 8 symmetries, the builders (parts, quarters, search) and
// paths (portable, AVX2, AVX-512) against each other, the sieved join against a plain count of
// pairs, the unit view against the engine, and the subset step (Gosper's hack).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "engine/halves.hpp"
#include "engine/halves_view.hpp"
#include "engine/sieve.hpp"
#include "lc_checks.hpp"

namespace {

using nq::halves::Build;
using nq::halves::HalvesCounter;
using nq::halves::Isa;
using nq::halves::Mask;
using nq::sieve::SieveCounter;

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

// The transpose fold's verdict (engine/mitm_units.hpp) on a whole board of even n with one
// long-diagonal queen, on the right (p: row -> column): the first column i >= h whose queen and
// the queen of row i (main diagonal) or of row n-1-i (anti-diagonal) are not the same and stand
// in the quarter of the long queen decides.
int verdictOf(const std::vector<int>& p, bool main) {
    int n = (int)p.size(), h = n / 2;
    std::vector<int> rowOf(n);
    for (int r = 0; r < n; ++r) rowOf[p[r]] = r;
    for (int i = h; i < n; ++i) {
        int a = p[main ? i : n - 1 - i], b = rowOf[i];  // a column, a row
        bool inQuarter = a >= h && (main ? b >= h : b < h);
        if (!inQuarter || a == i) continue;
        return a < (main ? b : n - 1 - b) ? 2 : 0;
    }
    return 1;
}

// The rules of the header, applied to one whole board: the rows whose queen is on the left
// (columns < n/2) and the weight the counter gives the board (0: counted through an image),
// with or without the transpose fold.
struct Share {
    std::uint32_t left = 0;
    int weight = 0;
};
Share shareOf(const std::vector<int>& p, bool fold) {
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
        bool main = false;
        for (int r = 0; r < n; ++r) {
            bool onLong = p[r] == r || p[r] == n - 1 - r;
            if (onLong && p[r] < h) return share;  // a long diagonal's queen on the left: 0
            d += onLong;
            main = main || p[r] == r;
        }
        share.weight = flip * (d == 0 ? mirror : 1 << d);
        if (d == 1 && fold) share.weight *= verdictOf(p, main);
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

std::vector<Isa> availableIsas() {
    std::vector<Isa> paths;
    for (Isa p : {Isa::portable, Isa::avx2, Isa::avx512})
        if (nq::halves::isaAvailable(p)) paths.push_back(p);
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
        for (bool fold : {false, true}) {
            CAPTURE(fold);
            std::map<std::uint32_t, std::uint64_t> expected;  // left rows -> weighted boards
            std::uint64_t total = 0;
            for (const std::vector<int>& p : solutions(n)) {
                Share share = shareOf(p, fold);
                expected[share.left] += (std::uint64_t)share.weight;
                total += (std::uint64_t)share.weight;
            }
            CHECK(total == (std::uint64_t)lc_checks::a000170(n));
            // the fold needs the quarter table: the search builds without it
            for (Build build : {Build::parts, Build::quarters, Build::search}) {
                CAPTURE((int)build);
                HalvesCounter counter(n, nq::halves::bestIsa(), build, fold);
                if (counter.build() == Build::search && fold) continue;
                CHECK(counter.boards().folded() == (fold && n % 2 == 0));
                std::map<std::uint32_t, std::uint64_t> left = expected;
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
}

TEST_CASE("halves: the weights of each class of the 8 symmetries add up to its size, n <= 12") {
    for (int n = 1; n <= 12; ++n) {
        CAPTURE(n);
        std::set<std::vector<int>> done;
        int verdicts[3] = {0, 0, 0};
        for (const std::vector<int>& p : solutions(n)) {
            if (done.count(p)) continue;
            std::vector<std::vector<int>> all = images(p);
            std::set<std::vector<int>> cls(all.begin(), all.end());
            int weights[2] = {0, 0};
            for (const std::vector<int>& q : cls) {
                REQUIRE(lc_checks::isPlacement(q));
                for (bool fold : {false, true}) weights[fold] += shareOf(q, fold).weight;
                const int weight = shareOf(q, false).weight;  // the boards the fold weighs
                if (n % 2 == 0 && weight != 0) {
                    int d = 0, main = 0;
                    for (int r = 0; r < n; ++r) {
                        d += q[r] == r || q[r] == n - 1 - r;
                        main += q[r] == r;
                    }
                    if (d == 1) verdicts[verdictOf(q, main == 1)] += weight;
                }
                done.insert(q);
            }
            CAPTURE(p);
            CHECK(weights[0] == (int)cls.size());
            CHECK(weights[1] == (int)cls.size());
        }
        if (n == 10 || n == 12) {  // the fold leaves out as many as it counts twice
            CAPTURE(verdicts[0]);
            CAPTURE(verdicts[1]);
            CHECK(verdicts[0] > 0);
            CHECK(verdicts[2] == verdicts[0]);
        }
    }
}

TEST_CASE("halves: the portable, AVX2 and AVX-512 paths give the same units, n = 4..15") {
    std::vector<Isa> paths = availableIsas();
    MESSAGE("paths on this processor: " << paths.size() << ", the best "
                                        << std::string(nq::halves::isaName(nq::halves::bestIsa())));
    for (int n = 4; n <= 15; ++n) {
        CAPTURE(n);
        HalvesCounter portable(n, Isa::portable);
        for (Isa path : paths) {
            CAPTURE(nq::halves::isaName(path));
            HalvesCounter other(n, path);
            REQUIRE(other.units() == portable.units());
            for (std::uint64_t u = 0; u < portable.units(); ++u) {
                nq::UnitCount a = portable.count(u), b = other.count(u);
                CHECK(a.solutions == b.solutions);
                CHECK(a.work == b.work);
            }
        }
    }
}

// With the fold the two quarter builders are compared with each other (search cannot fold).
TEST_CASE("halves: parts made ahead, parts made on use and search agree, n = 1..16") {
    for (int n = 1; n <= 16; ++n)
        for (bool fold : {false, true}) {
            CAPTURE(n);
            CAPTURE(fold);
            HalvesCounter parts(n, nq::halves::bestIsa(), Build::parts, fold);
            HalvesCounter quarters(n, Isa::portable, Build::quarters, fold);
            HalvesCounter search(n, Isa::portable, Build::search);
            CHECK(parts.build() == (n >= 2 ? Build::parts : Build::search));
            CHECK(quarters.build() == (n >= 2 ? Build::quarters : Build::search));
            REQUIRE(quarters.units() == parts.units());
            REQUIRE(search.units() == parts.units());
            for (std::uint64_t u = 0; u < parts.units(); ++u) {
                nq::UnitCount a = parts.count(u), b = quarters.count(u);
                nq::UnitCount c = fold && parts.boards().folded() ? a : search.count(u);
                CHECK(a.solutions == c.solutions);
                CHECK(b.solutions == c.solutions);
                CHECK(a.work == c.work);  // the same number of half-boards
                CHECK(b.work == c.work);
            }
        }
}

// n = 22 and 23: the table of h = 11 (a few seconds to build), its parts made on use; a few units
// from the largest to the smallest, each by both builders and on the best path. n = 23's parts
// reach past their frame's 32 bits (mitm_parts.hpp's Part), and odd n's right half brings the
// pre-placed queens: the units with and without the centre queen both come.
TEST_CASE("halves: the largest table, h = 11 (n = 22 and 23), and search agree") {
    for (int n : {22, 23}) {
        CAPTURE(n);
        CHECK(nq::halves::partsFit(n));
        // the fastest builder n allows, without the fold (search cannot fold)
        SieveCounter quarters(n, nq::halves::bestIsa(), Build::parts, false);
        SieveCounter search(n, nq::halves::bestIsa(), Build::search);
        CHECK(quarters.build() == Build::quarters);
        REQUIRE(quarters.units() == search.units());
        const std::uint64_t units = quarters.units();
        std::uint64_t found = 0;
        for (std::uint64_t u : {std::uint64_t(0), units / 3, units / 2 + 1, units - 1}) {
            CAPTURE(u);
            nq::UnitCount a = quarters.count(u), b = search.count(u);
            CHECK(a.solutions == b.solutions);
            CHECK(a.work == b.work);
            found += a.solutions;
        }
        CHECK(found > 0);  // (the last unit, the cheapest, has none)
    }
}

TEST_CASE("halves: units come by power of two of their cost, largest first, then by S") {
    for (int n : {8, 13, 16}) {
        CAPTURE(n);
        HalvesCounter counter(n, nq::halves::bestIsa());
        std::set<std::string> identities;
        for (std::uint64_t u = 0; u < counter.units(); ++u) {
            CHECK(counter.cost(u) >= 1);
            CHECK(identities.insert(counter.identity(u)).second);
            if (u == 0) continue;
            int a = 63 - __builtin_clzll((std::uint64_t)counter.cost(u - 1)),
                b = 63 - __builtin_clzll((std::uint64_t)counter.cost(u));
            CHECK(a >= b);
            if (a == b) CHECK(counter.leftRows(u - 1) < counter.leftRows(u));
        }
    }
    HalvesCounter eight(8, nq::halves::bestIsa());
    CHECK(eight.units() == 38u);
    CHECK(eight.identity(0).rfind("rows=", 0) == 0);
}

TEST_CASE("halves: a unit's count is the same on two threads at once") {
    std::unique_ptr<nq::Counter> counter = nq::makeHalvesCounter(13);
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

// ---- The pieces ----

TEST_CASE("the same-size subsets: every set of k of `bits` bits, once, in increasing order") {
    for (int bits = 0; bits <= 10; ++bits)
        for (int k = 0; k <= bits; ++k) {
            CAPTURE(bits);
            CAPTURE(k);
            std::vector<std::uint32_t> seen, expected;
            nq::halves::forEachSubsetOfSize(k, bits, [&](std::uint32_t x) { seen.push_back(x); });
            for (std::uint32_t x = 0; x < (1u << bits); ++x)
                if (__builtin_popcount(x) == k) expected.push_back(x);
            CHECK(seen == expected);
        }
}

TEST_CASE("keys: each queen's crossing diagonals, the long ones on top for even n") {
    for (int n = 2; n <= 23; ++n) {
        CAPTURE(n);
        nq::halves::KeyLayout keys(n);
        const int h = n / 2;
        std::set<int> bits;
        for (int b = 0; b < keys.bits(); ++b) {
            nq::halves::Diagonal d = nq::halves::diagonalOf(keys, b);
            CHECK(d.index >= h);  // crosses the cut: h .. n+h-2
            CHECK(d.index <= n + h - 2);
            bits.insert((d.anti ? 0 : 100) + d.index);
        }
        CHECK((int)bits.size() == keys.bits());
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                Mask expected = 0;
                for (int b = 0; b < keys.bits(); ++b) {
                    nq::halves::Diagonal d = nq::halves::diagonalOf(keys, b);
                    if (d.anti ? d.index == r + c : d.index == c - r + n - 1)
                        expected |= Mask(1) << b;
                }
                CHECK(keys.ofQueen(r, c) == expected);
            }
        if (n % 2 == 0) {
            CHECK(keys.longDiagonals() == (keys.ofQueen(0, 0) | keys.ofQueen(0, n - 1)));
            CHECK((keys.longDiagonals() >> (2 * n - 4)) == 3u);
        }
    }
}

TEST_CASE("the view of a unit: the engine's half-boards and keys, its pairs add up to its count") {
    for (int n = 1; n <= 12; ++n)
        for (Build build : {Build::search, Build::parts}) {  // without the fold, with it
            CAPTURE(n);
            CAPTURE((int)build);
            HalvesCounter counter(n, nq::halves::bestIsa(), build, build != Build::search);
            nq::halves::UnitKeys keys;  // the engine's keys and weights, as its joins take them
            for (std::uint64_t u = 0; u < counter.units(); ++u) {
                CAPTURE(u);
                nq::halves::UnitView v = nq::halves::viewUnit(counter, u);
                std::uint64_t sum = 0;
                for (const auto& left : v.left)
                    for (const auto& right : v.right)
                        if ((left.key & right.key) == 0) sum += right.weight;
                CHECK(sum == v.count.solutions);
                // The same keys as the engine's builders.
                std::vector<Mask> mine, engine;
                for (const auto& left : v.left) {
                    CHECK((int)left.queens.size() == n / 2);
                    mine.push_back(left.key);
                }
                keys.build(counter.boards(), n, v.leftRows);
                engine.assign(keys.left.begin(), keys.left.begin() + keys.left.size());
                std::sort(mine.begin(), mine.end());
                std::sort(engine.begin(), engine.end());
                CHECK(mine == engine);
                if (v.left.empty()) continue;  // the engine builds no right half-boards then
                std::map<std::uint64_t, std::vector<Mask>> byWeight, engineByWeight;
                for (const auto& right : v.right) byWeight[right.weight].push_back(right.key);
                for (int l = 0; l < keys.lists; ++l)
                    for (std::size_t i = 0; i < keys.right[l].size(); ++i)
                        engineByWeight[keys.weight[l]].push_back(keys.right[l].begin()[i]);
                for (auto& entry : byWeight) std::sort(entry.second.begin(), entry.second.end());
                for (auto& entry : engineByWeight)
                    std::sort(entry.second.begin(), entry.second.end());
                // (a weight shared by two kinds, e.g. 8 = offCentre = centre, merges them in both)
                CHECK(byWeight == engineByWeight);
            }
        }
}

TEST_CASE("the view of n = 8, S = {0, 1, 4, 5}: docs/stage7.md's worked example") {
    HalvesCounter counter(8, nq::halves::bestIsa());
    bool found = false;
    for (std::uint64_t u = 0; u < counter.units(); ++u) {
        if (counter.leftRows(u) != 0x33) continue;
        found = true;
        nq::halves::UnitView v = nq::halves::viewUnit(counter, u);
        CHECK(v.left.size() == 2);
        CHECK(v.right.size() == 6);
        CHECK(v.count.solutions == 8);
        REQUIRE(v.left.size() == 2);
        std::vector<int> columns;
        for (const auto& q : v.left[0].queens) columns.push_back(q.column);
        CHECK(columns == std::vector<int>{1, 3, 2, 0});  // (0,1) (1,3) (4,2) (5,0)
    }
    CHECK(found);
}

// ---- Stage 8: the sieve ----

namespace {

// The pairs (a, b), a of store lists, b of query lists, with a & b == 0, weighted: plainly.
std::uint64_t plainPairs(const std::vector<std::vector<Mask>>& store,
                         const std::vector<std::uint64_t>& storeWeights,
                         const std::vector<std::vector<Mask>>& queries,
                         const std::vector<std::uint64_t>& queryWeights) {
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < store.size(); ++i)
        for (std::size_t j = 0; j < queries.size(); ++j)
            for (Mask a : store[i])
                for (Mask b : queries[j])
                    if ((a & b) == 0) total += storeWeights[i] * queryWeights[j];
    return total;
}

}  // namespace

TEST_CASE("the chunks: the narrowest width of the fewest chunks, within the rule's tables") {
    using nq::sieve::chunksFor;
    const nq::sieve::ChunkRule wide{16384, 1 << 20}, small{16384, 128 * 1024};
    auto is = [](nq::sieve::Chunks c, int bits, int count) {
        return c.bits == bits && c.count == count;
    };
    CHECK(is(chunksFor(34, 100, wide), 7, 5));             // n = 18: 5 of 7, not 6 of 6
    CHECK(is(chunksFor(36, 100, wide), 8, 5));             // n = 19, a small join
    CHECK(is(chunksFor(36, 20000, wide), 9, 4));           // n = 19, a large one: 128 KB
    CHECK(is(chunksFor(40, 20000, wide), 10, 4));          // n = 21: 256 KB
    CHECK(is(chunksFor(40, 20000, small), 8, 5));          // 256 KB over the rule: 80 KB
    CHECK(is(chunksFor(36, 20000, small), 9, 4));          // 128 KB fits
    CHECK(is(chunksFor(40, 20000, {16384, 1024}), 6, 7));  // nothing wider fits
    CHECK(is(chunksFor(12, 5, wide), 6, 2));
    // the rule of each path: half the L2 cache; the portable path takes wide chunks sooner
    for (Isa path : {Isa::portable, Isa::avx2, Isa::avx512}) {
        CHECK(nq::sieve::chunkRule(path, 512 * 1024).tableBytes == 256 * 1024);
        CHECK(nq::sieve::chunkRule(path, 512 * 1024).manyQueries <= nq::sieve::kManyQueries);
    }
    CHECK(nq::sieve::l2CacheBytes() > 0);
}

// Each path with the cache sizes of common processors (256 KB, 512 KB and 2 MB of L2) and with
// tables of 4 KB at most (6-bit chunks only): the counts, and every chunk width that the path's
// rule allows comes up. The AVX2 path takes its patterns by PEXT in even rounds, by shifts in odd
// ones (as on a processor whose PEXT is slow), whatever this processor is.
TEST_CASE("the sieved join equals a plain count of pairs, every path, key width and sieve size") {
    std::mt19937_64 random(20240607);
    nq::sieve::SieveJoin join;
    std::set<int> sieveBits;
    std::map<std::pair<int, std::size_t>, std::set<int>> chunkBits;  // (path, L2) -> widths
    const std::size_t caches[] = {256 * 1024, 512 * 1024, 2048 * 1024, 8 * 1024};
    for (int round = 0; round < 64; ++round) {
        int width = 1 + (int)(random() % 44);  // keys of up to 44 bits (n = 23)
        std::size_t storeSize = random() % 3 == 0 ? random() % 40 : random() % 2500;
        std::size_t querySize = random() % 3 == 0 ? random() % 40 : random() % 9000;
        if (round % 16 == 15) {  // enough queries for the widest chunks: 9 bits, then 10
            querySize = nq::sieve::kManyQueries + random() % 4000;
            storeSize = 1000 + random() % 1500;  // a few blocks
            width = round % 32 == 15 ? 36 : 40;
        }
        // sparse keys, as half-boards' are: each bit set with a chance of 1/8 to 1/2
        const int sparsity = 1 + (int)(random() % 3);
        auto key = [&] {
            Mask k = 0;
            for (int b = 0; b < width; ++b)
                if (random() % (2 << sparsity) < 2) k |= Mask(1) << b;
            return k;
        };
        std::vector<std::vector<Mask>> store(1 + random() % 3), queries(1 + random() % 3);
        std::vector<std::uint64_t> storeWeights, queryWeights;
        for (auto& list : store) {
            for (std::size_t i = 0; i < storeSize / store.size(); ++i) list.push_back(key());
            storeWeights.push_back(random() % 5);
        }
        for (auto& list : queries) {
            for (std::size_t i = 0; i < querySize / queries.size(); ++i) list.push_back(key());
            queryWeights.push_back(random() % 5);
        }
        std::vector<nq::sieve::KeySpan> s, q;
        for (std::size_t i = 0; i < store.size(); ++i)
            s.push_back({store[i].data(), store[i].size(), storeWeights[i]});
        for (std::size_t i = 0; i < queries.size(); ++i)
            q.push_back({queries[i].data(), queries[i].size(), queryWeights[i]});
        const std::uint64_t expected = plainPairs(store, storeWeights, queries, queryWeights);
        for (Isa path : availableIsas()) {
            // the largest cache every round; one other each, in turn
            for (std::size_t l2 : {caches[2], caches[round % 4]}) {
                CAPTURE(round);
                CAPTURE(nq::halves::isaName(path));
                CAPTURE(width);
                CAPTURE(l2);
                const nq::sieve::ChunkRule rule = nq::sieve::chunkRule(path, l2);
                join.setRule(path, rule);
                join.setFastPext(round % 2 == 0);  // AVX2's patterns by PEXT, then by shifts
                CHECK(join.count(path, s.data(), (int)s.size(), q.data(), (int)q.size()) ==
                      expected);
                CHECK((std::size_t)join.chunks() * (64u << join.chunkBits()) <=
                      std::max<std::size_t>(rule.tableBytes, 8 * 4096));
                sieveBits.insert(join.sieveBits());
                chunkBits[{(int)path, l2}].insert(join.chunkBits());
            }
        }
    }
    CHECK(sieveBits.count(0) == 1);  // no sieve (small stores) and the largest one both ran
    CHECK(sieveBits.count(8) == 1);
    for (Isa path : availableIsas()) {
        CAPTURE(nq::halves::isaName(path));
        CHECK(chunkBits[{(int)path, caches[2]}] == std::set<int>{6, 7, 8, 9, 10});  // 2 MB: all
        CHECK(chunkBits[{(int)path, caches[3]}] == std::set<int>{6});  // 4 KB of tables: 6 bits
    }
}

TEST_CASE("sieve: every unit equals the halves engine's, every builder and path, n = 1..16") {
    for (int n = 1; n <= 16; ++n) {
        CAPTURE(n);
        std::vector<std::pair<Isa, Build>> kinds = {{nq::halves::bestIsa(), Build::parts}};
        if (n <= 14) {
            for (Isa path : availableIsas()) kinds.push_back({path, Build::parts});
            kinds.push_back({Isa::portable, Build::quarters});
            kinds.push_back({Isa::portable, Build::search});
        }
        for (auto [path, build] : kinds) {
            CAPTURE(nq::halves::isaName(path));
            CAPTURE((int)build);
            HalvesCounter halves(n, nq::halves::bestIsa(), build, true);  // stage 8 folds
            SieveCounter sieve(n, path, build), byRows(n, path, build);
            byRows.setRowJoinKeys(0);  // odd n: every unit joined by rows
            REQUIRE(sieve.units() == halves.units());
            CHECK(sieve.folded() == (n % 2 == 0 && sieve.build() != Build::search));
            for (std::uint64_t u = 0; u < sieve.units(); ++u) {
                CHECK(sieve.identity(u) == halves.identity(u));
                nq::UnitCount a = halves.count(u), b = sieve.count(u), c = byRows.count(u);
                CHECK(a.solutions == b.solutions);
                CHECK(a.work == b.work);
                CHECK(a.solutions == c.solutions);
                CHECK(a.work == c.work);
            }
        }
    }
}

// Odd n's join by rows (engine/sieve.hpp, engine/mitm_unit_keys.hpp): the off-centre right keys
// split by the row r of the middle column's queen (r, h), each row joined with the left keys off
// that queen's two diagonals. Board by board: the fitting pairs of row r, counted by hand, are
// the solutions of S whose middle-column queen stands on row r with h < c < r; the keys of row r
// hold that queen's diagonals and no tag; the split keys are those of the search (untagged:
// one list, row 0); and the sieve's count of each unit is the weighted brute force.
TEST_CASE("sieve: odd n's join by rows equals the brute force row by row, n = 1..13") {
    for (int n = 1; n <= 13; n += 2) {
        CAPTURE(n);
        const int h = n / 2;
        // S -> r -> the solutions of weight 8 (h < c < r); S -> the weighted sum
        std::map<std::uint32_t, std::map<int, std::uint64_t>> byRow;
        std::map<std::uint32_t, std::uint64_t> expected;
        for (const std::vector<int>& p : solutions(n)) {
            Share share = shareOf(p, false);
            expected[share.left] += (std::uint64_t)share.weight;
            int r = 0;
            while (p[r] != h) ++r;
            if (share.weight != 0 && p[h] != h) ++byRow[share.left][r];
        }
        for (Build build : {Build::parts, Build::quarters, Build::search}) {
            CAPTURE((int)build);
            HalvesCounter boards(n, Isa::portable, build);
            const nq::halves::KeyLayout& layout = boards.boards().keys();
            nq::halves::UnitKeys keys, plain;
            HalvesCounter search(n, Isa::portable, Build::search);
            std::vector<SieveCounter> sieves;  // every unit joined by rows, and none
            for (Isa path : availableIsas())
                for (std::size_t from : {std::size_t(0), ~std::size_t(0)}) {
                    sieves.emplace_back(n, path, build);
                    sieves.back().setRowJoinKeys(from);
                }
            for (std::uint64_t u = 0; u < boards.units(); ++u) {
                const std::uint32_t s = boards.leftRows(u);
                CAPTURE(s);
                for (const SieveCounter& sieve : sieves)
                    CHECK(sieve.count(u).solutions == expected[s]);
                keys.build(boards.boards(), n, s);
                if (keys.lists == 0) continue;
                const bool tagged = boards.build() != Build::search;
                std::vector<Mask> all;
                for (int r = 0; r < nq::halves::UnitKeys::kRows; ++r) {
                    CAPTURE(r);
                    const std::uint32_t from = keys.rowStart[r], to = keys.rowStart[r + 1];
                    if (from == to) continue;
                    CHECK(tagged == (r != 0));
                    const Mask queen = r == 0 ? 0 : layout.ofQueen(r, h);
                    if (r != 0) CHECK((h + 1 < r && r < n && !(s >> r & 1)));
                    std::uint64_t pairs = 0;
                    for (std::uint32_t i = from; i < to; ++i) {
                        const Mask right = keys.right[0].begin()[i];
                        CHECK((right & queen) == queen);  // the queen (r, h) in every key
                        CHECK((right >> nq::halves::kRowTagShift) == 0);  // no tag left
                        all.push_back(right);
                        for (std::size_t j = 0; j < keys.left.size(); ++j) {
                            const Mask left = keys.left.begin()[j];
                            if ((left & right) == 0) {
                                CHECK((left & queen) == 0);  // the left keys the row keeps
                                ++pairs;
                            }
                        }
                    }
                    if (r != 0) CHECK(pairs == byRow[s][r]);
                }
                CHECK(keys.rowStart[nq::halves::UnitKeys::kRows] == keys.right[0].size());
                plain.build(search.boards(), n, s);  // the same keys, untagged, in one list
                std::vector<Mask> reference(plain.right[0].begin(),
                                            plain.right[0].begin() + plain.right[0].size());
                std::sort(all.begin(), all.end());
                std::sort(reference.begin(), reference.end());
                CHECK(all == reference);
            }
        }
    }
}

// The fold moves counts between units and leaves out right half-boards; the sum stays.
TEST_CASE("sieve: with the transpose fold and without, the same sum and the same largest units") {
    for (int n : {8, 12, 16, 17}) {
        CAPTURE(n);
        SieveCounter folded(n, nq::halves::bestIsa()),
            plain(n, nq::halves::bestIsa(), Build::parts, false);
        CHECK(folded.folded() == (n % 2 == 0));
        CHECK_FALSE(plain.folded());
        CHECK(sumOf(folded).solutions == sumOf(plain).solutions);
        if (n % 2 == 0) {
            CHECK(sumOf(folded).work < sumOf(plain).work);  // fewer right half-boards
            CHECK(folded.identity(0) == plain.identity(0) + " folded");
        } else {
            CHECK(folded.identity(0) == plain.identity(0));
        }
    }
}

TEST_CASE("sieve: n outside 1..23 and a path the processor lacks are refused") {
    for (int n : {0, 24}) CHECK_THROWS_AS(SieveCounter(n, Isa::portable), std::invalid_argument);
    for (Isa path : {Isa::avx2, Isa::avx512})
        if (!nq::halves::isaAvailable(path))
            CHECK_THROWS_AS(SieveCounter(8, path), std::invalid_argument);
}
