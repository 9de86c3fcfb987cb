// Scores of scoring problems: the group files' scoring keys, and a submission's results turned
// into test, group and submission scores (scoring.hpp says the rules of each version).
#include "scoring.hpp"

#include <yaml-cpp/yaml.h>

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

std::string shown(const YAML::Node& n) {
    if (n.IsScalar()) return quote(n.Scalar(), 60);
    return n.IsSequence() ? "a list" : n.IsMap() ? "a map" : "nothing";
}

std::optional<double> nonNegative(const YAML::Node& n) {
    if (!n.IsScalar()) return std::nullopt;
    const std::optional<double> v = parseReal(n.Scalar());
    if (!v || !std::isfinite(*v) || *v < 0) return std::nullopt;
    return v;
}

// The one number a score file holds; NaN when it holds anything else.
double singleNumber(const std::string& text) {
    const std::vector<std::string> w = splitTokens(text);
    const std::optional<double> v = w.size() == 1 ? parseReal(w[0]) : std::nullopt;
    return v && std::isfinite(*v) ? *v : NAN;
}

// "inf", "+inf", "-inf" or a number.
std::optional<double> bound(const std::string& s) {
    if (s == "inf" || s == "+inf") return kInf;
    if (s == "-inf") return -kInf;
    return parseReal(s);
}

// A string, or a list of strings.
bool readNames(const YAML::Node& n, std::vector<std::string>& out) {
    out.clear();
    if (n.IsScalar()) return out.push_back(n.Scalar()), true;
    if (!n.IsSequence()) return false;
    for (const auto& item : n) {
        if (!item.IsScalar()) return false;
        out.push_back(item.Scalar());
    }
    return true;
}

// max_score (2025-09) or scoring.score (2023-07): a non-negative integer or `unbounded`.
std::string readMax(const YAML::Node& n, const std::string& key, GroupScoring& g) {
    if (n.IsScalar() && n.Scalar() == "unbounded") return g.unbounded = true, "";
    const std::optional<double> v = nonNegative(n);
    if (!v || *v != std::floor(*v))
        return key + ": expected a non-negative integer or unbounded, found " + shown(n);
    g.maxScore = v;
    return "";
}

std::string readAggregation(const YAML::Node& n, const std::string& key, GroupScoring& g) {
    const std::string a = n.IsScalar() ? n.Scalar() : "";
    if (a != "pass-fail" && a != "sum" && a != "min")
        return key + ": expected pass-fail, sum or min, found " + shown(n);
    g.aggregation = a;
    return "";
}

std::string readRequirePass(const YAML::Node& n, const std::string& key, GroupScoring& g) {
    if (!readNames(n, g.requirePass))
        return key + ": expected a group name or a list of them, found " + shown(n);
    return "";
}

// The 2023-07 draft's `scoring` map.
std::string readScoringMap(const YAML::Node& n, GroupScoring& g) {
    if (!n.IsMap()) return "scoring: expected a map, found " + shown(n);
    for (const auto& entry : n) {
        const std::string key = entry.first.as<std::string>(), at = "scoring." + key;
        std::string error;
        if (key == "score")
            error = readMax(entry.second, at, g);
        else if (key == "aggregation")
            error = readAggregation(entry.second, at, g);
        else if (key == "require_pass")
            error = readRequirePass(entry.second, at, g);
        else
            error = "unknown key " + quote(at) + " (score, aggregation, require_pass)";
        if (!error.empty()) return error;
    }
    return "";
}

std::string readLegacyKeys(const YAML::Node& file, GroupScoring& g) {
    if (const YAML::Node n = file["grading"]) {
        if (!n.IsScalar() || (n.Scalar() != "default" && n.Scalar() != "custom"))
            return "grading: expected default or custom, found " + shown(n);
        g.customGrading = n.Scalar() == "custom";
    }
    if (const YAML::Node n = file["grader_flags"]) {  // the default grader's checked later
        if (!n.IsScalar() && !n.IsNull())
            return "grader_flags: expected a string, found " + shown(n);
        g.graderFlags = splitTokens(n.IsNull() ? "" : n.Scalar());
    }
    for (auto [key, field] :
         {std::pair{"accept_score", &g.acceptScore}, std::pair{"reject_score", &g.rejectScore}}) {
        if (!file[key]) continue;
        const std::optional<double> v =
            file[key].IsScalar() ? parseReal(file[key].Scalar()) : std::nullopt;
        if (!v || !std::isfinite(*v))
            return std::string(key) + ": expected a number, found " + shown(file[key]);
        *field = v;
    }
    if (const YAML::Node n = file["range"]) {
        const std::vector<std::string> w = splitTokens(n.IsScalar() ? n.Scalar() : "");
        const std::optional<double> lo = w.size() == 2 ? bound(w[0]) : std::nullopt,
                                    hi = w.size() == 2 ? bound(w[1]) : std::nullopt;
        if (!lo || !hi || *lo > *hi)
            return "range: expected two numbers, low then high (inf allowed), found " + shown(n);
        g.range = {*lo, *hi};
    }
    if (const YAML::Node n = file["on_reject"]) {
        if (!n.IsScalar() || (n.Scalar() != "break" && n.Scalar() != "continue"))
            return "on_reject: expected break or continue, found " + shown(n);
        g.onRejectContinue = n.Scalar() == "continue";
    }
    return "";
}

// ---- the groups of a package ----

// The group named `name`, if the package has it.
const GroupScoring* findGroup(const Package& p, const std::string& name) {
    for (const GroupScoring& g : p.groups)
        if (g.name == name) return &g;
    return nullptr;
}

bool within(const std::string& name, const std::string& group) {
    return group.empty() || name == group || name.rfind(group + "/", 0) == 0;
}

