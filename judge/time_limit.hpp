// The limit the tests of a problem run under, before each language's factor: --tl, the package's
// own (limits.time_limit, .timelimit), or computed from the submissions that bound it from below
// the way its format says (they are judged once first, quietly, to measure them), or the judge's
// default (defaults.hpp).
#pragma once
#include <string>
#include <vector>

#include "compile.hpp"
#include "defaults.hpp"
#include "options.hpp"
#include "solutions.hpp"

namespace judge {

// The time limit (CPU ms, before the language's factor) and where it comes from.
struct TimeLimit {
    int cpuMs = kDefaultCpuMs;
    std::string from = "the judge's default";
};

TimeLimit timeLimitFor(Problem& p, const Options& options, const std::vector<Solution>& solutions,
                       const std::vector<CompileResult>& compiled, Isolation isolation,
                       const std::string& workDir);

}  // namespace judge
