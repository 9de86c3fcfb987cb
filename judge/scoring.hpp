// Scoring problems (docs/packages.md, "Multi-pass and scoring"): a score per test from the output
// validator's feedback folder (score.txt, score_multiplier.txt) or the format's default, each test
// group's score aggregated from its tests and groups, and the submission's score, as each version
// of the format defines it:
// - 2023-07 and 2025-09: the score of data/secret; per group `max_score` (secret: 100; `unbounded`),
//   `score_aggregation` (pass-fail, sum, min; secret: sum, groups: pass-fail) and `require_pass`
//   (groups whose tests must all be AC for this one to score), or the 2023-07 draft's spelling of
//   the three, a `scoring` map {score, aggregation, require_pass}; a group without a max_score gets
//   its share of its parent's (the 2023-07 draft's inference). Samples never score.
// - legacy (`type: scoring`): testdata.yaml's `accept_score` (1), `reject_score` (0), `range`,
//   `on_reject` (break) and `grader_flags` for the default grader (worst_error, first_error,
//   always_accept; sum, avg, min, max; ignore_sample, accept_if_any_accepted), a group without
//   testdata.yaml taking its parent's; score.txt replaces an AC test's accept_score. A group with
//   `grading: custom` (its own or its parent's) is graded by the package's grader instead, which
//   gets its grader_flags, whatever they are, and its results (grader.hpp).
// A score the format calls a judge error (a score.txt on a rejected test, one over the test's
// maximum, both files, a group over its max_score, ...) makes the result FAIL, with the reason.
#pragma once
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "package.hpp"
#include "verdict.hpp"

namespace judge {

// One test's result as scoring sees it.
struct ScoredTest {
    const PackageTest* test = nullptr;
    Verdict verdict = Verdict::AC;
    std::optional<std::string> scoreText;       // score.txt, when the validator wrote one
    std::optional<std::string> multiplierText;  // score_multiplier.txt
};

struct ScoreResult {
    double score = 0;
    std::optional<double> maxScore;  // none: unbounded (2025-09) or an infinite range (legacy)
    bool accepted = true;            // legacy: the default grader's verdict of data/
    Verdict verdict = Verdict::AC;   // legacy: that verdict (the grader's, custom or default)
    std::string error;               // a judge error: the score cannot be given
    std::map<std::string, double> groups;  // every group's score, by name ("secret/g1")
    std::map<std::string, double> tests;   // every scored test's score, by its name under data/
};

// A legacy custom grader (graders/, `grading: custom`): given a group's grader_flags and its
// results in the grader's protocol, a line each ("AC 30", "WA 0"), what it printed ("AC 60"), or
// nothing with `error` saying why it failed.
using CustomGrader = std::function<std::optional<std::string>(
    const std::vector<std::string>& flags, const std::string& results, std::string& error)>;

// The score of the results `runs` (tests not among them count as not run: no score, and no
// verdict for a group's pass-fail), for a scoring problem; `grader` grades the groups a legacy
// package gives to its custom grader.
ScoreResult scoreResults(const Package& p, const std::vector<ScoredTest>& runs,
                         const CustomGrader& grader = nullptr);

// "37.5", "100": a score as the report writes it.
std::string scoreText(double score);

}  // namespace judge
