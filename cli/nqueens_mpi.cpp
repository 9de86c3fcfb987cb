// nqueens-mpi: `nqueens count` across the ranks of an MPI job (the total, then the unique count).
//   mpirun -np P nqueens-mpi count N [--engine NAME] [--checkpoint FILE] [--json]
// Rank 0 hands out the units on demand, largest first, and alone prints and writes the
// checkpoint (the format of `nqueens count`, so either command resumes the other's run); the
// other ranks count. With P = 1, rank 0 counts every unit itself.
// A rank that dies takes the job with it (Open MPI 4 has no recovery): every finished unit is in
// the checkpoint already, so the same command resumes.
#define OMPI_SKIP_MPICXX 1  // the C interface only: the C++ bindings are deprecated
#include <mpi.h>
#include <time.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "cli/checkpoint.hpp"
#include "cli/options.hpp"
#include "cli/report.hpp"
#include "cli/resume.hpp"
#include "engine/census.hpp"
#include "engine/engines.hpp"

namespace {

const char* const kHelp =
    "usage: mpirun -np P nqueens-mpi count N [--engine NAME] [--checkpoint FILE] [--json]\n"
    "       nqueens-mpi engines\n"
    "       nqueens-mpi --help\n"
    "Rank 0 hands out the units, largest first, the other ranks count them (P = 1: rank 0\n"
    "counts); prints what nqueens count prints (--json: with \"ranks\" for \"threads\"), and\n"
    "writes the same checkpoint.\n";

enum Tag { kUnit = 1, kStop = 2, kResult = 3 };
// Units a worker holds: one counting, the others queued, so that it never waits on rank 0 (units
// of the halves engine take well under a millisecond); the last ones queued are the smallest.
constexpr int kInFlight = 32;

// Rank 0 with workers: hands out todo in order, gathers the results, returns them by unit.
void dispatch(int ranks, const std::vector<std::uint64_t>& todo, nq::cli::Checkpoint* checkpoint,
              nq::UnitCount& total) {
    std::size_t next = 0;
    std::vector<int> holding(ranks, 0);
    auto feed = [&](int rank) {
        if (next < todo.size()) {
            std::uint64_t unit = todo[next++];
            MPI_Send(&unit, 1, MPI_UINT64_T, rank, kUnit, MPI_COMM_WORLD);
            ++holding[rank];
        } else if (holding[rank] == 0) {
            MPI_Send(nullptr, 0, MPI_UINT64_T, rank, kStop, MPI_COMM_WORLD);
            holding[rank] = -1;  // stopped
        }
    };
    for (int round = 0; round < kInFlight; ++round)
        for (int rank = 1; rank < ranks; ++rank)
            if (round == 0 || holding[rank] > 0) feed(rank);
    int working = 0;
    for (int rank = 1; rank < ranks; ++rank) working += holding[rank] > 0;
    while (working > 0) {
        // Poll with a short sleep: a blocking receive would spin a core that a worker needs.
        int ready = 0;
        MPI_Status status;
        MPI_Iprobe(MPI_ANY_SOURCE, kResult, MPI_COMM_WORLD, &ready, &status);
        if (!ready) {
            timespec pause{0, 50 * 1000};
            nanosleep(&pause, nullptr);
            continue;
        }
        std::uint64_t result[5];
        MPI_Recv(result, 5, MPI_UINT64_T, status.MPI_SOURCE, kResult, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
        nq::UnitCount found{result[1], result[2], result[3], result[4]};
        nq::addChecked(total, found);
        if (checkpoint) checkpoint->record(result[0], found);
        --holding[status.MPI_SOURCE];
        feed(status.MPI_SOURCE);
        if (holding[status.MPI_SOURCE] < 0) --working;
    }
}

// A worker rank: counts the units it is sent until told to stop.
void work(const nq::Counter& counter) {
    for (;;) {
        std::uint64_t unit;
        MPI_Status status;
        MPI_Recv(&unit, 1, MPI_UINT64_T, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &status);
        if (status.MPI_TAG == kStop) return;
        nq::UnitCount found = counter.count(unit);
        std::uint64_t result[5] = {unit, found.solutions, found.placements, found.r2, found.r4};
        MPI_Send(result, 5, MPI_UINT64_T, 0, kResult, MPI_COMM_WORLD);
    }
}

// Every rank runs this; returns the exit status.
int count(const nq::cli::Options& options, int rank, int ranks) {
    auto started = std::chrono::steady_clock::now();
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
    if (rank != 0) {
        work(*counter);
        return 0;
    }
    nq::UnitCount total = run.total;
    nq::cli::Checkpoint* checkpoint = run.checkpoint.get();
    if (ranks == 1) {
        for (std::uint64_t unit : run.todo) {
            nq::UnitCount found = counter->count(unit);
            nq::addChecked(total, found);
            if (checkpoint) checkpoint->record(unit, found);
        }
    } else {
        dispatch(ranks, run.todo, checkpoint, total);
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
    MPI_Init(&argc, &argv);
    int rank = 0, ranks = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
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
