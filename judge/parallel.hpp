// Tests run N at once (-j N): a pool of workers, each running one test at a time with its program
// pinned to a physical core of its own (cores.hpp; an interactive test takes two, one for the
// submission and one for its validator), the submission's one that no other judge on the machine
// runs a submission on at the time (the core's lease, cores.hpp), in a scratch folder of its own. The session hands it a
// solution's tests in order ahead of judging it (SolutionRuns), and the workers take them in the
// order they came, across solutions; the session then judges and reports each solution's tests
// in order, waiting for each run as it comes to it, so that the report is the one a run with
// -j 1 prints, line for line. A solution that stops at its first failure (session.hpp) starts no
// test once a run of it has failed; the runs of later tests that had started before are waited
// for and not reported. Such a solution has one test running at a time while other solutions have
// tests waiting (its later tests may be waste); the last ones run their tests at once. With one
// lane nothing is run ahead: a part runs when the session takes it, in the session's thread,
// unpinned.
#pragma once
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "cores.hpp"
#include "judging.hpp"

namespace judge {

// How many tests run at once for -j `jobs` (0: the default): one per physical core, at most.
int testLanes(int jobs);

// One part of a solution's runs: the run of one test, or (a LeetCode file) of all its tests in one
// process. Given the part's index and a scratch folder no other run uses at the time.
using RunPart = std::function<BatchRun(std::size_t part, const std::string& scratch)>;

// A solution's runs, handed to the pool ahead of its judging.
class SolutionRuns {
public:
    // parts: how many; batch: one part holds every test's run; cores: cores a part needs (1, or 2
    // for an interactive test); stopsAtFailure: a part that is not AC makes the later ones unwanted.
    SolutionRuns(std::size_t parts, bool batch, int cores, bool stopsAtFailure, RunPart run);
    // Test i's run, once it has ended (waits for it).
    TestRun take(std::size_t test);
    // What a LeetCode file printed itself (waits for its run).
    std::string stdoutText();
    // Judging is over: the parts not started are dropped; returns when the started ones ended.
    void finish();
    std::string runDir;  // the solution's run folder, removed by the session after finish()

private:
    friend class TestPool;
    enum class State { Queued, Running, Done, Dropped };
    // Whether a part not started yet is still wanted (under the pool's lock).
    bool wanted(std::size_t part) const;
    // The part run in `scratch`; a failed part's tests FAIL with why.
    BatchRun runPart(std::size_t part, const std::string& scratch);
    // Its result kept (under the pool's lock).
    void settle(std::size_t part, BatchRun result);
    // One lane: the part runs here and now, the lock released while it runs.
    void runNow(std::size_t part, std::unique_lock<std::mutex>& lock);
    // Waits, under `lock`, until the part has ended or was dropped.
    void await(std::size_t part, std::unique_lock<std::mutex>& lock);
    std::vector<State> states_;
    std::vector<BatchRun> results_;
    std::size_t failedAt_;  // the first part known to have failed (parts_ when none)
    bool batch_, stops_, finished_ = false;
    int cores_;
    RunPart run_;
    bool runsWhenTaken_ = false;  // one lane: a part runs when taken, in scratchNow_
    std::string scratchNow_;
    std::mutex* lock_ = nullptr;  // the pool's
    std::condition_variable* changed_ = nullptr;
};

class TestPool {
public:
    // `lanes` tests at once (at most one per core of `cores`), scratch folders under workDir.
    TestPool(int lanes, std::vector<Core> cores, const std::string& workDir);
    ~TestPool();  // drops what is queued, waits for what runs
    TestPool(const TestPool&) = delete;
    TestPool& operator=(const TestPool&) = delete;
    // Whether tests run ahead (more than one lane).
    bool parallel() const { return !workers_.empty(); }
    // Queues every part of `runs`, after everything queued before; with one lane, each part runs
    // when it is taken (SolutionRuns::take).
    void queue(const std::shared_ptr<SolutionRuns>& runs);

private:
    struct Item {
        std::shared_ptr<SolutionRuns> runs;
        std::size_t part;
    };
    void work(std::size_t lane);
    Item next();
    std::vector<Core> takeCores(int count, std::unique_lock<std::mutex>& lock);
    bool leaseFree(std::size_t want, std::vector<Core>& taken);
    void giveBack(const std::vector<Core>& cores);

    std::mutex lock_;
    std::condition_variable changed_;
    std::deque<Item> queue_;
    std::vector<Core> free_;           // cores no program of this judge holds now
    std::map<int, CoreLease> leases_;  // the cores' leases this judge holds, by first CPU
    std::size_t coreCount_ = 0;
    bool closing_ = false;
    std::string workDir_;
    std::vector<std::thread> workers_;
};

}  // namespace judge
