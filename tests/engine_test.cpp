// Tests of the counting engines (engine/): every engine of the registry against OEIS A000170, the
// symmetry engine's units (their sum, their order, their independence, its two search parts),
// the counters of symmetric boards (R2, R4) against a brute force, the census and the unique
// count against OEIS A002562, the thread pool, and a unit stopped part way (engine/stop.hpp).
// Built also under ThreadSanitizer (make test), with NQ_QUICK: smaller n.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "engine/census.hpp"
#include "engine/engines.hpp"
#include "engine/pool.hpp"
#include "engine/stop.hpp"
#include "engine/symmetry.hpp"
#include "engine/turns.hpp"
#include "lc_checks.hpp"
#include "oeis.hpp"
#include "testdata/tools/a000170.hpp"

namespace {

#ifdef NQ_QUICK
constexpr int kMaxN = 11;  // under ThreadSanitizer, which is 5 to 15 times slower
#else
constexpr int kMaxN = 15;
#endif

// All units of counter, on `threads` threads through the pool.
nq::UnitCount countAll(const nq::Counter& counter, int threads) {
    nq::UnitCount total;
    std::mutex lock;
    nq::runPool(counter.units(), threads, [&](std::size_t unit, int) {
        nq::UnitCount found = counter.count(unit);
        std::lock_guard<std::mutex> hold(lock);
        nq::addChecked(total, found);
    });
    return total;
}

TEST_CASE("engines: every engine counts A000170 for its n up to 15, on 1 and 2 threads") {
    for (const nq::Engine& engine : nq::engines())
        for (int n = std::max(1, engine.minN); n <= std::min(kMaxN, engine.maxN); ++n)
            for (int threads : {1, 2}) {
                CAPTURE(engine.name);
                CAPTURE(n);
                CAPTURE(threads);
                CHECK(countAll(*engine.make(n), threads).solutions == kA000170[n]);
            }
}

TEST_CASE("turns: R2 and R4 are the solutions a half turn and a quarter turn leave unchanged") {
    for (int n = 1; n <= 9; ++n) {  // every permutation: 9! = 362880
        CAPTURE(n);
        std::uint64_t half = 0, quarter = 0;
        for (const std::vector<int>& q : lc_checks::bruteForce(n)) {
            bool h = true, t = true;  // q[r] = c: half turn (n-1-r, n-1-c); quarter (c, n-1-r)
            for (int r = 0; r < n; ++r) {
                h = h && q[n - 1 - r] == n - 1 - q[r];
                t = t && q[q[r]] == n - 1 - r;
            }
            half += h, quarter += t;
        }
        nq::UnitCount r2, r4;
        nq::turns::TurnCounter halfTurns(n, nq::turns::Turn::half),
            quarterTurns(n, nq::turns::Turn::quarter);
        for (std::uint64_t u = 0; u < halfTurns.units(); ++u)
            nq::addChecked(r2, halfTurns.count(u));
        for (std::uint64_t u = 0; u < quarterTurns.units(); ++u)
            nq::addChecked(r4, quarterTurns.count(u));
        CHECK(r2.r2 == half);
        CHECK(r4.r4 == quarter);
        CHECK(r2.solutions == 0);
        CHECK(r2.r4 == 0);
        CHECK(r4.r2 == 0);
        CHECK(halfTurns.identity(0) == "half-turn:col=0");
    }
    CHECK_THROWS_AS(nq::turns::TurnCounter(0, nq::turns::Turn::half), std::out_of_range);
    CHECK_THROWS_AS(nq::turns::TurnCounter(8, nq::turns::Turn::half).count(8), std::out_of_range);
}

TEST_CASE("census: the unique count is A002562, through every engine, n up to 14") {
    for (const nq::Engine& engine : nq::engines())
        for (int n = std::max(1, engine.minN); n <= std::min(kMaxN - 1, engine.maxN); ++n) {
            CAPTURE(engine.name);
            CAPTURE(n);
            nq::Census census(n, engine.make(n));
            nq::UnitCount total = countAll(census, 2);
            CHECK(total.solutions == kA000170[n]);
            CHECK(nq::uniqueCount(n, total) == kA002562[n]);
            CHECK(census.units() == engine.make(n)->units() + 2 * (std::uint64_t)n);
            CHECK(census.identity(census.units() - 1) ==
                  "quarter-turn:col=" + std::to_string(n - 1));
        }
}

TEST_CASE("census: a total that breaks Burnside's identity is an error, not a unique count") {
    nq::UnitCount eight{92, 0, 4, 0};
    CHECK(nq::uniqueCount(8, eight) == 12);
    nq::UnitCount wrong{92, 0, 5, 0};
    CHECK_THROWS_AS(nq::uniqueCount(8, wrong), std::logic_error);
    CHECK(nq::uniqueCount(1, nq::UnitCount{1, 0, 1, 1}) == 1);  // n = 1: the mirrors fix it too
    nq::Census census(8, nq::makeSymmetryCounter(8));
    CHECK_THROWS_AS(census.count(census.units()), std::out_of_range);
}

TEST_CASE("engines: the registry's names are distinct, and each n has a default that counts it") {
    std::set<std::string> names;
    for (const nq::Engine& engine : nq::engines()) {
        CHECK(names.insert(engine.name).second);
        CHECK(std::string(engine.description).size() > 10);
        CHECK(nq::findEngine(engine.name) == &engine);
        CHECK(engine.minN <= engine.maxN);
    }
    CHECK(nq::findEngine("symmetry") != nullptr);
    CHECK(nq::findEngine("no such engine") == nullptr);
    CHECK(std::string(nq::engines()[0].name) == "sieve");  // the fastest, the default
    CHECK(std::string(nq::defaultEngine(20)->name) == "sieve");
    for (int n = 1; n <= 32; ++n) {
        CAPTURE(n);
        const nq::Engine* engine = nq::defaultEngine(n);
        REQUIRE(engine != nullptr);
        CHECK(engine->counts(n));
    }
    CHECK(nq::defaultEngine(0) == nullptr);
    CHECK(nq::defaultEngine(33) == nullptr);
}

TEST_CASE(
    "symmetry: the units add up to A000170 for n = 1..12, whichever depth the search "
    "switches to level by level at") {
    for (int n = 1; n <= 12; ++n) {
        std::uint64_t placements = 0;
        for (int levelRows : {1, 2, 3, 5, 8, 11, 12}) {
            CAPTURE(n);
            CAPTURE(levelRows);
            nq::symmetry::SymmetryCounter counter(n, levelRows);
            nq::UnitCount total;
            for (std::uint64_t unit = 0; unit < counter.units(); ++unit)
                nq::addChecked(total, counter.count(unit));
            CHECK(total.solutions == kA000170[n]);
            // The two parts put down the same queens: depth-first or level by level.
            if (levelRows == 1) placements = total.work;
            CHECK(total.work == placements);
        }
    }
}

TEST_CASE(
    "symmetry: the units and the queens above them make the placements of the whole "
    "search, case by case") {
    for (int n = 1; n <= 12; ++n) {
        CAPTURE(n);
        nq::symmetry::SymmetryCounter counter(n);
        std::uint64_t split = nq::symmetry::prefixPlacements(n);
        for (std::uint64_t unit = 0; unit < counter.units(); ++unit)
            split += counter.count(unit).work;
        // The same search, a case (its first one or two rows) at a time, not cut into units.
        std::uint64_t whole = n == 1 ? 1 : 0, solutions = n == 1 ? 1 : 0;
        nq::symmetry::Search search(n, nq::symmetry::kLevelRows);
        auto add = [&](const std::vector<int>& start) {
            nq::UnitCount found = search.countStartingWith(start);
            whole += start.size() + found.work;
            solutions += found.solutions;
        };
        for (int second = 2; second <= n - 2; ++second) add({0, second});
        for (int edge = 1; edge < n - 1 - edge; ++edge) add({edge});
        CHECK(solutions == kA000170[n]);
        CHECK(split == whole);
    }
}

TEST_CASE("symmetry: units are listed largest expected cost first, each a distinct start") {
    for (int n = 4; n <= 14; ++n) {
        CAPTURE(n);
        nq::symmetry::SymmetryCounter counter(n);
        REQUIRE(counter.units() >= 1);
        std::set<std::vector<int>> starts;
        for (std::uint64_t unit = 0; unit < counter.units(); ++unit) {
            CHECK(counter.cost(unit) > 0);
            if (unit > 0) CHECK(counter.cost(unit) <= counter.cost(unit - 1));
            CHECK(starts.insert(counter.start(unit)).second);
            CHECK(counter.start(unit).size() == 3u);
        }
        if (n >= 10) CHECK(counter.units() >= 100);  // enough to keep the workers busy to the end
    }
    CHECK(nq::symmetry::SymmetryCounter(12).units() == 268u);
    CHECK(nq::symmetry::SymmetryCounter(16).units() == 860u);
    CHECK(nq::symmetry::SymmetryCounter(17).units() == 1031u);
}

TEST_CASE("symmetry: a unit's count depends only on (n, unit)") {
    const int n = 11;
    nq::symmetry::SymmetryCounter counter(n);
    std::vector<nq::UnitCount> forward;
    for (std::uint64_t unit = 0; unit < counter.units(); ++unit)
        forward.push_back(counter.count(unit));
    nq::symmetry::SymmetryCounter other(n);
    for (std::uint64_t unit = counter.units(); unit-- > 0;) {
        CAPTURE(unit);
        nq::UnitCount again = other.count(unit);
        CHECK(again.solutions == forward[unit].solutions);
        CHECK(again.work == forward[unit].work);
    }
}

TEST_CASE("symmetry: n and the unit out of range are refused") {
    CHECK_THROWS_AS(nq::symmetry::SymmetryCounter(0), std::out_of_range);
    CHECK_THROWS_AS(nq::symmetry::SymmetryCounter(33), std::out_of_range);
    CHECK_THROWS_AS(nq::symmetry::SymmetryCounter(8, 0), std::invalid_argument);
    nq::symmetry::SymmetryCounter counter(8);
    CHECK_THROWS_AS(counter.count(counter.units()), std::out_of_range);
    CHECK_THROWS_AS(counter.cost(counter.units()), std::out_of_range);
    CHECK(nq::symmetry::SymmetryCounter(2).units() == 0u);
    CHECK(nq::symmetry::SymmetryCounter(3).units() == 0u);
}

TEST_CASE("addChecked: a sum over 64 bits is an overflow_error") {
    std::uint64_t a = ~std::uint64_t(0) - 1;
    nq::addChecked(a, 1);
    CHECK(a == ~std::uint64_t(0));
    CHECK_THROWS_AS(nq::addChecked(a, 1), std::overflow_error);
}

TEST_CASE("pool: each unit runs once, on every number of threads") {
    for (int threads : {1, 2, 3, 8}) {
        CAPTURE(threads);
        const std::size_t count = 1000;
        std::vector<std::atomic<int>> runs(count);
        std::atomic<int> maxWorker{0};
        int ran = nq::runPool(count, threads, [&](std::size_t i, int worker) {
            runs[i].fetch_add(1);
            int seen = maxWorker.load();
            while (worker > seen && !maxWorker.compare_exchange_weak(seen, worker)) {}
        });
        CHECK(ran == threads);
        CHECK(maxWorker.load() < threads);
        for (std::size_t i = 0; i < count; ++i) CHECK(runs[i].load() == 1);
    }
    CHECK(nq::runPool(0, 4, [](std::size_t, int) { FAIL("no unit to run"); }) == 4);
}

TEST_CASE("pool: a stop flag ends the run after the units already taken") {
    nq::StopFlag stop;
    std::atomic<int> ran{0}, ranWhenStopped{0};
    nq::runPool(
        1000, 2,
        [&](std::size_t, int) {
            const int mine = ran.fetch_add(1) + 1;
            if (mine == 10) {
                stop.raise();
                ranWhenStopped = ran.load();  // the other thread may have gone on until the store
            } else if (mine > 10) {
                // held until the stop is stored: else, while the thread of the tenth is
                // descheduled, the other could run every unit left before it stores it
                while (!stop.raised()) std::this_thread::yield();
            }
        },
        &stop);
    CHECK(ran.load() >= 10);
    CHECK(ran.load() <= 11);  // the tenth, and at most one the other thread took before the store
    // After the store, at most one more unit: the one the other thread took before it saw stop.
    CHECK(ran.load() <= ranWhenStopped.load() + 1);
}

TEST_CASE("pool: a unit stopped part way ends its thread quietly, and no thread takes more") {
    nq::StopFlag stop;
    std::atomic<int> ran{0}, pastTheStop{0};
    nq::runPool(
        1000, 3,
        [&](std::size_t i, int) {
            ran.fetch_add(1);
            if (i == 5) stop.raise();
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
            nq::stopPoint();  // each thread watches the pool's flag
            pastTheStop.fetch_add(1);
        },
        &stop);  // returns: Stopped is not an error
    CHECK(ran.load() >= 6);
    CHECK(ran.load() < 100);  // the others stop within a unit or two: 1 ms each, not 333
    CHECK(pastTheStop.load() < ran.load());  // the unit that raised it, at least, stopped
    CHECK(nq::watchedStop == nullptr);       // the calling thread's scope is over
}

TEST_CASE("stop: a scope watches its flag on its own thread, then the one before") {
    nq::StopFlag down, up;
    up.raise();
    nq::stopPoint();  // no flag watched: goes on
    {
        nq::StopScope outer(&down);
        nq::stopPoint();
        {
            nq::StopScope inner(&up);
            CHECK_THROWS_AS(nq::stopPoint(), nq::Stopped);
            bool seenElsewhere = false;  // another thread watches nothing
            std::thread([&] { seenElsewhere = nq::watchedStop != nullptr; }).join();
            CHECK(!seenElsewhere);
        }
        CHECK(nq::watchedStop == &down);
        nq::stopPoint();
    }
    CHECK(nq::watchedStop == nullptr);
}

// The queens put down, and what was found, equal.
bool same(const nq::UnitCount& a, const nq::UnitCount& b) {
    return a.solutions == b.solutions && a.work == b.work && a.r2 == b.r2 && a.r4 == b.r4;
}

TEST_CASE(
    "stop: a raised flag stops a unit part way in every engine and in the counters of "
    "symmetric boards, and the unit counts the same afterwards") {
    const int n = kMaxN;
    for (const nq::Engine& engine : nq::engines()) {
        CAPTURE(engine.name);
        nq::Census census(n, engine.make(n));
        const std::uint64_t boards = census.units() - 2 * (std::uint64_t)n;
        // The engine's largest unit; row 0's queen in column 1 for R2 and for R4.
        for (std::uint64_t unit : {std::uint64_t(0), boards + 1, boards + n + 1}) {
            CAPTURE(census.identity(unit));
            const nq::UnitCount whole = census.count(unit);
            nq::StopFlag up, down;
            up.raise();
            {
                nq::StopScope watch(&up);
                CHECK_THROWS_AS(census.count(unit), nq::Stopped);
            }
            CHECK(same(census.count(unit), whole));  // raised, but not watched
            {
                nq::StopScope watch(&down);
                CHECK(same(census.count(unit), whole));
            }
        }
    }
}

TEST_CASE("pool: the first exception is rethrown, and the threads take no more units") {
    std::atomic<int> ran{0};
    CHECK_THROWS_AS(nq::runPool(1000, 3,
                                [&](std::size_t i, int) {
                                    ran.fetch_add(1);
                                    if (i == 5) throw std::overflow_error("boom");
                                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                                }),
                    std::overflow_error);
    CHECK(ran.load() < 100);  // the others stop within a unit or two: 1 ms each, not 333
}

}  // namespace
