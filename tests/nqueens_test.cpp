// Tests of nqueens' parts in process: the argument parser and the progress line. The command as a
// process (checkpoints, signals, terminals, MPI) is tested by tests/nqueens.sh.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "cli/options.hpp"
#include "cli/progress.hpp"

namespace {

using nq::cli::parseCount;
const std::vector<std::string> kAll = {"engine", "threads",  "checkpoint",
                                       "json",   "progress", "slice"};

TEST_CASE("nqueens count: options in any order, with a space or an = before the value") {
    nq::cli::Options options = parseCount(
        {"--threads=3", "17", "--json", "--checkpoint", "f.ckpt", "--slice", "2/5"}, kAll);
    CHECK(options.n == 17);
    CHECK(options.threads == 3);
    CHECK(options.json);
    CHECK(options.checkpoint == "f.ckpt");
    CHECK(options.progress == "auto");
    CHECK(options.engine == nq::defaultEngine(17));
    CHECK(options.slices == 5);
    CHECK(options.mine(7));
    CHECK_FALSE(options.mine(8));
    CHECK(parseCount({"8", "--engine", "symmetry"}, kAll).engine == nq::findEngine("symmetry"));
}

TEST_CASE("nqueens count: a bad argument is a UsageError naming it") {
    const std::vector<std::vector<std::string>> bad = {{},
                                                       {"abc"},
                                                       {"0"},
                                                       {"33"},
                                                       {"+8"},
                                                       {"8", "9"},
                                                       {"8", "--threads", "0"},
                                                       {"8", "--threads"},
                                                       {"8", "--engine", "none"},
                                                       {"8", "--json=yes"},
                                                       {"8", "--x"},
                                                       {"8", "--progress", "loud"},
                                                       {"8", "--slice", "5/5"},
                                                       {"8", "--json", "--json"}};
    for (const auto& args : bad) {
        std::string joined;
        for (const std::string& arg : args) joined += arg + " ";
        CAPTURE(joined);
        CHECK_THROWS_AS(parseCount(args, kAll), nq::cli::UsageError);
    }
    // nqueens-mpi takes no --threads
    CHECK_THROWS_AS(parseCount({"8", "--threads", "2"}, {"engine", "checkpoint", "json"}),
                    nq::cli::UsageError);
}

TEST_CASE("progress: the percent and the time left go by cost, not by units") {
    // 10 units of 100, but half the cost, in 30 s: 50%, 30 s left
    CHECK(nq::cli::Progress::describe(10, 0, 100, 50, 0, 100, 30) ==
          " 50.0%  units 10/100  0.3 units/s  elapsed 0:30  left 0:30");
    // resumed: 40 of the cost was done before; this run did 20 more in 10 s: 40 left take 20 s
    CHECK(nq::cli::Progress::describe(30, 20, 100, 60, 40, 100, 10) ==
          " 60.0%  units 30/100  1.0 units/s  elapsed 0:10  left 0:20");
    CHECK(nq::cli::Progress::describe(0, 0, 100, 0, 0, 100, 1).find("left ?") != std::string::npos);
    CHECK(nq::cli::Progress::describe(100, 0, 100, 100, 0, 100, 3725)
              .find("elapsed 1:02:05  left 0:00") != std::string::npos);
}

}  // namespace
