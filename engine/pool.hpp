// A pool of worker threads for a list of work units: each thread takes the next unit from a shared
// atomic counter, so the list's order (largest expected cost first) is the order they start in and
// the threads finish together; no barrier, no queue, no lock. A stop flag (engine/stop.hpp) ends
// the run part way, within the units in progress.
// Time: the units' own, one atomic increment a unit.
// Space: one thread each, O(1) shared.
// Tested: tests/engine_test.cpp (
//   "pool: each unit runs once, on every number of threads",
//   "pool: a stop flag ends the run after the units already taken",
//   "pool: a unit stopped part way ends its thread quietly, and no thread takes more",
//   "pool: the first exception is rethrown, and the threads take no more units");
//   through stage 6's program: tests/stage6_split_test.cpp (
//   "stage 6: the program prints the same, right output with NQ_THREADS = 1, 2, 3")
#pragma once

#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

#include "engine/stop.hpp"

namespace nq {

// Calls work(i, worker) once for each i in [0, count), on `threads` threads (the calling thread is
// worker 0; fewer run when the system gives no more). Each thread watches stop (StopScope): once
// it is raised, no thread takes a new unit, and a work call that stops part way (throws Stopped
// from a stopPoint) just ends its thread; the caller knows which units were finished. A thread
// also takes no new unit once a work call has thrown anything else; the first such exception is
// rethrown here after every thread has ended. Returns the number of threads that ran.
template <class Work>
int runPool(std::size_t count, int threads, Work&& work, const StopFlag* stop = nullptr) {
    std::atomic<std::size_t> next{0};
    std::atomic<bool> failed{false};
    std::exception_ptr error;
    std::mutex errorLock;
    auto loop = [&](int worker) {
        StopScope watch(stop);
        try {
            for (std::size_t i;
                 !failed.load() && !(stop && stop->raised()) && (i = next.fetch_add(1)) < count;)
                work(i, worker);
        } catch (const Stopped&) {
            // the unit in progress is dropped; the flag is up, so the others take no more
        } catch (...) {
            std::lock_guard<std::mutex> hold(errorLock);
            if (!error) error = std::current_exception();
            failed = true;
        }
    };
    std::vector<std::thread> pool;
    for (int worker = 1; worker < threads; ++worker) {
        try {
            pool.emplace_back(loop, worker);
        } catch (const std::system_error&) {
            break;  // no more threads to be had: the ones running share the work
        }
    }
    loop(0);
    for (std::thread& thread : pool) thread.join();
    if (error) std::rethrow_exception(error);
    return (int)pool.size() + 1;
}

}  // namespace nq
