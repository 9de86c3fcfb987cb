// Computing a problem's time limit (time_limit.hpp).
#include "time_limit.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "defaults.hpp"
#include "parallel.hpp"
#include "report.hpp"
#include "session.hpp"

namespace judge {

namespace {

// The slowest run (seconds, without the language's factor) of the submissions of `p` that bound
// its time limit from below (lowerBoundTests), on the tests their rules cover: those of accepted/
// (`accepted`), or the others; -1 when none ran. Each is judged quietly under `probe`, their tests
// run at once as -j says (parallel.hpp); a run that reaches the probe's CPU limit bounds nothing
// (it is not permitted TLE, it fails anyway).
double slowestBound(const Problem& p, const Options& options,
                    const std::vector<Solution>& solutions,
                    const std::vector<CompileResult>& compiled, Isolation isolation,
                    const std::string& workDir, bool accepted, const TimeLimit& probe) {
    std::vector<Judging> bounds;
    for (std::size_t i = 0; i < solutions.size(); ++i) {
        const Solution& s = solutions[i];
        if (s.problem != &p || s.folder.empty() || !s.skipped.empty() || !compiled[i].ok) continue;
        if ((s.folder == "accepted") != accepted) continue;
        const std::vector<std::string> scopes = lowerBoundTests(s.rules);
        std::vector<PackageTest> tests;
        for (const PackageTest& t : selectTests(p.package.tests, options.testFilters))
            if (std::any_of(scopes.begin(), scopes.end(),
                            [&](const std::string& g) { return testMatches(g, t.fullName); }))
                tests.push_back(t);
        if (!tests.empty())
            bounds.push_back({i, tests, limitsFor(p, options, *s.language, probe.cpuMs)});
    }
    Report quiet = Report::quiet();
    double slowest = -1;
    judgeInTurn(solutions, compiled, bounds, testLanes(options.jobs), isolation, workDir, "bound",
                quiet, nullptr, [&](const Judging& b, double cpu) {
                    if (cpu >= 0 && cpu < b.limits.cpuMs)
                        slowest = std::max(slowest, cpu / b.limits.timeFactor / 1000.0);
                });
    return slowest;
}

}  // namespace

// Legacy: the accepted submissions. Later: every submission whose rules permit no TLE (accepted/,
// wrong_answer/, run_time_error/, use_for_time_limit: lower), unless use_for_time_limit: false;
// those outside accepted/ are measured under twice the limit accepted/ gives, so that one that
// hangs costs seconds, not minutes.
TimeLimit timeLimitFor(Problem& p, const Options& options, const std::vector<Solution>& solutions,
                       const std::vector<CompileResult>& compiled, Isolation isolation,
                       const std::string& workDir) {
    if (options.cpuMs) return {*options.cpuMs, "--tl"};
    if (p.package.timeLimit)
        return {static_cast<int>(std::lround(*p.package.timeLimit * 1000)),
                p.package.timeLimitFrom};
    double slowest =
        slowestBound(p, options, solutions, compiled, isolation, workDir, true, {60000, "probe"});
    if (p.package.version != "legacy") {
        const double first = computedTimeLimit(p.package, std::max(slowest, 0.0));
        const int probeMs = static_cast<int>(std::lround(2 * 1000 * first));
        slowest = std::max(slowest, slowestBound(p, options, solutions, compiled, isolation,
                                                 workDir, false, {probeMs, "probe"}));
    }
    if (slowest < 0)
        return {kDefaultCpuMs,
                "the judge's default: the package states none, and no submission that bounds it "
                "from below (accepted/ and the like) ran here"};
    const double seconds = computedTimeLimit(p.package, slowest);
    char from[160];
    std::snprintf(from, sizeof from, "the slowest run that bounds it from below, %.3f s, x %g",
                  slowest, p.package.acToTimeLimit);
    return {static_cast<int>(std::lround(seconds * 1000)), from};
}

}  // namespace judge
