// The report: one console line per (solution, test) as results come in, the closing
// "judge: N passed, M failed" line, and the optional JSON file with every result.
// Colour only when stdout is a terminal and NO_COLOR is not set.
#pragma once
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "judging.hpp"

namespace judge {

struct ResultLine {
    std::string solution;  // path relative to solutions/ (or to the root)
    std::string problem;
    std::string language;     // "cpp", "java", ...
    std::string interpreter;  // Python's: "python3", "pypy3", "python3.11"; else empty
    std::string test;         // "01"; "-" when the line is about the whole solution (CE, no tests)
    bool deliberate = false;
    std::string folder;   // a package submission judged in folder mode: its folder, "wrong_answer"
    std::string expect;   // what a deliberate mistake's header pins: `WA on 02: "expected \"0\""`
    TestRun run;          // outcome and measurements
    bool counted = true;  // false: a deliberate mistake's test before the expected verdict appeared
    bool passed = false;
    int pairs = 1;        // (solution, test) pairs this line stands for (a CE covers every test)
    std::string note;     // "as expected", or what was expected and what was found
    std::string skipped;  // not judged: "no Kotlin here" (counted neither way)
    std::string compileLog;
    std::string
        stdoutText;  // what a LeetCode solution printed itself (kept apart from its answers)
    Limits limits;
    std::optional<double> score;         // a scoring problem: this test's score
    std::optional<double> problemScore;  // and on a solution's last line, the solution's score,
    std::optional<double> maxScore;      //   out of this (none: unbounded)
    std::string beyond;  // "1 <= n <= 9": the test lies beyond LeetCode's constraints
};

// The line after a solution's tests, as its online judge says the result (profiles.hpp):
// LeetCode's "Wrong Answer, 9 / 12 testcases passed" with the failing input, the expected and
// the found output; ICPC's and Codeforces' "Wrong answer on test 10". Counted neither way.
struct SolutionSummary {
    std::string solution, problem, profile;
    std::string interpreter;    // Python's: "python3", "pypy3", "python3.11"; else empty
    bool leetcode = false;      // LeetCode's wording, else the ICPC / Codeforces one
    std::string verdict;        // "Accepted", "Wrong Answer", "Wrong answer on test 10"
    int passed = 0, total = 0;  // LeetCode's "N / M testcases passed": N before the first failure
    std::string test;           // the first test that failed ("" when none)
    std::string input, expected, found, error;  // what LeetCode shows of it
    int failed = 0, ran = 0;                    // every test that failed, and those run
    bool stopped = false;                       // judging stopped at the first failure
    // LeetCode's own answer, when some tests lie beyond its constraints: on the others only.
    std::string constraints;  // "1 <= n <= 9"; empty when every test lies within
    std::string withinVerdict;
    int withinPassed = 0, withinTotal = 0;
};

// Where the report's lines go: the console, with or without colour, or nowhere (a run whose
// lines only serve to measure, as when a time limit is computed).
enum class ReportOutput { Colour, Plain, Quiet };

class Report {
public:
    // The columns: solutions padded to solutionWidth, test names to testWidth (at least 3).
    Report(ReportOutput output, bool verbose, std::size_t solutionWidth, std::size_t testWidth);
    // A report that prints nothing: it only counts and keeps the results (ReportOutput::Quiet).
    static Report quiet() { return Report(ReportOutput::Quiet, false, 0, 0); }
    void add(const ResultLine& line);                 // prints it at once
    void addSummary(const SolutionSummary& summary);  // prints it at once
    // A line about a solution before its tests ("compiled as gnu++14: ..."), printed at once; in
    // --json its summary's "note".
    void note(const std::string& solution, const std::string& text);
    // The closing line: "judge: N passed, M failed", in submissions held to their folders when
    // the run judged a package's folders (a line before it counts their tests), else in tests.
    void printSummary() const;
    std::string jsonText() const;  // the JSON report (--json)
    int passed() const { return folderMode() ? submissions_.passed : tests_.passed; }
    int failed() const { return folderMode() ? submissions_.failed : tests_.failed; }

private:
    std::string paint(const std::string& text, const char* code) const;
    std::string status(const ResultLine& line) const;
    std::string verdictColumn(const ResultLine& line) const;
    void count(const ResultLine& line);
    bool folderMode() const { return submissions_.passed + submissions_.failed > 0; }

    struct Counts {
        int passed = 0, failed = 0;
    };

    ReportOutput output_;
    bool verbose_;
    std::size_t width_;
    std::size_t testWidth_;
    std::vector<ResultLine> lines_;
    std::vector<SolutionSummary> summaries_;
    std::string lastSolution_;
    std::map<std::string, std::string> notes_;  // by solution
    Counts tests_;        // (solution, test) pairs; a package submission's: the tests it ran
    Counts submissions_;  // package submissions, each held to its folder
};

// The --json report of a run that was refused before judging: the error, and no results.
std::string refusalJsonText(const std::string& error);

// A line for what the judge does not judge (a solution in a language not here, a part of a
// package): `why` where the verdict would be, counted neither way.
ResultLine skippedLine(const std::string& problem, const std::string& what, const std::string& why);

// isatty(stdout) and NO_COLOR unset.
bool colourWanted();
// The summary as one line: "Wrong Answer, 9 / 12 testcases passed; Input: n = 10; ...".
std::string summaryText(const SolutionSummary& s);

}  // namespace judge