std::string parentOf(const std::string& name) {
    const std::size_t slash = name.rfind('/');
    return slash == std::string::npos ? "" : name.substr(0, slash);
}

// The groups that score (2023-07, 2025-09): data/secret and the groups under it (2025-09: its
// direct subfolders only; deeper folders are parts of their group).
std::vector<std::string> scoringGroups(const Package& p) {
    std::vector<std::string> out;
    for (const GroupScoring& g : p.groups) {
        if (!within(g.name, "secret")) continue;
        const bool deep = std::count(g.name.begin(), g.name.end(), '/') > 1;
        if (!(p.version == "2025-09" && deep)) out.push_back(g.name);
    }
    if (std::find(out.begin(), out.end(), "secret") == out.end()) out.push_back("secret");
    std::sort(out.begin(), out.end());
    return out;
}

// The deepest of `groups` that holds `name`.
std::string groupOf(const std::vector<std::string>& groups, const std::string& name) {
    std::string best;
    for (const std::string& g : groups)
        if (g != name && within(name, g) && g.size() > best.size()) best = g;
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
            if (!within(t.fullName, group)) continue;
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
            if (within(t.fullName, "secret"))
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

// Whether a legacy group is graded by the custom grader: its own file says so, else its parent's.
bool customGraded(const Package& p, const std::string& name) {
    for (std::string g = name;; g = parentOf(g)) {
        const GroupScoring* s = findGroup(p, g);
        if (s && s->customGrading) return *s->customGrading;
        if (g.empty()) return false;
    }
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
            if (!child.empty() && parentOf(child) == name) items.push_back({child, nullptr});
        for (const PackageTest& t : p_.tests)
            if (parentOf(t.fullName) == name) items.push_back({t.fullName, &t});
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

std::string readGroupScoring(const YAML::Node& file, const std::string& version, GroupScoring& g) {
    if (!file.IsMap()) return "";
    g.hasFile = true;
    std::string error;
    if (const YAML::Node n = file["max_score"]) error = readMax(n, "max_score", g);
    if (const YAML::Node n = file["score_aggregation"]; n && error.empty())
        error = readAggregation(n, "score_aggregation", g);
    if (const YAML::Node n = file["require_pass"]; n && error.empty())
        error = readRequirePass(n, "require_pass", g);
    if (const YAML::Node n = file["scoring"]; n && error.empty()) error = readScoringMap(n, g);
    if (error.empty()) error = readLegacyKeys(file, g);
    if (error.empty() && g.name == "sample" && version != "legacy" &&
        (g.maxScore || g.unbounded || !g.aggregation.empty() || !g.requirePass.empty()))
        error = "max_score, score_aggregation and require_pass are not permitted in sample";
    return error;
}

std::string readScoreRange(const YAML::Node& node, std::pair<double, double>& range) {
    std::vector<double> values;
    if (node.IsScalar()) {
        values.push_back(parseReal(node.Scalar()).value_or(NAN));
    } else if (node.IsSequence() && node.size() == 2) {
        for (const auto& item : node)
            values.push_back(item.IsScalar() ? parseReal(item.Scalar()).value_or(NAN) : NAN);
    }
    if (values.empty() ||
        !std::all_of(values.begin(), values.end(), [](double v) { return std::isfinite(v); }))
        return "expected a number or a list of two, found " + shown(node);
    range = {values.front(), values.back()};
    if (range.first > range.second) return "the range's low end is above its high end";
    return "";
}

// A legacy package's grading: the default grader's flags known to it, a custom grader there.
std::string legacyGradingError(const Package& p) {
    static const std::set<std::string> known = {
        "worst_error", "first_error",   "always_accept",         "sum", "avg", "min",
        "max",         "ignore_sample", "accept_if_any_accepted"};
    for (const GroupScoring& g : p.groups) {
        const std::string where = p.dir + "/data/" + g.name + (g.name.empty() ? "" : "/");
        if (customGraded(p, g.name)) {
            if (p.graders.empty())
                return where + "testdata.yaml: grading: custom, but there is no grader in graders/";
            continue;
        }
        for (const std::string& f : g.graderFlags)
            if (!known.count(f))
                return where + "testdata.yaml: grader_flags: not a flag of the default grader: " +
                       quote(f) + " (grading: custom runs graders/ with any flags)";
    }
    return "";
}

std::string scoringError(const Package& p) {
    if (p.version == "legacy") return legacyGradingError(p);
    if (!p.scoring) return "";
    std::set<std::string> names = {"sample"};
    for (const std::string& g : scoringGroups(p)) names.insert(g);
    for (const GroupScoring& g : p.groups)
        for (const std::string& required : g.requirePass) {
            const std::string where = p.dir + "/data/" + g.name + ": require_pass: ";
            if (!names.count(required))
                return where + quote(required) + " is not a test group of the package";
            if (!(required < g.name))
                return where + quote(required) + " does not come before " + quote(g.name);
            const GroupScoring* r = findGroup(p, required);
            if (r && !r->aggregation.empty() && r->aggregation != "pass-fail")
                return where + quote(required) + " does not have pass-fail aggregation";
        }
    return "";
}

ScoreResult scoreResults(const Package& p, const std::vector<ScoredTest>& runs,
                         const CustomGrader& grader) {
    Results r;
    for (const ScoredTest& s : runs) r.byName[s.test->fullName] = &s;
    if (p.version == "legacy") {
        LegacyScore legacy(p, r, grader);
        const std::optional<Sub> root = legacy.result();
        r.out.score = root ? root->score : 0;
        r.out.accepted = root && root->verdict == Verdict::AC;
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
