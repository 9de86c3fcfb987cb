// nqueens: counts the solutions of big boards with the kit's engines, and the unique ones (up to
// rotations and reflections), on every core, with progress and a checkpoint to resume from.
// `nqueens --help` says how.
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <memory>
#include <mutex>
#include <new>
#include <string>
#include <thread>
#include <vector>

#include "cli/checkpoint.hpp"
#include "cli/options.hpp"
#include "cli/progress.hpp"
#include "cli/report.hpp"
#include "cli/resume.hpp"
#include "cli/signals.hpp"
#include "engine/census.hpp"
#include "engine/engines.hpp"
#include "engine/pool.hpp"

namespace {

const char* const kHelp =
    "usage: nqueens count N [--engine NAME] [--threads T] [--checkpoint FILE] [--json]\n"
    "                       [--progress auto|bar|plain|off] [--slice K/M]\n"
    "                       [--path avx512|avx2|portable]\n"
    "       nqueens engines\n"
    "       nqueens --help\n"
    "\n"
    "count       prints the number of solutions of the N x N board, then 'unique U', the\n"
    "            number up to rotations and reflections; with --json one object: n, count,\n"
    "            unique, r2, r4 (the solutions a half turn, a quarter turn leaves unchanged),\n"
    "            placements, engine, threads, units, units_resumed, seconds\n"
    "--engine    the engine to count with (default: the fastest that counts N)\n"
    "--threads   worker threads, 1..1024 (default: one per core)\n"
    "--checkpoint FILE\n"
    "            records each finished unit in FILE and, when FILE exists, resumes from it:\n"
    "            its units are not counted again; the same command resumes a stopped run\n"
    "--progress  on stderr: auto (a bar when stderr is a terminal, else nothing), bar, plain\n"
    "            (a line every 5 seconds), off\n"
    "--slice K/M only the units u with u % M = K (0 <= K < M), for the K-th task of a job\n"
    "            array; it prints their part of the count (no unique line). The tasks'\n"
    "            checkpoints, put after one header, make the checkpoint of the whole count\n"
    "--path      the inner loops of sieve and halves: avx512, avx2 or portable (default: the\n"
    "            fastest this processor has; a path it lacks is refused)\n"
    "engines     lists the engines, one a line: name, the n it counts, what it does\n"
    "Ctrl-C (SIGINT) or SIGTERM stops a count within a second or two, keeping the finished\n"
    "units in the checkpoint and dropping those in progress; a second signal stops at once.\n"
    "Numbers are plain decimals: no sign, no leading zero, no spaces ('08' is refused).\n";

// Returns the exit status; a count stopped by a signal ends by it instead (cli/signals.hpp).
int count(const nq::cli::Options& options) {
    auto started = std::chrono::steady_clock::now();
    // A closed stdout (`| head -1`) is a failed write, reported by printCount (one line, exit
    // 1), never a death by SIGPIPE; the finished units are in the checkpoint by then.
    ::signal(SIGPIPE, SIG_IGN);
    std::string mode = options.progress;
    if (mode == "auto") mode = ::isatty(2) ? "bar" : "off";
    nq::cli::StopLines lines = nq::cli::stopLines(options, "");
    if (mode == "bar")  // after the bar's line
        for (std::string* line : {&lines.counting, &lines.idle, &lines.again}) *line = "\n" + *line;
    nq::cli::StopSignals::install(lines);  // at once until the counting starts
    std::unique_ptr<nq::Counter> counter =
        std::make_unique<nq::Census>(options.n, nq::cli::makeCounter(options));
    nq::cli::Start run = nq::cli::start(options, *counter);
    nq::UnitCount total = run.total;
    const std::vector<std::uint64_t>& todo = run.todo;
    const std::uint64_t resumed = run.resumed();
    int threads = options.threads > 0 ? options.threads
                                      : std::max(1, (int)std::thread::hardware_concurrency());
    nq::cli::Progress progress(mode, run.units, resumed, run.allCost, run.resumedCost);
    std::mutex lock;  // total, the checkpoint, the progress and finished
    std::uint64_t finished = 0;
    nq::cli::StopSignals::counting(true);
    threads = nq::runPool(
        todo.size(), threads,
        [&](std::size_t i, int) {
            nq::UnitCount found = counter->count(todo[i]);
            std::lock_guard<std::mutex> hold(lock);
            nq::addChecked(total, found);
            if (run.checkpoint) run.checkpoint->record(todo[i], found);
            progress.unitDone(counter->cost(todo[i]));
            ++finished;
        },
        &nq::cli::StopSignals::flag());
    nq::cli::StopSignals::counting(false);
    progress.finish();
    if (finished < todo.size()) {
        nq::cli::printInterrupted(options, resumed + finished, run.units);
        if (run.checkpoint) run.checkpoint->closeUnflushed();         // a flush may take seconds
        nq::cli::StopSignals::dieBy(nq::cli::StopSignals::signal());  // a unit is left only so
    }
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    nq::cli::printCount(options, total, "threads", threads, run.units, resumed, seconds);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    try {
        if (args.empty()) throw nq::cli::UsageError("no command (nqueens --help lists them)");
        const std::string& verb = args[0];
        if (verb == "--help" || verb == "-h" || verb == "help") {
            if (args.size() > 1) throw nq::cli::UsageError("--help takes no arguments");
            std::fputs(kHelp, stdout);
            return 0;
        }
        if (verb == "engines") {
            if (args.size() > 1) throw nq::cli::UsageError("engines takes no arguments");
            nq::cli::printEngines();
            return 0;
        }
        if (verb != "count")
            throw nq::cli::UsageError("unknown command '" + verb + "' (nqueens --help lists them)");
        nq::cli::Options options = nq::cli::parseCount(
            {args.begin() + 1, args.end()},
            {"engine", "threads", "checkpoint", "json", "progress", "slice", "path"});
        return count(options);
    } catch (const nq::cli::UsageError& error) {
        std::fprintf(stderr, "error: %s\n", error.what());
        return 2;
    } catch (const std::bad_alloc&) {  // never a signal: one line, the usage status
        std::fprintf(stderr, "error: out of memory (std::bad_alloc)\n");
        return 2;
    } catch (const std::exception& error) {
        std::fprintf(stderr, "error: %s\n", error.what());
        return 1;
    } catch (...) {
        std::fprintf(stderr, "error: an exception of an unknown type\n");
        return 2;
    }
}
