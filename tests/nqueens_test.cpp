// Tests of nqueens' parts in process: the argument parser, the progress line, the JSON object, and
// the checkpoint's plan (a build that numbers tied units otherwise is refused). The command as a
// process (checkpoints, signals, terminals, MPI) is tested by tests/nqueens.sh.
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli/checkpoint.hpp"
#include "cli/options.hpp"
#include "cli/progress.hpp"
#include "cli/report.hpp"
#include "engine/census.hpp"
#include "engine/halves.hpp"

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
                                                       {"8", "--json", "--json"},
                                                       {"08"},
                                                       {" 8"},
                                                       {"8 "},
                                                       {"-0"},
                                                       {"8", "--threads", "02"},
                                                       {"8", "--threads", "+2"},
                                                       {"8", "--slice", "01/5"}};
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

TEST_CASE("nqueens count: the JSON object, read back with nlohmann-json") {
    nq::cli::Options options = parseCount({"8", "--json"}, kAll);
    nq::UnitCount total{92, 1234, 4, 0};
    nlohmann::json j = nlohmann::json::parse(
        nq::cli::countJson(options, total, "threads", 2, 40, 3, 0.12345).dump());
    CHECK(j["n"] == 8);
    CHECK(j["count"] == 92);
    CHECK(j["unique"] == 12);
    CHECK(j["r2"] == 4);
    CHECK(j["r4"] == 0);
    CHECK(j["placements"] == 1234);
    CHECK(j["engine"] == nq::defaultEngine(8)->name);
    CHECK(j["threads"] == 2);
    CHECK(j["units"] == 40);
    CHECK(j["units_resumed"] == 3);
    CHECK(j["seconds"] == 0.123);
    CHECK(!j.contains("slice"));
    options = parseCount({"8", "--json", "--slice", "1/3"}, kAll);
    j = nlohmann::json::parse(nq::cli::countJson(options, total, "ranks", 3, 13, 0, 1).dump());
    CHECK(j["slice"] == "1/3");
    CHECK(!j.contains("unique"));  // a slice's R2 and R4 are parts: no unique count
    CHECK(j["ranks"] == 3);
    // nqueens-mpi's own fields (its ranks' work) come last, as given
    nlohmann::ordered_json extra = {{"work", {{{"rank", 1}, {"units", 13}}}}};
    nlohmann::ordered_json o = nq::cli::countJson(options, total, "ranks", 3, 13, 0, 1, extra);
    CHECK(o.back() == extra["work"]);
    CHECK(o["work"][0]["units"] == 13);
}

// A counter that numbers the units of another with two of them swapped, as a build that orders
// ties in cost otherwise would.
class Swapped : public nq::Counter {
public:
    Swapped(const nq::Counter& counter, std::uint64_t first, std::uint64_t second)
        : inner(counter), a(first), b(second) {}
    std::uint64_t units() const override { return inner.units(); }
    double cost(std::uint64_t u) const override { return inner.cost(map(u)); }
    nq::UnitCount count(std::uint64_t u) const override { return inner.count(map(u)); }
    std::string identity(std::uint64_t u) const override { return inner.identity(map(u)); }

private:
    const nq::Counter& inner;
    std::uint64_t a, b;
    std::uint64_t map(std::uint64_t u) const { return u == a ? b : u == b ? a : u; }
};

TEST_CASE("checkpoint: one written by a build that orders tied units otherwise is refused") {
    nq::halves::HalvesCounter counter(12, nq::halves::Isa::portable);
    std::uint64_t a = counter.units(), b = counter.units();  // two units of equal cost
    for (std::uint64_t u = 0; u + 1 < counter.units() && a == counter.units(); ++u)
        if (counter.cost(u) == counter.cost(u + 1)) a = u, b = u + 1;
    REQUIRE(a < counter.units());
    Swapped other(counter, a, b);
    CHECK(other.cost(a) == counter.cost(a));  // the costs alone cannot tell the two apart
    char path[] = "/tmp/kit-checkpoint-XXXXXX";
    int fd = ::mkstemp(path);
    REQUIRE(fd >= 0);
    ::close(fd);
    std::remove(path);
    {
        nq::cli::Checkpoint written(path, 12, "halves", counter);
        written.record(a, counter.count(a));
    }
    CHECK_THROWS_AS(nq::cli::Checkpoint(path, 12, "halves", other), nq::cli::CheckpointError);
    {
        nq::cli::Checkpoint same(path, 12, "halves", counter);  // the same numbering resumes
        CHECK(same.resumed() == 1);
        CHECK(same.done()[a]);
        CHECK(same.counted(a).solutions == counter.count(a).solutions);
    }
    std::remove(path);
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
