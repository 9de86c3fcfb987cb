// nqueens-mpi: `nqueens count` across the ranks of an MPI job (the total, then the unique count).
//   mpirun -np P nqueens-mpi count N [--engine NAME] [--checkpoint FILE] [--json] [--slice K/M]
// Rank 0 hands out the units on demand, largest first, and alone prints and writes the
// checkpoint (the format of `nqueens count`, so either command resumes the other's run); the
// other ranks count. With P = 1, rank 0 counts every unit itself. --slice K/M is nqueens count's
// (cli/options.hpp, cli/resume.hpp): the units u with u % M = K, their part of the count, a
// checkpoint with the whole count's header. --json adds "work": each counting rank's units, its
// seconds in them (wall and CPU) and its idle tail (the last result overall less its last).
// A rank that dies takes the job with it (Open MPI 4 has no recovery): every finished unit is in
// the checkpoint already, so the same command resumes.
#define OMPI_SKIP_MPICXX 1  // the C interface only: the C++ bindings are deprecated
#include <mpi.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/checkpoint.hpp"
#include "cli/options.hpp"
#include "cli/report.hpp"
#include "cli/resume.hpp"
#include "cli/signals.hpp"
#include "engine/census.hpp"
#include "engine/engines.hpp"
#include "engine/stop.hpp"

namespace {

const char* const kHelp =
    "usage: mpirun -np P nqueens-mpi count N [--engine NAME] [--checkpoint FILE] [--json]\n"
    "                                         [--slice K/M]\n"
    "       nqueens-mpi engines\n"
    "       nqueens-mpi --help\n"
    "Rank 0 hands out the units, largest first, the other ranks count them (P = 1: rank 0\n"
    "counts); prints what nqueens count prints (--json: with \"ranks\" for \"threads\", and\n"
    "\"work\": each counting rank's units, busy and CPU seconds, and idle tail), and writes\n"
    "the same checkpoint. --slice K/M: only the units u with u % M = K, as nqueens count's.\n";

// Rank 0 to a worker: a unit to count; stop (no more units: drop what you hold, say bye).
// A worker to rank 0: a result; left (a signal stopped it: stop the others, with that signal's
// number); bye, its last message.
enum Tag { kUnit = 1, kStop = 2, kResult = 3, kLeft = 4, kBye = 5 };
// Units a worker holds: one counting, the others queued, so that it never waits on rank 0 (units
// of the halves engine take well under a millisecond); the last ones queued are the smallest.
constexpr int kInFlight = 32;

using Result = std::array<std::uint64_t, 5>;  // the unit, then solutions, placements, r2, r4
using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}
double threadCpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (double)now.tv_sec + (double)now.tv_nsec * 1e-9;
}

// What one rank counted in this run: its units, the seconds it spent in them (wall, and CPU of
// the thread that counts), and when rank 0 had its last result (seconds from the dispatch's
// start, on rank 0's clock; a worker sends each result as it finishes).
struct RankWork {
    std::uint64_t units = 0;
    double busy = 0, cpu = 0, last = 0;
};

// counter.count(unit), its seconds added to work (a unit cut short by a stop adds nothing).
nq::UnitCount timedCount(const nq::Counter& counter, std::uint64_t unit, RankWork& work) {
    const Clock::time_point wall = Clock::now();
    const double cpu = threadCpuSeconds();
    nq::UnitCount found = counter.count(unit);
    work.busy += secondsSince(wall);
    work.cpu += threadCpuSeconds() - cpu;
    ++work.units;
    return found;
}

// The JSON "work" array: one object a counting rank (rank 0 alone with P = 1); idle_tail: the
// seconds between its last result and the last result of all.
nlohmann::ordered_json workJson(const std::vector<RankWork>& work, int firstRank) {
    double end = 0;
    for (const RankWork& rank : work) end = std::max(end, rank.last);
    auto ms = [](double seconds) { return std::round(seconds * 1000) / 1000; };
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < work.size(); ++i)
        out.push_back({{"rank", firstRank + (int)i},
                       {"units", work[i].units},
                       {"busy_seconds", ms(work[i].busy)},
                       {"cpu_seconds", ms(work[i].cpu)},
                       {"idle_tail_seconds", ms(end - work[i].last)}});
    return out;
}

// The status a stopped rank ends with (after MPI_Finalize): 128 + the signal that stopped the
// job, so that mpirun reports it; a dying rank would read as a crash.
int stoppedStatus(int signal) { return 128 + signal; }

// Rank 0 with workers: hands out todo in order and records the results as they come. A stop (a
// signal here, or kLeft from a worker) sends every worker kStop at once and waits for their
// byes, recording the units they finished before it.
class Dispatcher {
public:
    Dispatcher(int ranks, const std::vector<std::uint64_t>& todo, nq::cli::Checkpoint* checkpoint,
               nq::UnitCount& total)
        : ranks_(ranks), todo_(todo), checkpoint_(checkpoint), total_(total), workers_(ranks) {}

