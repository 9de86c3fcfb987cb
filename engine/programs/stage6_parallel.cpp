// ACM N-Queens: read n, print the number of solutions, then the lexicographically smallest one as
// "row col" lines (1-based).
// Approach (stage 6): stage 5 split into units, the boards whose first 3 rows hold given queens,
// which worker threads (one per core, or NQ_THREADS) take one by one, largest first, from a
// shared counter.
// Time: O(n!) placements at worst; stage 5's work, divided by the number of cores (the hundreds of
// units keep them busy to the end). Space: stage 5's, once per worker.
// Adds to stage 5: a unit's count is a pure function of (n, unit), so other machines may share
// the work (build/bin/nqueens and nqueens-mpi count the same units); the thread pool is
// engine/pool.hpp.
// Build with -DNQ_PLACEMENTS to print "placements: N" (queens put by the count) on stderr.
// Environment: NQ_THREADS = number of worker threads, an integer from 1 to 1024 (default: the
// number of cores); any other value is an error.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>

#include "engine/acm.hpp"
#include "engine/pool.hpp"
#include "engine/symmetry.hpp"

// The number of worker threads: NQ_THREADS if set (a decimal integer in [1, 1024]), else one per
// core. Returns false on a bad value.
static bool readWorkers(int& workers) {
    const char* text = std::getenv("NQ_THREADS");
    if (text == nullptr) {
        workers = std::max(1, (int)std::thread::hardware_concurrency());
        return true;
    }
    std::string value(text);
    if (value.empty() || value.size() > 4) return false;
    for (char ch : value)
        if (!std::isdigit((unsigned char)ch)) return false;
    workers = std::stoi(value);
    return 1 <= workers && workers <= 1024;
}

int main() {
    int n, workers;
    if (!nq::acm::readSize(n, nq::symmetry::kMaxN)) return 1;
    if (!readWorkers(workers)) {
        std::fprintf(stderr, "error: NQ_THREADS must be an integer from 1 to 1024\n");
        return 1;
    }
    nq::symmetry::SymmetryCounter counter(n);
    nq::UnitCount total{0, nq::symmetry::prefixPlacements(n)};
    std::mutex totalLock;
    nq::runPool(counter.units(), workers, [&](std::size_t unit, int) {
        nq::UnitCount found = counter.count(unit);
        std::lock_guard<std::mutex> hold(totalLock);
        nq::addChecked(total, found);
    });
    nq::acm::printAnswer(n, total.solutions);
#ifdef NQ_PLACEMENTS
    std::fprintf(stderr, "placements: %llu\n", (unsigned long long)total.work);
#endif
    return 0;
}
