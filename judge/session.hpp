// A judging session: which solutions to judge, their problem (a package: problems.hpp), language
// and tests, and what each must get:
// - a deliberate mistake (under wrong/, or any file whose first line pins it):
//     // expect: WA on 02: expected "0"      (# expect: ... in Python)
//   The first test that is not AC must be that test, with that verdict, and its message (or the
//   verdict's detail, or for CE, on test "-", the compile log) must contain the fragment.
// - a submission of a package (submissions/<folder>/): its folder's rule, refined by
//   submissions.yaml (package.hpp, VerdictRule); judging stops at the first test that is not AC
//   (the format's on_reject: break) unless submissions.yaml refines the rule or the problem
//   scores (scoring.hpp: a score needs every test).
// - any other solution: AC on every test.
// Anything else is a failure that says what was expected and what was found.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "compile.hpp"
#include "defaults.hpp"
#include "judging.hpp"
#include "languages.hpp"
#include "options.hpp"
#include "problems.hpp"
#include "report.hpp"

namespace judge {

struct Expectation {
    Verdict verdict = Verdict::AC;
    std::string test;      // "02"; "-" for CE
    std::string fragment;  // part of the judge's message
};

struct Solution {
    std::string path;     // absolute: a file, or a folder (one program of several files)
    std::string display;  // relative to <root>/solutions, the package's submissions/ or the root
    std::vector<std::string> files;  // its source files, the main one first
    const Problem* problem = nullptr;
    const Language* language = nullptr;
    std::string skipped;      // not judged: "no Kotlin here"
    bool deliberate = false;  // under wrong/ or with an `expect:` first line
    std::optional<Expectation> expect;
    std::string headerError;         // a deliberate mistake without a valid `expect:` line
    std::vector<VerdictRule> rules;  // a package submission's folder and submissions.yaml
    std::string folder;              // that folder
    bool everyTest = false;          // submissions.yaml refines the rules: run every test
    Like like = Like::Local;         // the online judge it is compiled and reported as
    bool stopAtFirst = false;        // --stop-at-first: stop at the first test that fails
};

// Each solution's profile: --like where it fits the problem (profiles.hpp), else the problem's
// default; --stop-at-first. An error when --like fits none of the session's problems. Says
// on stdout which profile each problem is judged under.
void chooseProfiles(std::vector<Solution>& solutions, const Options& options, std::string& error);

// The problem a path names: the nearest folder named after one of `ids`, or the folder above a
// "wrong" folder (".../solutions/<p>/x.cpp", ".../<p>/wrong/x.py"); empty when none.
std::string problemFromPath(const std::string& absPath, const std::vector<std::string>& ids);

// Reads the `expect:` header of a solution's main file into `s`.
void readExpectation(Solution& s);
// The expectation in one first line, or an error message.
std::optional<Expectation> parseExpectation(const std::string& line, const std::string& comment,
                                            std::string& error);

// A solution of `problem` at `path` (a file or a folder), its language from its files unless
// `language` says it, shown as `display`.
Solution makeSolution(const std::string& path, const std::string& display, const Problem* problem,
                      const Language* language);

// A solution of a package with constants, moved to a copy under `dir` with {{name}} replaced
// (its display name kept); false when the copy cannot be made.
bool useConstants(Solution& s, const std::string& dir);

// Every solutions/<id>/ source file, then solutions/<id>/wrong/*, of a kit problem.
std::vector<Solution> kitSolutions(const std::string& root, const Problem& problem);
// Every submission of a package, held to its folder's rules.
std::vector<Solution> packageSubmissions(const Problem& problem);

// The time limit (CPU ms, before the language's factor) and where it comes from.
struct TimeLimit {
    int cpuMs = kDefaultCpuMs;
    std::string from = "the judge's default";
};

// The package's limits overridden by the options, the CPU limit multiplied by the language's
// time factor (or --time-factor); the wall limit defaults to 3 x that CPU limit + 1 s, so that a
// busy machine does not turn CPU time into TLE.
Limits limitsFor(const Problem& problem, const Options& options, const Language& language,
                 const TimeLimit& time);

CompileJob compileJobFor(const Solution& s, const std::string& root, Isolation isolation,
                         const CompileLimits& limits);

class SolutionRuns;  // parallel.hpp
class TestPool;

// Hands the runs of a solution's tests to the pool, to run ahead of its judging, from a copy of
// its program in runDir (a folder of its own); nothing when the pool runs nothing ahead or the
// solution does not run (judgeSolution then says why, or runs it itself). `s`, `tests` and the
// pool must outlive the runs.
std::shared_ptr<SolutionRuns> runAhead(const Solution& s, const CompileResult& compiled,
                                       const std::vector<TestCase>& tests, const Limits& limits,
                                       Isolation isolation, const std::string& runDir,
                                       TestPool& pool);

// Judges one compiled solution on its tests, each run isolated as `isolation` says, adding its
// lines to the report; returns the slowest CPU time of its runs, in ms (-1 when none ran). The
// runs are `ahead`'s when given (runAhead), else run here one after another.
double judgeSolution(const Solution& s, const CompileResult& compiled,
                     const std::vector<TestCase>& tests, const Limits& limits, Isolation isolation,
                     const std::string& workDir, Report& report, SolutionRuns* ahead = nullptr);

}  // namespace judge