    // What each worker counted (rank 1 first), once run has returned.
    std::vector<RankWork> work() const {
        std::vector<RankWork> out;
        for (int rank = 1; rank < ranks_; ++rank) out.push_back(workers_[rank].work);
        return out;
    }

    // Returns the units recorded and, through signal, the signal that stopped the job (0: none).
    std::uint64_t run(int& signal) {
        for (int round = 0; round < kInFlight; ++round)
            for (int rank = 1; rank < ranks_; ++rank)
                if (!workers_[rank].told) feed(rank);
        for (int byes = 0; byes < ranks_ - 1;) {
            if (!halting_ && nq::cli::StopSignals::flag().raised())
                halt(nq::cli::StopSignals::signal());
            // Poll with a short sleep: a blocking receive would spin a core that a worker needs.
            int ready = 0;
            MPI_Status status;
            MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &ready, &status);
            if (!ready) {
                timespec pause{0, 50 * 1000};
                nanosleep(&pause, nullptr);
                continue;
            }
            byes += receive(status.MPI_SOURCE, status.MPI_TAG);
        }
        signal = signal_;
        return recorded_;
    }

private:
    struct Worker {
        int holding = 0;
        bool told = false;  // sent kStop
        RankWork work;      // units and last from its results, busy and cpu from its bye
    };

    void stop(int rank) {
        if (workers_[rank].told) return;
        MPI_Send(nullptr, 0, MPI_UINT64_T, rank, kStop, MPI_COMM_WORLD);
        workers_[rank].told = true;
    }
    // The rank's next unit, or kStop once it holds none and none is left to hand out.
    void feed(int rank) {
        if (!halting_ && next_ < todo_.size()) {
            std::uint64_t unit = todo_[next_++];
            MPI_Send(&unit, 1, MPI_UINT64_T, rank, kUnit, MPI_COMM_WORLD);
            ++workers_[rank].holding;
        } else if (workers_[rank].holding == 0) {
            stop(rank);
        }
    }
    void halt(int why) {
        if (halting_) return;
        halting_ = true;
        signal_ = why;
        for (int rank = 1; rank < ranks_; ++rank) stop(rank);
    }
    // One message from a worker: a result, a signal it caught, or its bye (returns 1 for a bye).
    int receive(int from, int tag) {
        if (tag == kResult) {
            Result result;
            MPI_Recv(result.data(), 5, MPI_UINT64_T, from, kResult, MPI_COMM_WORLD,
                     MPI_STATUS_IGNORE);
            nq::UnitCount found{result[1], result[2], result[3], result[4]};
            nq::addChecked(total_, found);
            if (checkpoint_) checkpoint_->record(result[0], found);
            ++recorded_;
            ++workers_[from].work.units;
            workers_[from].work.last = secondsSince(started_);
            --workers_[from].holding;
            feed(from);
            return 0;
        }
        if (tag == kLeft) {
            int why = 0;
            MPI_Recv(&why, 1, MPI_INT, from, kLeft, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            halt(why);
            return 0;
        }
        double seconds[2];  // busy, cpu
        MPI_Recv(seconds, 2, MPI_DOUBLE, from, kBye, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        workers_[from].work.busy = seconds[0], workers_[from].work.cpu = seconds[1];
        return 1;
    }

    const int ranks_;
    const std::vector<std::uint64_t>& todo_;
    nq::cli::Checkpoint* const checkpoint_;
    nq::UnitCount& total_;
    std::vector<Worker> workers_;
    const Clock::time_point started_ = Clock::now();
    std::size_t next_ = 0;
    std::uint64_t recorded_ = 0;
    bool halting_ = false;
    int signal_ = 0;
};

// Rank 0 alone: counts todo itself, until done or stopped. Returns the units counted (in work).
std::uint64_t countAlone(const nq::Counter& counter, const std::vector<std::uint64_t>& todo,
                         nq::cli::Checkpoint* checkpoint, nq::UnitCount& total, RankWork& work) {
    const nq::StopFlag& flag = nq::cli::StopSignals::flag();
    nq::StopScope watch(&flag);
    const Clock::time_point started = Clock::now();
    try {
        for (std::uint64_t unit : todo) {
            if (flag.raised()) break;
            nq::UnitCount found = timedCount(counter, unit, work);
            nq::addChecked(total, found);
            if (checkpoint) checkpoint->record(unit, found);
            work.last = secondsSince(started);
        }
    } catch (const nq::Stopped&) {
        // the unit in progress is dropped
    }
    return work.units;
}

// What a worker's two threads share: the units to count, the results to send, and whether the
// counting thread has ended (and how: error holds what it threw).
struct Mailbox {
    std::mutex lock;
    std::condition_variable wake;  // a unit in, a result out, the end
    std::deque<std::uint64_t> units;
    std::vector<Result> results;
    RankWork work;      // the counting thread's, read once it has ended
    bool busy = false;  // a unit is being counted
    bool closed = false, ended = false;
    std::exception_ptr error;
};

// A worker's counting thread: the units of the mailbox, one by one, until it is closed and empty
// or the stop flag is up (the unit in progress is then dropped).
void countUnits(const nq::Counter& counter, Mailbox& box) {
    const nq::StopFlag& flag = nq::cli::StopSignals::flag();
    nq::StopScope watch(&flag);
    try {
        for (;;) {
            std::uint64_t unit;
            {
                std::unique_lock<std::mutex> hold(box.lock);
                box.wake.wait(hold,
                              [&] { return !box.units.empty() || box.closed || flag.raised(); });
                if (flag.raised() || box.units.empty()) break;
                unit = box.units.front();
                box.units.pop_front();
                box.busy = true;
            }
            nq::UnitCount found = timedCount(counter, unit, box.work);
            std::lock_guard<std::mutex> hold(box.lock);
            box.results.push_back({unit, found.solutions, found.work, found.r2, found.r4});
            box.busy = false;
            box.wake.notify_all();
        }
    } catch (const nq::Stopped&) {
        // the unit in progress is dropped
    } catch (...) {
        std::lock_guard<std::mutex> hold(box.lock);
        box.error = std::current_exception();
    }
    std::lock_guard<std::mutex> hold(box.lock);
    box.ended = true;
    box.wake.notify_all();
}

// A worker rank: counts the units rank 0 sends on a thread of its own, while this thread, the
// only one that calls MPI, passes units and results on, until rank 0's kStop (then bye). A
// signal here stops the counting at once and tells rank 0 (kLeft), which stops the others.
// Returns the signal that stopped this rank, or 0.
int work(const nq::Counter& counter) {
    const nq::StopFlag& flag = nq::cli::StopSignals::flag();
    Mailbox box;
    std::thread counting(countUnits, std::cref(counter), std::ref(box));
    bool told = false, left = false;  // rank 0 said kStop; this rank said kLeft
    for (;;) {
        std::vector<Result> results;
        bool ended;
        {
            std::unique_lock<std::mutex> hold(box.lock);
            // Wakes at once for a result (rank 0 answers it with the next unit); else looks for
            // messages every 100 us while idle, every 100 ms while counting (for a stop: every
            // 10 ms cost 2.5% of a worker's CPU time, every 200 ms nothing measurable).
            const auto period = box.units.empty() && !box.busy
                                    ? std::chrono::microseconds(100)
                                    : std::chrono::microseconds(100 * 1000);
            box.wake.wait_for(hold, period, [&] { return !box.results.empty() || box.ended; });
            results.swap(box.results);
            ended = box.ended;
        }
        for (const Result& result : results)
            MPI_Send(result.data(), 5, MPI_UINT64_T, 0, kResult, MPI_COMM_WORLD);
        if (ended && (told || box.error)) break;
        if (flag.raised() && !told && !left) {
            int why = nq::cli::StopSignals::signal();
            MPI_Send(&why, 1, MPI_INT, 0, kLeft, MPI_COMM_WORLD);
            left = true;
            std::lock_guard<std::mutex> hold(box.lock);  // so that the counting thread sees it
            box.wake.notify_all();
        }
        int ready = 0;
        MPI_Status status;
        while (MPI_Iprobe(0, MPI_ANY_TAG, MPI_COMM_WORLD, &ready, &status), ready) {
            std::uint64_t unit = 0;
            MPI_Recv(&unit, 1, MPI_UINT64_T, 0, status.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            std::lock_guard<std::mutex> hold(box.lock);
            if (status.MPI_TAG == kStop) {
                told = true;
                box.closed = true;
                nq::cli::StopSignals::stopWithoutSignal();  // what it still holds is dropped
            } else if (!flag.raised()) {
                box.units.push_back(unit);
            }
            box.wake.notify_all();
        }
    }
    counting.join();
    if (box.error) std::rethrow_exception(box.error);
    double seconds[2] = {box.work.busy, box.work.cpu};
    MPI_Send(seconds, 2, MPI_DOUBLE, 0, kBye, MPI_COMM_WORLD);
    return nq::cli::StopSignals::signal();
}

// Rank 0's part of a count, once the units are known: the dispatch (or the count alone with
// P = 1), then the result or the note of an interrupted run. Returns the exit status.
int lead(const nq::cli::Options& options, const nq::Counter& counter, nq::cli::Start& run,
         int ranks, Clock::time_point started) {
    nq::UnitCount total = run.total;
    nq::cli::Checkpoint* checkpoint = run.checkpoint.get();
    int signal = 0;
    std::vector<RankWork> work(1);
    std::uint64_t counted = 0;
    if (ranks == 1) {
        counted = countAlone(counter, run.todo, checkpoint, total, work[0]);
    } else {
        Dispatcher dispatcher(ranks, run.todo, checkpoint, total);
        counted = dispatcher.run(signal);
        work = dispatcher.work();
    }
    nq::cli::StopSignals::counting(false);
    if (counted < run.todo.size()) {
        nq::cli::printInterrupted(options, run.resumed() + counted, run.units);
        if (run.checkpoint) run.checkpoint->closeUnflushed();  // a flush may take seconds
        return stoppedStatus(signal != 0 ? signal : nq::cli::StopSignals::signal());
    }
    nq::cli::printCount(options, total, "ranks", ranks, run.units, run.resumed(),
                        secondsSince(started), {{"work", workJson(work, ranks == 1 ? 0 : 1)}});
    return 0;
}

// Every rank runs this; returns the exit status.
int count(const nq::cli::Options& options, int rank, int ranks) {
    const Clock::time_point started = Clock::now();
    nq::cli::StopSignals::install(nq::cli::stopLines(
        options, "rank " + std::to_string(rank) + ": "));  // at once until the counting starts
    std::unique_ptr<nq::Counter> counter =
        std::make_unique<nq::Census>(options.n, options.engine->make(options.n));
    nq::cli::Start run;
    int ok = 1;
    if (rank == 0) {
        try {
            run = nq::cli::start(options, *counter);
        } catch (const nq::cli::CheckpointError& error) {
            std::fprintf(stderr, "error: %s\n", error.what());
            ok = 0;
        }
    }
    MPI_Bcast(&ok, 1, MPI_INT, 0, MPI_COMM_WORLD);  // a refused checkpoint stops every rank
    if (!ok) return 1;
    nq::cli::StopSignals::counting(true);
    if (rank != 0) {
        int signal = work(*counter);
        nq::cli::StopSignals::counting(false);
        return signal != 0 ? stoppedStatus(signal) : 0;
    }
    return lead(options, *counter, run, ranks, started);
}

// Parses the arguments; every rank does it alike, and only rank 0 prints. Returns the exit status,
// or -1 when a count is to be run (into options).
int command(const std::vector<std::string>& args, int rank, nq::cli::Options& options) {
    try {
        if (args.empty()) throw nq::cli::UsageError("no command (nqueens-mpi --help lists them)");
        const std::string& verb = args[0];
        if (verb == "--help" || verb == "-h" || verb == "help" || verb == "engines") {
            if (args.size() > 1) throw nq::cli::UsageError(verb + " takes no arguments");
            if (rank == 0 && verb == "engines") nq::cli::printEngines();
            if (rank == 0 && verb != "engines") std::fputs(kHelp, stdout);
            return 0;
        }
        if (verb != "count")
            throw nq::cli::UsageError("unknown command '" + verb +
                                      "' (nqueens-mpi --help lists them)");
        options = nq::cli::parseCount({args.begin() + 1, args.end()},
                                      {"engine", "checkpoint", "json", "slice"});
        return -1;
    } catch (const nq::cli::UsageError& error) {
        if (rank == 0) std::fprintf(stderr, "error: %s\n", error.what());
        return 2;
    }
}

}  // namespace

int main(int argc, char** argv) {
    // The threads Open MPI starts keep SIGINT and SIGTERM blocked, so that the stop handler
    // (cli/signals.hpp) runs in this program's threads only.
    sigset_t stops;
    sigemptyset(&stops);
    sigaddset(&stops, SIGINT);
    sigaddset(&stops, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stops, nullptr);
    int threads = 0;  // a worker counts on a thread of its own; only the main thread calls MPI
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &threads);
    pthread_sigmask(SIG_UNBLOCK, &stops, nullptr);
    int rank = 0, ranks = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    if (threads < MPI_THREAD_FUNNELED) {
        if (rank == 0) std::fprintf(stderr, "error: this MPI has no MPI_THREAD_FUNNELED\n");
        MPI_Finalize();
        return 1;
    }
    nq::cli::Options options;
    int status = command({argv + 1, argv + argc}, rank, options);
    if (status < 0) {
        try {
            status = count(options, rank, ranks);
        } catch (const std::exception& error) {
            std::fprintf(stderr, "error: rank %d: %s\n", rank, error.what());
            MPI_Abort(MPI_COMM_WORLD, 1);  // the other ranks may wait on this one
        }
    }
    MPI_Finalize();
    return status;
}
