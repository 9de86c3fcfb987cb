// nqueens-mpi: `nqueens count` across the ranks of an MPI job (the total, then the unique count).
//   mpirun -np P nqueens-mpi count N [--engine NAME] [--checkpoint FILE] [--json]
// Rank 0 hands out the units on demand, largest first, and alone prints and writes the
// checkpoint (the format of `nqueens count`, so either command resumes the other's run); the
// other ranks count. With P = 1, rank 0 counts every unit itself.
// A rank that dies takes the job with it (Open MPI 4 has no recovery): every finished unit is in
// the checkpoint already, so the same command resumes.
#define OMPI_SKIP_MPICXX 1  // the C interface only: the C++ bindings are deprecated
#include <mpi.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>

#include <array>
#include <chrono>
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
    "       nqueens-mpi engines\n"
    "       nqueens-mpi --help\n"
    "Rank 0 hands out the units, largest first, the other ranks count them (P = 1: rank 0\n"
    "counts); prints what nqueens count prints (--json: with \"ranks\" for \"threads\"), and\n"
    "writes the same checkpoint.\n";

// Rank 0 to a worker: a unit to count; stop (no more units: drop what you hold, say bye).
// A worker to rank 0: a result; left (a signal stopped it: stop the others, with that signal's
// number); bye, its last message.
enum Tag { kUnit = 1, kStop = 2, kResult = 3, kLeft = 4, kBye = 5 };
// Units a worker holds: one counting, the others queued, so that it never waits on rank 0 (units
// of the halves engine take well under a millisecond); the last ones queued are the smallest.
constexpr int kInFlight = 32;

using Result = std::array<std::uint64_t, 5>;  // the unit, then solutions, placements, r2, r4

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
        MPI_Recv(nullptr, 0, MPI_UINT64_T, from, kBye, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        return 1;
    }

    const int ranks_;
    const std::vector<std::uint64_t>& todo_;
    nq::cli::Checkpoint* const checkpoint_;
    nq::UnitCount& total_;
    std::vector<Worker> workers_;
    std::size_t next_ = 0;
    std::uint64_t recorded_ = 0;
    bool halting_ = false;
    int signal_ = 0;
};

std::uint64_t dispatch(int ranks, const std::vector<std::uint64_t>& todo,
                       nq::cli::Checkpoint* checkpoint, nq::UnitCount& total, int& signal) {
    return Dispatcher(ranks, todo, checkpoint, total).run(signal);
}

// Rank 0 alone: counts todo itself, until done or stopped. Returns the units counted.
std::uint64_t countAlone(const nq::Counter& counter, const std::vector<std::uint64_t>& todo,
                         nq::cli::Checkpoint* checkpoint, nq::UnitCount& total) {
    const nq::StopFlag& flag = nq::cli::StopSignals::flag();
    nq::StopScope watch(&flag);
    std::uint64_t counted = 0;
    try {
        for (std::uint64_t unit : todo) {
            if (flag.raised()) break;
            nq::UnitCount found = counter.count(unit);
            nq::addChecked(total, found);
            if (checkpoint) checkpoint->record(unit, found);
            ++counted;
        }
    } catch (const nq::Stopped&) {
        // the unit in progress is dropped
    }
    return counted;
}

// What a worker's two threads share: the units to count, the results to send, and whether the
// counting thread has ended (and how: error holds what it threw).
struct Mailbox {
    std::mutex lock;
    std::condition_variable wake;  // a unit in, a result out, the end
    std::deque<std::uint64_t> units;
    std::vector<Result> results;
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
            nq::UnitCount found = counter.count(unit);
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
    MPI_Send(nullptr, 0, MPI_UINT64_T, 0, kBye, MPI_COMM_WORLD);
    return nq::cli::StopSignals::signal();
}

// Every rank runs this; returns the exit status.
int count(const nq::cli::Options& options, int rank, int ranks) {
    auto started = std::chrono::steady_clock::now();
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
    nq::UnitCount total = run.total;
    nq::cli::Checkpoint* checkpoint = run.checkpoint.get();
    int signal = 0;
    std::uint64_t counted = ranks == 1 ? countAlone(*counter, run.todo, checkpoint, total)
                                       : dispatch(ranks, run.todo, checkpoint, total, signal);
    nq::cli::StopSignals::counting(false);
    if (counted < run.todo.size()) {
        nq::cli::printInterrupted(options, run.resumed() + counted, run.units);
        if (run.checkpoint) run.checkpoint->closeUnflushed();  // a flush may take seconds
        return stoppedStatus(signal != 0 ? signal : nq::cli::StopSignals::signal());
    }
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    nq::cli::printCount(options, total, "ranks", ranks, run.units, run.resumed(), seconds);
    return 0;
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
        options =
            nq::cli::parseCount({args.begin() + 1, args.end()}, {"engine", "checkpoint", "json"});
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
