// The session's test loop (session.hpp).
#include "session.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>

#include "cores.hpp"
#include "defaults.hpp"
#include "multipass.hpp"
#include "parallel.hpp"
#include "profiles.hpp"
#include "progress.hpp"
#include "rules.hpp"
#include "scoring.hpp"
#include "summary.hpp"
#include "text.hpp"

namespace judge {

namespace {

namespace fs = std::filesystem;

ResultLine lineFor(const Solution& s, const Limits& limits, const PackageTest* t) {
    ResultLine line;
    if (t) line.beyond = beyondConstraints(s.problem->package, *t);
    line.solution = s.display;
    line.problem = s.problem->id();
    line.language = s.language->name;
    line.interpreter = interpreterName(*s.language, s.like);
    line.test = t ? t->name : "-";
    line.deliberate = s.deliberate;
    line.folder = s.folder;
    line.expect = s.expect ? expectText(*s.expect) : "";
    line.limits = limits;
    return line;
}

void judgeUncompiled(const Solution& s, const CompileResult& compiled, const Limits& limits,
                     std::size_t tests, Report& report) {
    ResultLine line = lineFor(s, limits, nullptr);
    line.run.outcome = {Verdict::CE, "", ""};
    line.compileLog = compiled.log;
    if (s.deliberate) {
        line.passed = asPinned(*s.expect, "-", line.run.outcome, compiled.log);
        line.note = line.passed ? "as expected" : "expected " + line.expect + ", found CE on -";
    } else {
        line.pairs = static_cast<int>(std::max<std::size_t>(1, tests));
        line.note = "counts as " + std::to_string(line.pairs) +
                    (line.pairs == 1 ? " failed test" : " failed tests");
        if (!s.folder.empty()) line.note = s.folder + "/: no rule permits CE; " + line.note;
    }
    report.add(line);
    report.addSummary(compileErrorSummary(s, compiled.log, tests));
}

// The run is over before it starts: the kit itself is at fault (bad header, no tests).
void reportFault(const Solution& s, const Limits& limits, const std::string& message,
                 Report& report) {
    ResultLine line = lineFor(s, limits, nullptr);
    line.run.outcome = {Verdict::FAIL, "", message};
    report.add(line);
}

// The run directory: a copy of the compiled artifact that the program may read but not write.
bool prepareRunDir(const CompileResult& compiled, const std::string& runDir) {
    removeTree(runDir);
    return copyTree(compiled.artifact, runDir) && ::chmod(runDir.c_str(), 0755) == 0;
}

// Whether judging the solution stops at a test that is not AC (judgeTests).
bool stopsAtFailure(const Solution& s) {
    const bool ruled = !s.folder.empty() && !s.deliberate;
    return s.deliberate || (ruled && !s.everyTest) || (!ruled && s.stopAtFirst);
}

// Goes through the tests in order, taking each one's run from `runs`. A correct solution
// reports every test; a deliberate mistake stops at the first test that is not AC; a package
// submission too, unless it must run every test. Returns the slowest CPU time seen.
double judgeTests(const Solution& s, const std::vector<PackageTest>& tests, const Limits& limits,
                  SolutionRuns& runs, Report& report) {
    double slowest = -1;  // no run yet
    std::vector<RanTest> ran;
    const Package& package = s.problem->package;
    std::vector<ScoredTest> scored;  // a scoring problem's runs
    std::optional<ScoreResult> score;
    std::vector<TestRun> taken;  // for the summary
    // A package submission is held to its rules, even none (every verdict permitted).
    const bool ruled = !s.folder.empty() && !s.deliberate;
    for (std::size_t i = 0; i < tests.size(); ++i) {
        ResultLine line = lineFor(s, limits, &tests[i]);
        progress::test(i, tests[i].name);  // on a terminal (progress.hpp)
        line.run = runs.take(i);
        taken.push_back(line.run);
        if (line.run.ran) slowest = std::max(slowest, line.run.cpuMs);
        if (i == 0) line.stdoutText = runs.stdoutText();
        const bool ac = line.run.outcome.verdict == Verdict::AC;
        const bool last = i + 1 == tests.size();
        const bool stop = !ac && stopsAtFailure(s);
        if (package.scoring) {
            scored.push_back(
                {&tests[i], line.run.outcome.verdict, line.run.scoreText, line.run.multiplierText});
            addScores(package, s.problem->grader, scored, tests[i], last || stop, line, score);
        }
        if (!s.deliberate && !ruled) {
            line.passed = ac;
            report.add(line);
            if (stop) break;
            continue;
        }
        ran.push_back({&tests[i], line.run});
        // Broken testdata always counts, as a failure: it must not go unnoticed.
        line.counted = stop || last;
        if (ruled) {  // the rules are held to once the runs are over
            std::string why;
            if (line.counted) {
                line.passed = keepsRules(s.rules, ran, package, score ? &*score : nullptr, why);
                const std::string said =
                    line.passed ? "as " + s.folder + "/ expects" : s.folder + "/: " + why;
                line.note = line.note.empty() ? said : line.note + "; " + said;
            }
        } else if (!ac) {
            line.passed = asPinned(*s.expect, tests[i].name, line.run.outcome, "");
            line.note = line.passed ? "as expected"
                                    : "expected " + line.expect + ", found " +
                                          foundText(tests[i].name, line.run.outcome);
        } else if (last) {
            line.note = "expected " + line.expect + ", found AC on every test";
        }
        report.add(line);
        if (stop) break;
    }
    report.addSummary(summaryOfRuns(s, tests, taken));
    return slowest;
}

// A solution the judge does not run: its language is not here. Counted neither way.
void reportSkipped(const Solution& s, Report& report) {
    report.add(skippedLine(s.problem->id(), s.display, s.skipped));
}

}  // namespace

Limits limitsFor(const Problem& problem, const Options& options, const Language& language,
                 int cpuMs) {
    Limits limits;
    limits.timeFactor = options.timeFactor.value_or(language.timeFactor);
    limits.cpuMs = static_cast<int>(std::lround(cpuMs * limits.timeFactor));
    limits.wallMs = options.wallMs.value_or(wallMsFor(limits.cpuMs));
    limits.memoryBytes = bytesOfMiB(options.memoryMiB.value_or(problem.package.memoryMiB));
    limits.outputBytes = bytesOfMiB(options.outputMiB.value_or(problem.package.outputMiB));
    return limits;
}

namespace {

// The program of a compiled solution, run from a copy of its artifact in runDir; false when that
// copy cannot be made.
bool programFor(const Solution& s, const CompileResult& compiled, const Limits& limits,
                Isolation isolation, const std::string& runDir, Program& program) {
    if (!prepareRunDir(compiled, runDir)) return false;
    RunCommand command =
        runCommandFor(*s.language, runDir, compiled.tool, limits, s.like, compiled.system);
    program = programIn(runDir, command.argv, command.limits, isolation);
    program.system = command.system;
    for (const std::string& folder : command.readable) program.paths.push_back({folder, false});
    program.traceName = rtrim(readFile(runDir + "/source-name").value_or(""));
    program.userName = fs::path(s.files[0]).filename();
    program.env = command.env;
    program.sanitized = sanitized(*s.language, s.like);
    program.language = s.language;
    // A package's submission gets a stack as large as its memory: problemtools leaves it unlimited
    // (a deep recursion, in a runner's forked child too, is no crash there).
    if (!s.problem->leetcode() && !program.sanitized)
        program.limits.stackBytes = program.limits.memoryBytes;
    program.sourcePath = compiled.sourceName.empty() ? s.files[0] : compiled.sourceName;
    return true;
}

// The run of one test of a package's problem, in workDir.
TestRun runOneTest(const Problem& problem, const Program& program, const PackageTest& test,
                   const std::string& workDir) {
    const Package& p = problem.package;
    if (p.multiPass) return judgeMultiPass(program, test, problem, workDir);
    return p.interactive ? judgeInteractive(program, test, problem.check, workDir)
                         : judgeTest(program, test, problem.check, workDir);
}

}  // namespace

std::shared_ptr<SolutionRuns> runAhead(const Solution& s, const CompileResult& compiled,
                                       const std::vector<PackageTest>& tests, const Limits& limits,
                                       Isolation isolation, const std::string& runDir,
                                       TestPool& pool) {
    Program program;
    if (!s.skipped.empty() || !s.headerError.empty() || !compiled.ok || tests.empty() ||
        !s.problem->validatorError.empty() ||
        !programFor(s, compiled, limits, isolation, runDir, program))
        return nullptr;  // judgeSolution says why
    const Problem& problem = *s.problem;
    const bool batch = problem.leetcode();
    const int cores = problem.package.interactive ? 2 : 1;  // the validator beside it
    auto runs = std::make_shared<SolutionRuns>(
        batch ? 1 : tests.size(), batch, cores, stopsAtFailure(s),
        [&problem, program, tests, batch](std::size_t part, const std::string& scratch) {
            if (batch) return judgeBatch(program, tests, problem.check, scratch);
            return BatchRun{{runOneTest(problem, program, tests[part], scratch)}, ""};
        });
    runs->runDir = runDir;
    pool.queue(runs);
    return runs;
}

double judgeSolution(const Solution& s, const CompileResult& compiled,
                     const std::vector<PackageTest>& tests, const Limits& limits, Report& report,
                     SolutionRuns* runs) {
    if (!s.skipped.empty()) {
        reportSkipped(s, report);
        return -1;
    }
    if (!s.headerError.empty()) return reportFault(s, limits, s.headerError, report), -1;
    if (!compiled.ok) return judgeUncompiled(s, compiled, limits, tests.size(), report), -1;
    if (!compiled.era.empty()) report.note(s.display, compiled.era);  // cpp_era.hpp
    if (tests.empty())
        return reportFault(s, limits, "no tests to run in " + s.problem->id(), report), -1;
    if (!s.problem->validatorError.empty())
        return reportFault(s, limits, s.problem->validatorError, report), -1;
    if (!runs) return reportFault(s, limits, "cannot copy " + compiled.artifact, report), -1;
    const double slowest = judgeTests(s, tests, limits, *runs, report);
    runs->finish();
    removeTree(runs->runDir);
    return slowest;
}

void judgeInTurn(const std::vector<Solution>& solutions, const std::vector<CompileResult>& compiled,
                 const std::vector<Judging>& judgings, int lanes, Isolation isolation,
                 const std::string& workDir, const std::string& prefix, Report& report,
                 const std::function<void(const Judging&)>& before,
                 const std::function<void(const Judging&, double slowest)>& after) {
    TestPool pool(lanes, physicalCores(), workDir);
    std::vector<std::shared_ptr<SolutionRuns>> ahead;
    for (const Judging& j : judgings)
        ahead.push_back(runAhead(solutions[j.solution], compiled[j.solution], j.tests, j.limits,
                                 isolation,
                                 workDir + "/" + prefix + "-" + std::to_string(j.solution), pool));
    for (std::size_t k = 0; k < judgings.size(); ++k) {
        const Judging& j = judgings[k];
        if (before) before(j);
        const double slowest = judgeSolution(solutions[j.solution], compiled[j.solution], j.tests,
                                             j.limits, report, ahead[k].get());
        if (after) after(j, slowest);
    }
}

}  // namespace judge
