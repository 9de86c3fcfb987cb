// What a solution's runs must keep, and the scores they earn (rules.hpp).
#include "rules.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "text.hpp"

namespace judge {

namespace {

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

bool among(const std::vector<std::string>& list, const std::string& v) {
    return std::find(list.begin(), list.end(), v) != list.end();
}

std::string listed(const std::vector<std::string>& list) {
    std::string out;
    for (const std::string& v : list) out += (out.empty() ? "" : ", ") + v;
    return out;
}

// The format's class of a verdict, as folder rules name them: AC, WA (PE too), TLE, RTE (RE, MLE,
// OLE); CE and FAIL are their own and no rule permits them.
std::string verdictClass(Verdict v) {
    switch (v) {
        case Verdict::AC: return "AC";
        case Verdict::WA:
        case Verdict::PE: return "WA";
        case Verdict::TLE: return "TLE";
        case Verdict::RE:
        case Verdict::MLE:
        case Verdict::OLE: return "RTE";
        case Verdict::CE: return "CE";
        case Verdict::FAIL: return "FAIL";
    }
    return "?";
}

// A legacy folder's rule: whether the final verdict of the runs `ran` (each test's name and
// verdict, in test order), the one the package's grader gives, is one the folder names (its
// `required`, else its `permitted`); `score`: a scoring problem's score, whose verdict is the
// grader's. `why` says how it is not.
bool keepsFinalVerdict(const VerdictRule& rule,
                       const std::vector<std::pair<std::string, Verdict>>& ran,
                       const ScoreResult* score, std::string& why) {
    Verdict final = score ? score->verdict : Verdict::AC;
    if (!score)  // the first test that is not AC
        for (const auto& [test, v] : ran)
            if (v != Verdict::AC) {
                final = v;
                break;
            }
    const std::string c = verdictClass(final);
    const std::vector<std::string>& named = rule.required.empty() ? rule.permitted : rule.required;
    if (named.empty() || std::find(named.begin(), named.end(), c) != named.end()) return true;
    std::string first;  // the first test of that verdict
    for (const auto& [test, v] : ran)
        if (first.empty() && final != Verdict::AC && verdictClass(v) == c) first = test;
    std::string list;
    for (const std::string& v : named) list += (list.empty() ? "" : " or ") + v;
    why = "the final verdict is " + c + (first.empty() ? "" : " (first on " + first + ")") +
          ", the folder names " + list + " (legacy: the verdict the grader gives the submission" +
          (score ? ", its groups graded" : ", its first error") + ")";
    return false;
}

// Whether a score is "some, not all" (partially_accepted/): more than 0 (legacy: an accepted
// result) and less than the maximum, when there is one.
bool partial(const Package& p, const ScoreResult& r) {
    const bool some = p.version == "legacy" ? r.accepted : r.score > 0;
    return some && (!r.maxScore || r.score < *r.maxScore - 1e-9);
}

std::string scoreOutOf(const ScoreResult& r) {
    return "score " + scoreText(r.score) + (r.maxScore ? " of " + scoreText(*r.maxScore) : "");
}

// Whether the score keeps a rule's `score` (of its group, or of the submission) and
// partially_accepted/'s "some, not all"; `why` says how it does not.
bool keepsScore(const VerdictRule& rule, const Package& p, const ScoreResult* r, std::string& why) {
    if (!rule.score && !rule.partialScore) return true;
    if (!r) {
        why = rule.partialScore
                  ? "partially_accepted/ is for scoring problems, and this one is pass-fail"
                  : "a score is asked of a pass-fail problem";
        return false;
    }
    if (!r->error.empty()) {
        why = "the package is at fault: no score can be given: " + r->error;
        return false;
    }
    double value = r->score;
    std::string of = "the score";
    if (!rule.tests.empty()) {
        auto it = r->groups.find(rule.tests);
        if (it == r->groups.end()) {
            why = "no score for " + rule.tests + " (not a test group that scores, or not run)";
            return false;
        }
        value = it->second;
        of = "the score of " + rule.tests;
    }
    const double slack = 1e-9 * std::max(1.0, std::fabs(value));
    if (rule.score && (value < rule.score->first - slack || value > rule.score->second + slack)) {
        const std::string want = rule.score->first == rule.score->second
                                     ? scoreText(rule.score->first)
                                     : "in [" + scoreText(rule.score->first) + ", " +
                                           scoreText(rule.score->second) + "]";
        why = of + ": expected " + want + ", found " + scoreText(value);
        return false;
    }
    if (rule.partialScore && !partial(p, *r)) {
        why =
            "some score but not all required, found " + scoreOutOf(*r) +
            (p.version == "legacy" && !r->accepted ? " (not accepted by the default grader)" : "");
        return false;
    }
    return true;
}

}  // namespace

bool asPinned(const Expectation& e, const std::string& test, const Outcome& o,
              const std::string& compileLog) {
    if (e.verdict != o.verdict || e.test != test) return false;
    return contains(o.message, e.fragment) || contains(o.detail, e.fragment) ||
           contains(compileLog, e.fragment);
}

std::string expectText(const Expectation& e) {
    return std::string(verdictName(e.verdict)) + " on " + e.test + ": " + quote(e.fragment);
}

std::string foundText(const std::string& test, const Outcome& o) {
    std::string text = verdictLabel(o) + " on " + test;
    return o.message.empty() ? text : text + ": " + cut(o.message, 300);
}

bool keepsRules(const std::vector<VerdictRule>& rules, const std::vector<RanTest>& ran,
                const Package& p, const ScoreResult* score, std::string& why) {
    for (const RanTest& r : ran)
        if (r.run.outcome.verdict == Verdict::FAIL) {  // its message says why, on its own line
            why = "the package is at fault on " + r.test->name + ", not the submission";
            return false;
        }
    std::vector<std::pair<std::string, Verdict>> verdicts;  // for a legacy folder's final verdict
    for (const RanTest& r : ran) verdicts.push_back({r.test->name, r.run.outcome.verdict});
    for (const VerdictRule& rule : rules) {
        if (rule.final) {  // legacy: the folder names the final verdict (keepsFinalVerdict)
            if (!keepsFinalVerdict(rule, verdicts, score, why) || !keepsScore(rule, p, score, why))
                return false;
            continue;
        }
        const std::string scope = rule.tests.empty() ? "" : " in " + rule.tests;
        bool required = rule.required.empty(), message = rule.message.empty();
        for (const RanTest& r : ran) {
            if (!testMatches(rule.tests, r.test->fullName)) continue;
            const std::string c = verdictClass(r.run.outcome.verdict);
            if (!rule.permitted.empty() && !among(rule.permitted, c)) {
                why = "only " + listed(rule.permitted) + " permitted" + scope + ", found " +
                      foundText(r.test->name, r.run.outcome);
                return false;
            }
            required = required || among(rule.required, c);
            message = message || r.run.judgeMessage.find(rule.message) != std::string::npos;
        }
        if (!required) {
            why = listed(rule.required) + " required on some test" + scope + ", found none";
            return false;
        }
        if (!message) {
            why = "no judgemessage" + scope + " holds " + quote(rule.message);
            return false;
        }
        if (!keepsScore(rule, p, score, why)) return false;
    }
    return true;
}

void addScores(const Package& p, const CustomGrader& grader, const std::vector<ScoredTest>& scored,
               const PackageTest& t, bool last, ResultLine& line,
               std::optional<ScoreResult>& result) {
    // A test's score is its own: its groups are not graded for it, so a custom grader is not
    // run once per test (graders/, a process each time) for a score it does not decide.
    const ScoreResult own = scoreResults(p, {scored.back()});
    if (auto it = own.tests.find(t.fullName); it != own.tests.end()) line.score = it->second;
    if (!last) {
        if (line.score) line.note = "score " + scoreText(*line.score);
        return;
    }
    result = scoreResults(p, scored, grader);
    line.problemScore = result->score;
    line.maxScore = result->maxScore;
    line.note = scoreOutOf(*result) +
                (result->error.empty() ? "" : " (the package is at fault: " + result->error + ")");
}

}  // namespace judge
