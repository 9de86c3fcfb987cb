// Stopping a count part way through a unit. The caller owns a StopFlag and raises it (a signal
// handler may: it is one lock-free atomic); a StopScope makes it the flag that this thread's units
// watch (engine/pool.hpp sets one on each worker); the engines call stopPoint() between blocks of
// a unit's work (a subtree of the search, a block of the join: well under a millisecond to a
// few milliseconds apart), which throws Stopped once the flag is up. A unit cut short so has no
// count at all: what it had found is dropped, never taken for a finished unit's count.
// Without a scope stopPoint() reads one thread-local pointer and goes on.
// Time: O(1) a stopPoint().
// Space: one pointer a thread.
// Tested: tests/engine_test.cpp (
//   "stop: a scope watches its flag on its own thread, then the one before",
//   "stop: a raised flag stops a unit part way in every engine and in the counters of ...",
//   "pool: a unit stopped part way ends its thread quietly, and no thread takes more");
//   tests/nqueens.sh ("Ctrl-C: exit 130, nothing on stdout, how to resume on stderr",
//   "$engine, n = $n, SIG$sig: 'stopping:' at once, ended in $took (2 s promised), exit $rc")
#pragma once

#include <atomic>
#include <exception>

namespace nq {

// A unit that saw its thread's flag raised: unfinished, not counted.
struct Stopped : std::exception {
    const char* what() const noexcept override { return "stopped before the unit was finished"; }
};

class StopFlag {
public:
    void raise() noexcept { raised_.store(true, std::memory_order_relaxed); }
    bool raised() const noexcept { return raised_.load(std::memory_order_relaxed); }

private:
    static_assert(std::atomic<bool>::is_always_lock_free, "a signal handler raises the flag");
    std::atomic<bool> raised_{false};
};

// The flag the units counted on this thread watch, or nullptr.
inline thread_local const StopFlag* watchedStop = nullptr;

// Watches `flag` (nullptr: none) on this thread for the scope's life, then the one before.
class StopScope {
public:
    explicit StopScope(const StopFlag* flag) : before_(watchedStop) { watchedStop = flag; }
    ~StopScope() { watchedStop = before_; }
    StopScope(const StopScope&) = delete;
    StopScope& operator=(const StopScope&) = delete;

private:
    const StopFlag* before_;
};

[[noreturn]] __attribute__((noinline, cold)) inline void throwStopped() { throw Stopped(); }

// Throws Stopped when this thread's watched flag is raised.
inline void stopPoint() {
    const StopFlag* flag = watchedStop;
    if (__builtin_expect(flag != nullptr && flag->raised(), 0)) throwStopped();
}

}  // namespace nq
