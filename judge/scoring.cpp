// Scores of scoring problems: the group files' scoring keys, and a submission's results turned
// into test, group and submission scores (scoring.hpp says the rules of each version).
#include "scoring.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

#include "package.hpp"
#include "text.hpp"

namespace judge {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// Whether `value` is over `limit`, past what summing shares of a maximum may round to.
bool over(double value, double limit) { return value > limit + 1e-9 * std::max(1.0, limit); }

// The one number a score file holds; NaN when it holds anything else.
double singleNumber(const std::string& text) {
    const std::vector<std::string> w = splitTokens(text);
    const std::optional<double> v = w.size() == 1 ? parseReal(w[0]) : std::nullopt;
    return v && std::isfinite(*v) ? *v : NAN;
}

// ---- the groups of a package ----

// The deepest of `groups` that holds `name`.
std::string groupOf(const std::vector<std::string>& groups, const std::string& name) {
    std::string best;
    for (const std::string& g : groups)
        if (g != name && groupWithin(name, g) && g.size() > best.size()) best = g;
    return best;
}

struct Results {
    std::map<std::string, const ScoredTest*> byName;  // by the test's name under data/
    ScoreResult out;

    void judgeError(const std::string& why) {
        if (out.error.empty()) out.error = why;
    }
    // Whether every test of the package in `group` ran and is AC.
    bool allAccepted(const Package& p, const std::string& group) const {
        for (const PackageTest& t : p.tests) {
            if (!groupWithin(t.fullName, group)) continue;
            auto it = byName.find(t.fullName);
            if (it == byName.end() || it->second->verdict != Verdict::AC) return false;
        }
        return true;
    }
};

// ---- 2023-07 and 2025-09 ----

struct Node {
    std::string name;
    const GroupScoring* settings = nullptr;
    std::string aggregation;
    double max = 100;  // kInf: unbounded
    std::vector<std::size_t> groups;
    std::vector<const PackageTest*> tests;
    double testMax = 0;  // the maximum score of each of its tests (sum and min)
};

class ModernScore {
public:
    ModernScore(const Package& p, Results& r) : p_(p), r_(r) {
        const std::vector<std::string> names = scoringGroups(p);
        for (const std::string& name : names) {
            Node n;
            n.name = name;
            n.settings = findGroup(p, name);
            nodes_.push_back(n);
        }
        for (std::size_t i = 0; i < nodes_.size(); ++i) {
            const std::string parent = groupOf(names, nodes_[i].name);
            if (!parent.empty()) nodes_[index(parent)].groups.push_back(i);
        }
        for (const PackageTest& t : p.tests)
            if (groupWithin(t.fullName, "secret"))
                nodes_[index(groupOf(names, t.fullName))].tests.push_back(&t);
        Node& secret = nodes_[index("secret")];
        const GroupScoring* s = secret.settings;
        secret.max = s && s->unbounded ? kInf : s && s->maxScore ? *s->maxScore : 100;
        secret.aggregation = s && !s->aggregation.empty() ? s->aggregation : "sum";
        shareOut(index("secret"));
    }

    double score() { return scoreOf(index("secret")); }
    double max() const { return nodes_[index("secret")].max; }

private:
    std::size_t index(const std::string& name) const {
        for (std::size_t i = 0; i < nodes_.size(); ++i)
            if (nodes_[i].name == name) return i;
        return 0;
    }

    // The maximum scores of a node's groups and tests, from its own (the 2023-07 inference: the
    // groups without a max_score and the tests share what the others leave).
    void shareOut(std::size_t i) {
        Node& n = nodes_[i];
        double given = 0;
        std::size_t unspecified = n.tests.size();
        for (std::size_t c : n.groups) {
            const GroupScoring* s = nodes_[c].settings;
            if (s && s->maxScore && !s->unbounded)
                given += *s->maxScore;
            else if (!(s && s->unbounded))
                ++unspecified;
        }
        const double share = n.aggregation == "min" ? n.max
                             : unspecified == 0     ? 0
                                                    : (n.max - given) / unspecified;
        if (n.aggregation == "sum" && over(given, n.max))
            r_.judgeError("data/" + n.name + ": its groups' max_score add up to more than its own");
        n.testMax = n.max == kInf ? kInf : share;
        for (std::size_t c : n.groups) {
            Node& child = nodes_[c];
            const GroupScoring* s = child.settings;
            child.max = s && s->unbounded  ? kInf
                        : s && s->maxScore ? *s->maxScore
                                           : (n.max == kInf ? kInf : share);
            child.aggregation = s && !s->aggregation.empty() ? s->aggregation : "pass-fail";
            shareOut(c);
        }
    }

