// The session's test loop: one compiled solution judged on its tests, each run in its box
// (judging.hpp), its lines added to the report in order. A correct solution reports every test; a
// deliberate mistake stops at the first test that is not AC, which must be the one its header
// pins; a package submission is held to its folder's rules (what each must get: solutions.hpp;
// the pins, rules and scores: rules.hpp; the judges' wording of the result: summary.hpp).
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "compile.hpp"
#include "judging.hpp"
#include "options.hpp"
#include "problems.hpp"
#include "report.hpp"
#include "solutions.hpp"

namespace judge {

// The package's limits overridden by the options, the CPU limit (`cpuMs`: the problem's, before
// any factor; time_limit.hpp) multiplied by the language's
// time factor (or --time-factor); the wall limit defaults to 3 x that CPU limit + 1 s, so that a
// busy machine does not turn CPU time into TLE.
Limits limitsFor(const Problem& problem, const Options& options, const Language& language,
                 int cpuMs);

class SolutionRuns;  // parallel.hpp
class TestPool;

// Hands the runs of a solution's tests to the pool, to run ahead of its judging (with one lane:
// as it takes them), from a copy of its program in runDir (a folder of its own); nothing when the
// solution does not run or that copy cannot be made (judgeSolution then says why). Its problem
// and the pool must outlive the runs.
std::shared_ptr<SolutionRuns> runAhead(const Solution& s, const CompileResult& compiled,
                                       const std::vector<PackageTest>& tests, const Limits& limits,
                                       Isolation isolation, const std::string& runDir,
                                       TestPool& pool);

// Judges one compiled solution on its tests, taking their runs from `runs` (runAhead's) in order,
// adding its lines to the report; returns the slowest CPU time of its runs, in ms (-1 when none
// ran). No runs: the solution does not run (it says why).
double judgeSolution(const Solution& s, const CompileResult& compiled,
                     const std::vector<PackageTest>& tests, const Limits& limits, Report& report,
                     SolutionRuns* runs);

// One solution of a batch, with the tests and limits it is judged on.
struct Judging {
    std::size_t solution;  // its index in the solutions (and their compile results)
    std::vector<PackageTest> tests;
    Limits limits;
};

// Step 8 for a batch: a pool of `lanes` (-j) runs every judging's tests ahead (one lane: each as
// it is taken), then each is judged in turn (judgeSolution) into the report; `before` is called as one starts, `after` with its
// slowest CPU time (ms, -1 when none ran). Every batch of judgings (the test loop, and the runs
// that compute a time limit) goes through here. Run folders: workDir/<prefix>-<solution>.
void judgeInTurn(const std::vector<Solution>& solutions, const std::vector<CompileResult>& compiled,
                 const std::vector<Judging>& judgings, int lanes, Isolation isolation,
                 const std::string& workDir, const std::string& prefix, Report& report,
                 const std::function<void(const Judging&)>& before,
                 const std::function<void(const Judging&, double slowest)>& after);

}  // namespace judge
