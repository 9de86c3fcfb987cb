// A package's limits at their extremes (judge/package.cpp): a time below the clock's resolution or
// above an hour, compilation and validation times above an hour, a multiplier above 1000, each
// refused naming its key; within the bounds, every limit in milliseconds fits an int with room for
// the wall clock (wallMsFor) and a language's factor. Run under UBSan too (the san build), so an
// overflow on the way would fail it.
#include <doctest/doctest.h>

#include <stdlib.h>
#include <unistd.h>

#include <climits>
#include <cmath>
#include <filesystem>
#include <string>

#include "common/file.hpp"
#include "judge/defaults.hpp"
#include "judge/package.hpp"

namespace {

// A 2025-09 package whose problem.yaml has `limits:` LIMITS (and .timelimit TIMELIMIT when not
// empty); the error of loadPackage, or "" when it loads.
std::string loadWith(const std::string& limits, const std::string& timelimit = "") {
    char dir[] = "/tmp/kit-limits-test-XXXXXX";
    REQUIRE(::mkdtemp(dir) != nullptr);
    const std::string root = dir;
    std::filesystem::create_directories(root + "/data/secret");
    REQUIRE(kit::writeFile(root + "/problem.yaml",
                           "problem_format_version: 2025-09\nname: L\nlimits:\n" + limits));
    if (!timelimit.empty()) REQUIRE(kit::writeFile(root + "/.timelimit", timelimit));
    REQUIRE(kit::writeFile(root + "/data/secret/01.in", "1\n"));
    REQUIRE(kit::writeFile(root + "/data/secret/01.ans", "1\n"));
    std::string error;
    const bool loaded = judge::loadPackage(root, {}, error).has_value();  // no .kit.yaml: {}
    std::filesystem::remove_all(root);
    return loaded ? "" : error;
}

}  // namespace

TEST_CASE("limits: out of bounds, an error naming the key") {
    const std::pair<const char*, const char*> cases[] = {
        {"  time_limit: 1e9\n", "limits.time_limit"},
        {"  time_limit: 1e-7\n", "limits.time_limit"},
        {"  time_limit: 3600.5\n", "limits.time_limit"},
        {"  time_resolution: 1e300\n", "limits.time_resolution"},
        {"  validation_time: 16777216\n", "limits.validation_time"},
        {"  compilation_time: 3601\n", "limits.compilation_time"},
        {"  time_multipliers: {ac_to_time_limit: 1e300}\n", "ac_to_time_limit"},
        {"  time_multipliers: {time_limit_to_tle: 1001}\n", "time_limit_to_tle"},
    };
    for (const auto& [limits, key] : cases) {
        CAPTURE(limits);
        const std::string error = loadWith(limits);
        CHECK(error.find(key) != std::string::npos);
    }
    CHECK(loadWith("  memory: 512\n", "1e-7\n").find(".timelimit") != std::string::npos);
    CHECK(loadWith("  memory: 512\n", "1e9\n").find(".timelimit") != std::string::npos);
}

TEST_CASE("limits: at the bounds, every figure in milliseconds fits an int") {
    CHECK(loadWith("  time_limit: 3600\n  validation_time: 3600\n  compilation_time: 3600\n") ==
          "");
    CHECK(loadWith("  time_limit: 0.001\n") == "");
    judge::Package p;
    p.version = "2025-09";
    p.acToTimeLimit = 1000;
    p.timeResolution = 3600;
    const double seconds = judge::computedTimeLimit(p, 1e300);
    CHECK(std::isfinite(seconds));
    CHECK(seconds <= 3600);
    const long long ms = std::llround(seconds * 1000) * 100;  // the largest --time-factor
    CHECK(ms < INT_MAX);
    CHECK(judge::wallMsFor(static_cast<int>(std::llround(3600.0 * 1000 * 100))) > 0);
    p.version = "legacy";
    CHECK(judge::computedTimeLimit(p, 1e300) <= 3600);
}