    double testScore(const Node& n, const PackageTest& t) {
        auto it = r_.byName.find(t.fullName);
        if (it == r_.byName.end()) return 0;
        const ScoredTest& run = *it->second;
        const bool files = run.scoreText || run.multiplierText;
        const std::string where = " on " + t.name;
        if (run.verdict != Verdict::AC) {
            if (files) r_.judgeError("a score file on a test that is not accepted" + where);
            return 0;
        }
        if (n.aggregation == "pass-fail") {
            if (files) r_.judgeError("a score file in a pass-fail group" + where);
            return 0;
        }
        if (run.scoreText && run.multiplierText)
            r_.judgeError("both score.txt and score_multiplier.txt" + where);
        const bool bounded = n.testMax != kInf;
        double score = n.testMax;
        if (run.scoreText) {
            const double v = singleNumber(*run.scoreText);
            if (!(v >= 0))
                r_.judgeError("score.txt is not one non-negative number" + where + ": " +
                              quote(*run.scoreText, 40));
            else if (bounded && over(v, n.testMax))
                r_.judgeError("score.txt says " + scoreText(v) + where + ", over the test's " +
                              scoreText(n.testMax));
            score = v >= 0 ? v : 0;
        } else if (run.multiplierText) {
            const double v = singleNumber(*run.multiplierText);
            const bool valid = v >= 0 && v <= 1;
            if (!bounded)
                r_.judgeError("score_multiplier.txt in a group of unbounded score" + where);
            else if (!valid)
                r_.judgeError("score_multiplier.txt is not one number in [0, 1]" + where + ": " +
                              quote(*run.multiplierText, 40));
            score = bounded && valid ? v * n.testMax : 0;
        } else if (!bounded) {
            r_.judgeError("no score.txt for an accepted test of unbounded score" + where);
            score = 0;
        }
        r_.out.tests[t.fullName] = score;
        return score;
    }

    double scoreOf(std::size_t i) {
        const Node n = nodes_[i];
        std::vector<double> parts;
        for (const PackageTest* t : n.tests) parts.push_back(testScore(n, *t));
        for (std::size_t c : n.groups) parts.push_back(scoreOf(c));
        double score = 0;
        if (n.aggregation == "pass-fail")
            score = r_.allAccepted(p_, n.name) ? n.max : 0;
        else if (n.aggregation == "sum")
            for (double s : parts) score += s;
        else if (!parts.empty())
            score = *std::min_element(parts.begin(), parts.end());
        if (n.settings)
            for (const std::string& required : n.settings->requirePass)
                if (!r_.allAccepted(p_, required)) score = 0;
        if (n.max != kInf && over(score, n.max))
            r_.judgeError("data/" + n.name + " scores " + scoreText(score) + ", over its " +
                          scoreText(n.max));
        r_.out.groups[n.name] = score;
        return score;
    }

