// What a solution's runs must keep, and the scores they earn: a deliberate mistake's pin (its
// `expect:` header, solutions.hpp), a package submission's folder rules and submissions.yaml
// (package.hpp, VerdictRule), and a scoring problem's scores on the report's lines (scoring.hpp).
// The session's test loop (session.cpp) asks these once the runs are in; nothing here runs.
//
// A legacy package's folder rule: in the legacy format a submission's folder (accepted/,
// wrong_answer/, time_limit_exceeded/, run_time_error/) names its final verdict, the one the
// package's grader computes: on a pass-fail problem the first test that is not AC, in test order;
// on a scoring problem the grader's verdict of data/ (its groups' on_reject, grader_flags such as
// accept_if_any_accepted and ignore_sample, or the package's own grader). A wrong_answer/
// submission of a scoring problem may so be TLE on a later test. The 2023-07 rules (`permitted`
// on every test, `required` on some) stay for 2023-07 and 2025-09 packages and submissions.yaml.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "judging.hpp"
#include "package.hpp"
#include "report.hpp"
#include "scoring.hpp"
#include "solutions.hpp"

namespace judge {

// One test and its run, as the rules see them.
struct RanTest {
    const PackageTest* test;
    TestRun run;
};

// Whether the first test that is not AC (or the compile error) is the one the header pins.
bool asPinned(const Expectation& e, const std::string& test, const Outcome& o,
              const std::string& compileLog);

// `WA on 02: "expected \"0\""`: a pin as the report shows it.
std::string expectText(const Expectation& e);

// "WA on 02: the message": what a run was found to be, for a note.
std::string foundText(const std::string& test, const Outcome& o);

// Whether the runs so far keep every rule; `why` says how one is broken. `score`: a scoring
// problem's score of the runs.
bool keepsRules(const std::vector<VerdictRule>& rules, const std::vector<RanTest>& ran,
                const Package& p, const ScoreResult* score, std::string& why);

// A scoring problem's scores on a line: the test's own, and when it is the last line of the
// solution, the solution's, graded by the package's `grader` when it has one (said first in the
// note, and kept in `result`).
void addScores(const Package& p, const CustomGrader& grader, const std::vector<ScoredTest>& scored,
               const PackageTest& t, bool last, ResultLine& line,
               std::optional<ScoreResult>& result);

}  // namespace judge
