// The pool of test runs (parallel.hpp).
#include "parallel.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <exception>

#include "compile.hpp"
#include "runner.hpp"

namespace judge {

namespace {

bool allAccepted(const BatchRun& run) {
    return std::all_of(run.tests.begin(), run.tests.end(),
                       [](const TestRun& t) { return t.outcome.verdict == Verdict::AC; });
}

// A part that could not run: its tests FAIL with the reason (the judge's fault, never the
// solution's).
BatchRun failedPart(std::size_t tests, const std::string& why) {
    BatchRun run;
    run.tests.resize(std::max<std::size_t>(tests, 1));
    for (TestRun& t : run.tests) t.outcome = {Verdict::FAIL, "", why};
    return run;
}

}  // namespace

int testLanes(int jobs) {
    // An interactive test holds two boxes at once: the registry holds them all (box.hpp).
    const int cores = std::min(static_cast<int>(physicalCores().size()), kMaxBoxes / 2);
    return jobs > 0 ? std::min(jobs, cores) : cores;
}

SolutionRuns::SolutionRuns(std::size_t parts, bool batch, int cores, bool stopsAtFailure,
                           RunPart run)
    : states_(parts, State::Queued), results_(parts), failedAt_(parts), batch_(batch),
      stops_(stopsAtFailure), cores_(cores), run_(std::move(run)) {}

bool SolutionRuns::wanted(std::size_t part) const { return !finished_ && part < failedAt_; }

void SolutionRuns::await(std::size_t part, std::unique_lock<std::mutex>& lock) {
    changed_->wait(lock,
                   [&] { return states_[part] == State::Done || states_[part] == State::Dropped; });
}

BatchRun SolutionRuns::runPart(std::size_t part, const std::string& scratch) {
    try {
        return run_(part, scratch);
    } catch (const std::exception& e) {
        return failedPart(batch_ ? 0 : 1, std::string("the run failed: ") + e.what());
    }
}

void SolutionRuns::settle(std::size_t part, BatchRun result) {
    if (stops_ && !allAccepted(result)) failedAt_ = std::min(failedAt_, part);
    results_[part] = std::move(result);
    states_[part] = State::Done;
}

void SolutionRuns::runNow(std::size_t part, std::unique_lock<std::mutex>& lock) {
    states_[part] = State::Running;
    lock.unlock();
    BatchRun result = runPart(part, scratchNow_);
    lock.lock();
    settle(part, std::move(result));
}

TestRun SolutionRuns::take(std::size_t test) {
    const std::size_t part = batch_ ? 0 : test;
    std::unique_lock<std::mutex> lock(*lock_);
    if (runsWhenTaken_ && states_[part] == State::Queued) runNow(part, lock);
    await(part, lock);
    if (states_[part] == State::Dropped)  // never for a test the session comes to
        return failedPart(1, "the run of this test was dropped").tests[0];
    const std::vector<TestRun>& runs = results_[part].tests;
    const std::size_t index = batch_ ? test : 0;
    return index < runs.size() ? runs[index] : failedPart(1, "no run of this test").tests[0];
}

std::string SolutionRuns::stdoutText() {
    std::unique_lock<std::mutex> lock(*lock_);
    await(0, lock);
    return results_[0].stdoutText;
}

void SolutionRuns::finish() {
    std::unique_lock<std::mutex> lock(*lock_);
    finished_ = true;
    changed_->wait(lock, [&] {
        return std::none_of(states_.begin(), states_.end(),
                            [](State s) { return s == State::Running; });
    });
}

TestPool::TestPool(int lanes, std::vector<Core> cores, const std::string& workDir)
    : free_(std::move(cores)), coreCount_(free_.size()), workDir_(workDir) {
    const std::size_t count =
        std::min<std::size_t>(static_cast<std::size_t>(std::max(lanes, 1)), coreCount_);
    if (count < 2) return;
    for (std::size_t lane = 0; lane < count; ++lane)
        workers_.emplace_back([this, lane] { work(lane); });
}

TestPool::~TestPool() {
    {
        const std::lock_guard<std::mutex> lock(lock_);
        closing_ = true;
        for (Item& item : queue_) item.runs->states_[item.part] = SolutionRuns::State::Dropped;
        queue_.clear();
    }
    changed_.notify_all();
    for (std::thread& t : workers_) t.join();
}

void TestPool::queue(const std::shared_ptr<SolutionRuns>& runs) {
    {
        const std::lock_guard<std::mutex> lock(lock_);
        runs->lock_ = &lock_;
        runs->changed_ = &changed_;
        runs->runsWhenTaken_ = !parallel();
        runs->scratchNow_ = workDir_;
        for (std::size_t part = 0; parallel() && part < runs->states_.size(); ++part)
            queue_.push_back({runs, part});
    }
    changed_.notify_all();
}

// `count` free cores (no more than there are), the submission's one no other judge runs a program
// on, waiting for them under `lock` (released while it waits).
std::vector<Core> TestPool::takeCores(int count, std::unique_lock<std::mutex>& lock) {
    const std::size_t want = std::min(static_cast<std::size_t>(std::max(count, 1)), coreCount_);
    std::vector<Core> taken;
    for (;;) {
        changed_.wait(lock, [&] { return free_.size() >= want; });
        if (leaseFree(want, taken)) return taken;
        // Another judge runs programs there: look again soon (a run lasts far longer).
        changed_.wait_for(lock, std::chrono::milliseconds(5));
    }
}

// Takes into `taken` `want` free cores, the first (the submission's) one whose lease can be had
// now, the others (an interactive validator's) without one; false when no lease can be had. One
// lease a run: a judge never holds one while it waits for another, so two judges never wait on
// each other, and a run that needs two cores is not passed over by runs that need one.
bool TestPool::leaseFree(std::size_t want, std::vector<Core>& taken) {
    taken.clear();
    for (std::size_t i = free_.size(); i-- > 0;) {
        CoreLease lease = CoreLease::tryTake(free_[i]);
        if (!lease.held()) continue;
        leases_[free_[i].front()] = std::move(lease);
        taken.push_back(free_[i]);
        free_.erase(free_.begin() + static_cast<std::ptrdiff_t>(i));
        break;
    }
    if (taken.empty()) return false;
    for (std::size_t k = 1; k < want; ++k) {
        taken.push_back(free_.back());
        free_.pop_back();
    }
    return true;
}

// Cores a run held, free again here and for the other judges.
void TestPool::giveBack(const std::vector<Core>& cores) {
    for (const Core& core : cores) leases_.erase(core.front());  // (none for a validator's)
    free_.insert(free_.end(), cores.begin(), cores.end());
}

// The item to start next, taken off the queue: the first one, unless it belongs to a solution
// that stops at its first failure and has a run going already; then the first of another solution,
// if any is queued. (Runs ahead of a failure are waste: a solution's later tests wait while there
// is other work; the order of the report does not depend on this.)
TestPool::Item TestPool::next() {
    auto busy = [](const SolutionRuns& r) {
        return r.stops_ && std::find(r.states_.begin(), r.states_.end(),
                                     SolutionRuns::State::Running) != r.states_.end();
    };
    auto pick =
        std::find_if(queue_.begin(), queue_.end(), [&](const Item& i) { return !busy(*i.runs); });
    if (pick == queue_.end()) pick = queue_.begin();
    const Item item = *pick;
    queue_.erase(pick);
    return item;
}

void TestPool::work(std::size_t lane) {
    const std::string scratch = workDir_ + "/lane-" + std::to_string(lane);
    const bool ready = makeDirs(scratch) && ::chmod(scratch.c_str(), 0711) == 0;
    std::unique_lock<std::mutex> lock(lock_);
    for (;;) {
        changed_.wait(lock, [&] { return closing_ || !queue_.empty(); });
        if (queue_.empty()) return;
        const Item item = next();
        SolutionRuns& r = *item.runs;
        std::vector<Core> cores;
        if (r.wanted(item.part)) cores = takeCores(r.cores_, lock);
        if (!r.wanted(item.part) || closing_) {
            giveBack(cores);
            r.states_[item.part] = SolutionRuns::State::Dropped;
            changed_.notify_all();
            continue;
        }
        r.states_[item.part] = SolutionRuns::State::Running;
        lock.unlock();
        if (ready) {  // the part on its cores
            pinThreadRuns(cores);
            BatchRun result = r.runPart(item.part, scratch);
            pinThreadRuns({});
            const std::lock_guard<std::mutex> done(lock_);
            r.settle(item.part, std::move(result));
        } else {
            const std::lock_guard<std::mutex> done(lock_);
            r.results_[item.part] = failedPart(1, "cannot make the scratch folder " + scratch);
            r.states_[item.part] = SolutionRuns::State::Done;
        }
        lock.lock();
        giveBack(cores);
        changed_.notify_all();
    }
}

}  // namespace judge