    const Package& p_;
    Results& r_;
    std::vector<Node> nodes_;
};

// ---- legacy ----

// A group's settings for the default grader, its parent's where its file says nothing.
struct Grading {
    std::vector<std::string> flags;
    double acceptScore = 1, rejectScore = 0;
    bool onRejectContinue = false;
    std::pair<double, double> range{-kInf, kInf};
};

Grading inherit(Grading g, const GroupScoring* s) {
    if (!s || !s->hasFile) return g;
    if (!s->graderFlags.empty()) g.flags = s->graderFlags;
    if (s->acceptScore) g.acceptScore = *s->acceptScore;
    if (s->rejectScore) g.rejectScore = *s->rejectScore;
    if (s->onRejectContinue) g.onRejectContinue = *s->onRejectContinue;
    if (s->range) g.range = *s->range;
    return g;
}

// How bad a verdict is for worst_error: the format's order JE, RTE, MLE, TLE, OLE, WA.
int badness(Verdict v) {
    switch (v) {
        case Verdict::FAIL: return 6;
        case Verdict::RE:
        case Verdict::CE: return 5;
        case Verdict::MLE: return 4;
        case Verdict::TLE: return 3;
        case Verdict::OLE: return 2;
        case Verdict::WA:
        case Verdict::PE: return 1;
        case Verdict::AC: return 0;
    }
    return 0;
}

struct Sub {
    std::string name;
    Verdict verdict = Verdict::AC;
    double score = 0;
};

// The last of `modes` among the flags, else `fallback`.
std::string lastMode(const std::vector<std::string>& flags, const std::set<std::string>& modes,
                     const std::string& fallback) {
    std::string mode = fallback;
    for (const std::string& f : flags)
        if (modes.count(f)) mode = f;
    return mode;
}

bool hasFlag(const std::vector<std::string>& flags, const std::string& f) {
    return std::find(flags.begin(), flags.end(), f) != flags.end();
}

// The default grader on one group's sub-results.
Sub grade(const std::string& name, const Grading& g, std::vector<Sub> subs) {
    if (name.empty() && hasFlag(g.flags, "ignore_sample"))
        subs.erase(std::remove_if(subs.begin(), subs.end(),
                                  [](const Sub& s) { return s.name == "sample"; }),
                   subs.end());
    Sub out{name, Verdict::AC, 0};
    const std::string verdictMode =
        lastMode(g.flags, {"worst_error", "first_error", "always_accept"}, "worst_error");
    for (const Sub& s : subs) {
        if (s.verdict == Verdict::AC) continue;
        if (out.verdict == Verdict::AC ||
            (verdictMode == "worst_error" && badness(s.verdict) > badness(out.verdict)))
            out.verdict = s.verdict;
    }
    const bool anyAccepted = std::any_of(subs.begin(), subs.end(),
                                         [](const Sub& s) { return s.verdict == Verdict::AC; });
    if (verdictMode == "always_accept" ||
        (hasFlag(g.flags, "accept_if_any_accepted") && anyAccepted))
        out.verdict = Verdict::AC;
    const std::string scoreMode = lastMode(g.flags, {"sum", "avg", "min", "max"}, "sum");
    for (std::size_t i = 0; i < subs.size(); ++i) {
        const double s = subs[i].score;
        if (scoreMode == "min" || scoreMode == "max")
            out.score = i == 0               ? s
                        : scoreMode == "min" ? std::min(out.score, s)
                                             : std::max(out.score, s);
        else
            out.score += s;
    }
    if (scoreMode == "avg" && !subs.empty()) out.score /= static_cast<double>(subs.size());
    if (out.verdict != Verdict::AC) out.score = 0;  // the grader's score of a rejection is ignored
    return out;
}

// The grader protocol's name of a verdict (graders see AC, WA, TLE, RTE and JE), and back.
std::string graderWord(Verdict v) {
    switch (v) {
        case Verdict::AC: return "AC";
        case Verdict::WA:
        case Verdict::PE: return "WA";
        case Verdict::TLE: return "TLE";
        case Verdict::FAIL: return "JE";
        default: return "RTE";
    }
}
std::optional<Verdict> graderVerdict(const std::string& word) {
    static const std::map<std::string, Verdict> verdicts = {
        {"AC", Verdict::AC},   {"WA", Verdict::WA},   {"TLE", Verdict::TLE}, {"RTE", Verdict::RE},
        {"MLE", Verdict::MLE}, {"OLE", Verdict::OLE}, {"JE", Verdict::FAIL}};
    auto it = verdicts.find(word);
    return it == verdicts.end() ? std::nullopt : std::optional<Verdict>(it->second);
}

// The package's custom grader on one group's sub-results (grader.hpp); a judge error when it
// fails or prints anything but a verdict and a score.
Sub customGrade(const std::string& name, const Grading& g, const std::vector<Sub>& subs,
                const CustomGrader& grader, Results& r) {
    std::string results, error;
    for (const Sub& s : subs) results += graderWord(s.verdict) + " " + scoreText(s.score) + "\n";
    const std::optional<std::string> out =
        grader ? grader(g.flags, results, error) : std::optional<std::string>();
    const std::string group = "data/" + name;
    if (!out) {
        r.judgeError(group + ": " + (grader ? error : "no grader to run"));
        return {name, Verdict::FAIL, 0};
    }
    const std::vector<std::string> words = splitTokens(*out);
    const std::optional<Verdict> v = words.size() == 2 ? graderVerdict(words[0]) : std::nullopt;
    const double score = words.size() == 2 ? singleNumber(words[1]) : std::nan("");
    if (!v || std::isnan(score)) {
        r.judgeError(group + ": the grader printed " + quote(rtrim(*out), 60) +
                     ", expected a verdict (AC, WA, TLE, RTE, JE) and a score");
        return {name, Verdict::FAIL, 0};
    }
    return {name, *v, score};
}

class LegacyScore {
public:
    LegacyScore(const Package& p, Results& r, const CustomGrader& grader)
        : p_(p), r_(r), grader_(grader) {
        for (const GroupScoring& g : p.groups) names_.insert(g.name);
    }

