// The limit the tests of a problem run under, before each language's factor: --tl, the package's
// own (limits.time_limit, .timelimit), or computed from the submissions that bound it from below
// the way its format says (they are judged once first, quietly, to measure them), or the judge's
// default (defaults.hpp).
#pragma once
#include <string>
#include <vector>

#include "compile.hpp"
#include "options.hpp"
#include "session.hpp"

namespace judge {

TimeLimit timeLimitFor(Problem& p, const Options& options, const std::vector<Solution>& solutions,
                       const std::vector<CompileResult>& compiled, Isolation isolation,
                       const std::string& workDir);

}  // namespace judge
