// data/ and its group files: the walk of its groups and tests, and the group files' keys.
#include "package_internal.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include "text.hpp"

namespace judge {
namespace package_internal {

namespace {

std::set<std::string> groupKeys(const std::string& version) {
    if (version == "legacy")
        return {"on_reject",
                "grading",
                "grader_flags",
                "input_validator_flags",
                "output_validator_flags",
                "accept_score",
                "reject_score",
                "range"};
    std::set<std::string> keys = {"max_score",
                                  "score_aggregation",
                                  "static_validation_score",
                                  "require_pass",
                                  "args",
                                  "input_validator_args",
                                  "static_validator_args",
                                  "output_validator_args",
                                  "input_visualizer_args",
                                  "output_visualizer_args",
                                  "full_feedback",
                                  "scoring",
                                  "static_validation",
                                  "accept_score",
                                  "reject_score",
                                  "range",
                                  "on_reject",
                                  "grading",
                                  "grader_flags"};
    // 2023-07-draft packages written for problemtools still name the flags as legacy did.
    if (version == "2023-07") keys.insert({"input_validator_flags", "output_validator_flags"});
    return keys;
}

// Validator arguments: words, a list, or (legacy) a map {name, flags}.
std::vector<std::string> validatorArgs(const Yaml& y, const YAML::Node& node,
                                       const std::string& key) {
    if (node.IsMap()) {
        checkKeys(y, node, key, {"name", "flags"});
        return node["flags"] ? asWords(y, node["flags"], key + ".flags")
                             : std::vector<std::string>{};
    }
    return asWords(y, node, key);
}

// ---- a group file's scoring keys (scoring.hpp scores them) ----

// A number at least 0 (max_score, scoring.score), if the node is one.
std::optional<double> nonNegative(const YAML::Node& n) {
    if (!n.IsScalar()) return std::nullopt;
    const std::optional<double> v = parseReal(n.Scalar());
    if (!v || !std::isfinite(*v) || *v < 0) return std::nullopt;
    return v;
}

// "inf", "+inf", "-inf" or a number.
std::optional<double> bound(const std::string& s) {
    constexpr double inf = std::numeric_limits<double>::infinity();
    if (s == "inf" || s == "+inf") return inf;
    if (s == "-inf") return -inf;
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
void readMax(const Yaml& y, const YAML::Node& n, const std::string& key, GroupScoring& g) {
    if (n.IsScalar() && n.Scalar() == "unbounded") {
        g.unbounded = true;
        return;
    }
    const std::optional<double> v = nonNegative(n);
    if (!v || *v != std::floor(*v))
        y.fail(key, "expected a non-negative integer or unbounded, found " + describe(n));
    g.maxScore = v;
}

void readAggregation(const Yaml& y, const YAML::Node& n, const std::string& key, GroupScoring& g) {
    const std::string a = n.IsScalar() ? n.Scalar() : "";
    if (a != "pass-fail" && a != "sum" && a != "min")
        y.fail(key, "expected pass-fail, sum or min, found " + describe(n));
    g.aggregation = a;
}

void readRequirePass(const Yaml& y, const YAML::Node& n, const std::string& key, GroupScoring& g) {
    if (!readNames(n, g.requirePass))
        y.fail(key, "expected a group name or a list of them, found " + describe(n));
}

// The 2023-07 draft's `scoring` map.
void readScoringMap(const Yaml& y, const YAML::Node& n, GroupScoring& g) {
    if (!n.IsMap()) y.fail("scoring", "expected a map, found " + describe(n));
    for (const auto& entry : n) {
        const std::string key = entry.first.as<std::string>(), at = "scoring." + key;
        if (key == "score")
            readMax(y, entry.second, at, g);
        else if (key == "aggregation")
            readAggregation(y, entry.second, at, g);
        else if (key == "require_pass")
            readRequirePass(y, entry.second, at, g);
        else
            y.fail("", "unknown key " + quote(at) + " (score, aggregation, require_pass)");
    }
}

// accept_score and reject_score: numbers.
void readScores(const Yaml& y, GroupScoring& g) {
    for (auto [key, field] :
         {std::pair{"accept_score", &g.acceptScore}, std::pair{"reject_score", &g.rejectScore}}) {
        const YAML::Node n = y.root[key];
        if (!n) continue;
        const std::optional<double> v = n.IsScalar() ? parseReal(n.Scalar()) : std::nullopt;
        if (!v || !std::isfinite(*v)) y.fail(key, "expected a number, found " + describe(n));
        *field = v;
    }
}

// The legacy keys (a 2023-07 draft keeps them too): grading, grader_flags, the scores, range,
// on_reject.
void readLegacyKeys(const Yaml& y, GroupScoring& g) {
    if (const YAML::Node n = y.root["grading"]) {
        if (!n.IsScalar() || (n.Scalar() != "default" && n.Scalar() != "custom"))
            y.fail("grading", "expected default or custom, found " + describe(n));
        g.customGrading = n.Scalar() == "custom";
    }
    if (const YAML::Node n = y.root["grader_flags"]) {  // the default grader's checked later
        if (!n.IsScalar() && !n.IsNull())
            y.fail("grader_flags", "expected a string, found " + describe(n));
        g.graderFlags = splitTokens(n.IsNull() ? "" : n.Scalar());
    }
    readScores(y, g);
    if (const YAML::Node n = y.root["range"]) {
        const std::vector<std::string> w = splitTokens(n.IsScalar() ? n.Scalar() : "");
        const std::optional<double> lo = w.size() == 2 ? bound(w[0]) : std::nullopt,
                                    hi = w.size() == 2 ? bound(w[1]) : std::nullopt;
        if (!lo || !hi || *lo > *hi)
            y.fail("range",
                   "expected two numbers, low then high (inf allowed), found " + describe(n));
        g.range = {*lo, *hi};
    }
    if (const YAML::Node n = y.root["on_reject"]) {
        if (!n.IsScalar() || (n.Scalar() != "break" && n.Scalar() != "continue"))
            y.fail("on_reject", "expected break or continue, found " + describe(n));
        g.onRejectContinue = n.Scalar() == "continue";
    }
}

// The scoring keys of one group file into `g`.
void readGroupScoring(const Yaml& y, const std::string& version, GroupScoring& g) {
    if (!y.root.IsMap()) return;
    g.hasFile = true;
    if (const YAML::Node n = y.root["max_score"]) readMax(y, n, "max_score", g);
    if (const YAML::Node n = y.root["score_aggregation"])
        readAggregation(y, n, "score_aggregation", g);
    if (const YAML::Node n = y.root["require_pass"]) readRequirePass(y, n, "require_pass", g);
    if (const YAML::Node n = y.root["scoring"]) readScoringMap(y, n, g);
    readLegacyKeys(y, g);
    if (g.name == "sample" && version != "legacy" &&
        (g.maxScore || g.unbounded || !g.aggregation.empty() || !g.requirePass.empty()))
        y.fail("", "max_score, score_aggregation and require_pass are not permitted in sample");
}

void readGroupFile(const std::string& file, const std::string& shown, const std::string& version,
                   GroupSettings& s) {
    Yaml y = readYaml(file, shown);
    if (!y.root || y.root.IsNull()) return;
    checkKeys(y, y.root, "", groupKeys(version));
    for (const char* key : {"output_validator_flags", "output_validator_args"})
        if (y.root[key]) s.outputArgs = validatorArgs(y, y.root[key], key);
    for (const char* key : {"input_validator_flags", "input_validator_args"})
        if (y.root[key]) s.inputArgs = validatorArgs(y, y.root[key], key);
    readGroupScoring(y, version, s.scoring);
    if (y.root["args"]) s.args = !asWords(y, y.root["args"], "args").empty();
}

// A test case's own .yaml (2025-09).
void readCaseFile(const std::string& file, const std::string& shown, GroupSettings& s) {
    Yaml y = readYaml(file, shown);
    if (!y.root || y.root.IsNull()) return;
    checkKeys(y, y.root, "",
              {"args", "input_validator_args", "output_validator_args", "input_visualizer_args",
               "output_visualizer_args", "full_feedback", "hint", "description"});
    if (y.root["output_validator_args"])
        s.outputArgs = asWords(y, y.root["output_validator_args"], "output_validator_args");
    if (y.root["input_validator_args"])
        s.inputArgs = validatorArgs(y, y.root["input_validator_args"], "input_validator_args");
    if (y.root["args"]) s.args = !asWords(y, y.root["args"], "args").empty();
}

}  // namespace

std::vector<fs::path> sortedEntries(const fs::path& dir) {
    std::vector<fs::path> entries;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        const std::string name = e.path().filename();
        if (!name.empty() && name[0] != '.') entries.push_back(e.path());  // dotfiles: ignored
    }
    std::sort(entries.begin(), entries.end());
    return entries;
}

void DataWalk::settingsIn(const fs::path& dir, const std::string& under, GroupSettings& settings) {
    for (const char* file : {"testdata.yaml", "test_group.yaml"})
        if (fs::exists(dir / file))
            readGroupFile(dir / file,
                          shownRoot + "/data/" + (under.empty() ? "" : under + "/") + file,
                          p.version, settings);
}

void DataWalk::group(const fs::path& dir, const std::string& under, GroupSettings settings) {
    settings.scoring = GroupScoring{under};
    settingsIn(dir, under, settings);
    for (const fs::path& entry : sortedEntries(dir)) {
        const std::string name = entry.filename();
        if (fs::is_directory(entry)) {
            if (name.size() > 6 && name.substr(name.size() - 6) == ".files") {
                files = true;
                continue;
            }
            group(entry, under + "/" + name, settings);
        } else if (name.size() > 3 && name.substr(name.size() - 3) == ".in") {
            testCase(entry, under, settings);
        }
    }
    groups.push_back(settings.scoring);
}

void DataWalk::testCase(const fs::path& in, const std::string& under, GroupSettings settings) {
    const std::string base = in.filename().string().substr(0, in.filename().string().size() - 3);
    const fs::path yaml = in.parent_path() / (base + ".yaml");
    if (fs::exists(yaml))
        readCaseFile(yaml, shownRoot + "/data/" + under + "/" + base + ".yaml", settings);
    args = args || settings.args;
    PackageTest t;
    t.fullName = under + "/" + base;
    t.name = t.fullName.rfind("secret/", 0) == 0 ? t.fullName.substr(7) : t.fullName;
    t.inputPath = fs::absolute(in).lexically_normal();
    t.answerPath = fs::absolute(in.parent_path() / (base + ".ans")).lexically_normal();
    t.outputValidatorArgs = problemFlags;
    t.outputValidatorArgs.insert(t.outputValidatorArgs.end(), settings.outputArgs.begin(),
                                 settings.outputArgs.end());
    t.inputValidatorArgs = settings.inputArgs;
    const fs::path stem = in.parent_path() / base;
    if (under == "sample" && fs::exists(stem.string() + ".out"))
        t.shownOutput = fs::absolute(stem.string() + ".out").lexically_normal();
    else if (under == "sample" && !fs::exists(stem.string() + ".ans.statement"))
        t.shownOutput = t.answerPath;
    tests.push_back(t);
}

// data/'s own group file, for its scoring keys (legacy: ignore_sample and the root's grading).
void readRootScoring(const fs::path& data, const std::string& shown, Package& p) {
    for (const GroupScoring& g : p.groups)
        if (g.name.empty()) return;
    GroupScoring root;
    for (const char* file : {"testdata.yaml", "test_group.yaml"}) {
        if (!fs::exists(data / file)) continue;
        Yaml y = readYaml(data / file, shown + "/data/" + file);
        if (!y.root || !y.root.IsMap()) continue;
        readGroupScoring(y, p.version, root);
    }
    p.groups.push_back(root);
}

}  // namespace package_internal

}  // namespace judge
