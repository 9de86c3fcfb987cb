// Judging one test: check the testdata, run the program under limits, turn the run into a
// verdict (limits first, then the output validation: validator.hpp). LeetCode files: all of a
// problem's tests in one process, as LeetCode runs a submission (judgeBatch). Interactive
// problems: the program and the package's validator at once, each one's stdout the other's stdin
// (judgeInteractive).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "languages.hpp"
#include "package.hpp"
#include "runner.hpp"
#include "validator.hpp"
#include "verdict.hpp"

namespace judge {

// How to run a compiled solution (see languages.hpp, runCommandFor).
struct Program {
    std::vector<std::string> argv;
    std::string cwd;  // a directory the program cannot write: its run directory
    Limits limits;    // with the language's time factor applied
    Isolation isolation = Isolation::Namespaces;  // see box/box.hpp
    std::vector<BoxPath> paths;                   // what its box shows: the run directory
    std::string system;  // the toolchain root it was compiled in and runs in; "": the host's
    // A name in stderr to show as another: a Java stack trace's "(Solution.java:" for the user's
    // "(mine.java:" (the file was compiled under its class's name). Empty: none.
    std::string traceName, userName;
    std::vector<std::string> env;  // empty: the runner's own (languages.hpp, RunCommand)
    // Built with AddressSanitizer (the leetcode profile): a run that ends with a sanitizer's
    // report is RE with the report's first line and the place in `sourcePath` it names.
    bool sanitized = false;
    std::string sourcePath;
    // Its language, whose record reads its runtime's error reports (runtime_errors.hpp).
    const Language* language = nullptr;
};

// A compiled solution in its run directory (a copy of its artifact), run from there: the box shows
// that directory, read-only, and nothing else of the kit.
Program programIn(const std::string& runDir, std::vector<std::string> argv, const Limits& limits,
                  Isolation isolation);

struct TestRun {
    Outcome outcome;
    bool ran = false;  // false when the testdata was broken and nothing ran
    int pid = 0;       // the program's pid (and process group id), when it ran
    double cpuMs = 0;
    double wallMs = 0;
    long long peakBytes = 0;
    std::string stderrText;    // the start of the program's stderr
    std::string sandbox;       // how it ran: "namespaces, cgroup v1", "rlimits", ...
    std::string judgeMessage;  // the output validator's judgemessage.txt, if it wrote one
    std::optional<std::string> scoreText, multiplierText;  // its score.txt, score_multiplier.txt
    std::string details;  // its details.json (JSON), carried as is into --json
    int passes = 0;       // multi-pass: how many passes ran (the last one decided)

    void take(const Validation& v);  // the validation's outcome and feedback
    std::string answer;              // a LeetCode answer as the solution gave it (the start of it)
};

// The verdict a run earns by how it ended, before its output is looked at; nothing when the
// run ended cleanly and the checker decides.
std::optional<Outcome> limitOutcome(const RunResult& run, const Limits& limits,
                                    const std::string& stderrText);

// Runs the program on `inputPath` (stdout to workDir/out, stderr to workDir/err) and measures the
// run into `t`; true, with t's outcome, when how the run ended decides the verdict (it could not
// start, went past a limit, crashed), false when the output validation decides.
bool runMeasured(const Program& program, const std::string& inputPath, const std::string& workDir,
                 TestRun& t);
// The RE of a run that ended with an AddressSanitizer or UBSan report in its stderr: its kind as
// the detail ("heap-buffer-overflow", "signed integer overflow", "null pointer"), its first line
// and the solution's line it names ("at mine.cpp:12:9") as the message. Nothing without a report.
std::optional<Outcome> sanitizerOutcome(const std::string& stderrText,
                                        const std::string& sourcePath,
                                        const std::string& shownName);

// Runs the program on one test in workDir (scratch files out/err there) and judges it.
TestRun judgeTest(const Program& program, const PackageTest& test, const OutputCheck& check,
                  const std::string& workDir);

// Every test in one run of a LeetCode harness: the testcases in order on stdin, the answers on
// fd 3, one segment (and CPU limit) per testcase. A run that ends early leaves the tests after
// the one it ended in "not run", with that test's verdict. The first test that is not AC, when it
// is not the first, says that the earlier ones ran before it in the same process.
struct BatchRun {
    std::vector<TestRun> tests;  // one per test case, in order
    std::string stdoutText;      // what the solution itself printed (the start of it)
};
BatchRun judgeBatch(const Program& program, const std::vector<PackageTest>& tests,
                    const OutputCheck& check, const std::string& workDir);

// One test of an interactive problem: the program and the validator run at once. The verdict,
// as the format's reference judge decides it: the validator failed: FAIL (not its limits when the
// judge had stopped the program for its own); it rejected the output and ended first, by cause
// (interaction.hpp): WA; else the program's own end when that was not clean (TLE, MLE, RE, ...);
// else the validator's verdict.
TestRun judgeInteractive(const Program& program, const PackageTest& test, const OutputCheck& check,
                         const std::string& workDir);
// One such run with the feedback folder given (kept: a multi-pass problem's passes share it).
TestRun interactOnce(const Program& program, const PackageTest& test, const ValidatorProgram& v,
                     const std::string& feedbackDir, const std::string& workDir);

}  // namespace judge