    std::optional<Sub> result() { return group("", rootGrading()); }

    // The high end of data/'s range, else of data/secret's: what the best score is.
    std::optional<double> max() const {
        const Grading root = rootGrading(), secret = inherit(root, findGroup(p_, "secret"));
        for (const Grading& g : {root, secret})
            if (std::isfinite(g.range.second)) return g.range.second;
        return std::nullopt;
    }

private:
    Grading rootGrading() const { return inherit(Grading{}, findGroup(p_, "")); }

    std::optional<Sub> test(const PackageTest& t, const Grading& g) {
        auto it = r_.byName.find(t.fullName);
        if (it == r_.byName.end()) return std::nullopt;
        const ScoredTest& run = *it->second;
        const bool ac = run.verdict == Verdict::AC;
        Sub s{t.fullName, run.verdict, ac ? g.acceptScore : g.rejectScore};
        if (ac && run.scoreText) {
            const double v = singleNumber(*run.scoreText);
            if (std::isnan(v))
                r_.judgeError("score.txt is not one number on " + t.name + ": " +
                              quote(*run.scoreText, 40));
            s.score = std::isnan(v) ? 0 : v;
        }
        r_.out.tests[t.fullName] = s.score;
        return s;
    }

    // Its sub-results in order, tests and groups by name (on_reject: break stops at the first
    // rejection), through the default grader; nothing when none of its tests ran.
    std::optional<Sub> group(const std::string& name, const Grading& g) {
        std::vector<std::pair<std::string, const PackageTest*>> items;  // a group: no test
        for (const std::string& child : names_)
            if (!child.empty() && parentGroup(child) == name) items.push_back({child, nullptr});
        for (const PackageTest& t : p_.tests)
            if (parentGroup(t.fullName) == name) items.push_back({t.fullName, &t});
        std::sort(items.begin(), items.end());
        std::vector<Sub> subs;
        for (const auto& [child, t] : items) {
            const std::optional<Sub> s =
                t ? test(*t, g) : group(child, inherit(g, findGroup(p_, child)));
            if (!s) continue;
            subs.push_back(*s);
            if (s->verdict != Verdict::AC && !g.onRejectContinue) break;
        }
        if (subs.empty()) return std::nullopt;
        const Sub out =
            customGraded(p_, name) ? customGrade(name, g, subs, grader_, r_) : grade(name, g, subs);
        if (out.score < g.range.first || over(out.score, g.range.second))
            r_.judgeError("data/" + name + " scores " + scoreText(out.score) +
                          ", outside its range");
        r_.out.groups[name.empty() ? "data" : name] = out.score;
        return out;
    }

    const Package& p_;
    Results& r_;
    const CustomGrader& grader_;
    std::set<std::string> names_;
};

}  // namespace

ScoreResult scoreResults(const Package& p, const std::vector<ScoredTest>& runs,
                         const CustomGrader& grader) {
    Results r;
    for (const ScoredTest& s : runs) r.byName[s.test->fullName] = &s;
    if (p.version == "legacy") {
        LegacyScore legacy(p, r, grader);
        const std::optional<Sub> root = legacy.result();
        r.out.score = root ? root->score : 0;
        r.out.accepted = root && root->verdict == Verdict::AC;
        r.out.verdict = root ? root->verdict : Verdict::AC;
        r.out.maxScore = legacy.max();
    } else {
        ModernScore modern(p, r);
        r.out.score = modern.score();
        if (modern.max() != kInf) r.out.maxScore = modern.max();
        r.out.accepted = r.allAccepted(p, "");
    }
    return r.out;
}

std::string scoreText(double score) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6g", score);
    return buf;
}

}  // namespace judge
