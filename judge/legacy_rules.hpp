// A legacy package's folder rule: in the legacy format a submission's folder (accepted/,
// wrong_answer/, time_limit_exceeded/, run_time_error/) names its final verdict, the one the
// package's grader computes: on a pass-fail problem the first test that is not AC, in test order;
// on a scoring problem the grader's verdict of data/ (its groups' on_reject, grader_flags such as
// accept_if_any_accepted and ignore_sample, or the package's own grader). A wrong_answer/
// submission of a scoring problem may so be TLE on a later test. The 2023-07 rules (`permitted`
// on every test, `required` on some) stay for 2023-07 and 2025-09 packages and submissions.yaml.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "package.hpp"
#include "scoring.hpp"
#include "verdict.hpp"

namespace judge {

// The format's class of a verdict, as folder rules name them: AC, WA (PE too), TLE, RTE (RE, MLE,
// OLE); CE and FAIL are their own and no rule permits them.
std::string verdictClass(Verdict v);

// Whether the final verdict of the runs `ran` (each test's name and verdict, in test order) is
// one the folder `rule` names (its `required`, else its `permitted`); `score`: a scoring
// problem's score, whose verdict is the grader's. `why` says how it is not.
bool keepsFinalVerdict(const VerdictRule& rule,
                       const std::vector<std::pair<std::string, Verdict>>& ran,
                       const ScoreResult* score, std::string& why);

}  // namespace judge
