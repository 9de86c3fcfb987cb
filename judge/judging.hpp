// Judging one test: check the testdata, run the program under limits, turn the run into a
// verdict (limits first, then the checker). Also finds the tests of a problem.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "checkers.hpp"
#include "runner.hpp"
#include "verdict.hpp"

namespace judge {

struct TestCase {
    std::string name;        // "01"
    std::string inputPath;   // testdata/<p>/01.in
    std::string goldenPath;  // testdata/<p>/01.out
};

// Every NAME that has NAME.in or NAME.out in dir, sorted, keeping names that match one of the
// shell patterns in `filters` (all when it is empty). A missing half shows up as FAIL when judged.
std::vector<TestCase> findTests(const std::string& dir, const std::vector<std::string>& filters);

struct TestRun {
    Outcome outcome;
    bool ran = false;  // false when the testdata was broken and nothing ran
    int pid = 0;       // the program's pid (and process group id), when it ran
    double cpuMs = 0;
    double wallMs = 0;
    long long peakBytes = 0;
    std::string stderrText;  // the start of the program's stderr
};

// The verdict a run earns by how it ended, before its output is looked at; nothing when the
// run ended cleanly and the checker decides.
std::optional<Outcome> limitOutcome(const RunResult& run, const Limits& limits, const std::string& stderrText);

// Runs `program` on one test in workDir (scratch files out/err there) and judges it.
TestRun judgeTest(const std::string& program, const TestCase& test, Checker checker, const Limits& limits,
                  const std::string& workDir);

}  // namespace judge
