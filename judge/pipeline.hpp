// The session as the order of its work (judgeSession, pipeline.cpp, in this order, each step a
// call into the one file that owns it):
//   1. load the problem    problem_cache.hpp   --package DIR or --problem P (else the kit's, lazily)
//   2. find the solutions  solutions.hpp       the files named, the submissions, or the kit's
//   3. pick profiles       solutions.hpp       --like, each solution's online judge
//   4. set up the box      box/box.hpp         how runs are isolated; the guard without it
//   5. prepare problems    problems.hpp        validators built, constants replaced
//   6. compile             compile.hpp         every solution at once, cached
//   7. the time limit      time_limit.hpp      --tl, the package's, or computed from submissions
//   8. judge the tests     session.hpp         the test loop; its pins, rules and scores: rules.hpp;
//                                              each judge's wording of the result: summary.hpp
//   9. report              report.hpp          the closing line and the --json file
// --validate takes steps 1, 4, 5 and 9, and validate_package.hpp in between.
#pragma once
#include <string>

#include "options.hpp"

namespace judge {

// Judges the session the options describe under the kit at `root`; the judge's exit status
// (verdict.hpp, ExitStatus).
int judgeSession(const Options& options, const std::string& root);

}  // namespace judge
