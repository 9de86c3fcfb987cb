// Reading a problem package: its YAML files through yaml-cpp, checked key by key, and its folders.
#include "package.hpp"

#include <fnmatch.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <limits>
#include <map>
#include <set>
#include <stdexcept>

#include "package_files.hpp"
#include "text.hpp"

namespace judge {

namespace {

namespace fs = std::filesystem;

// The bounds of a package's limits: a time below the clock's resolution (the judge counts
// milliseconds) or above an hour is an error naming its key, and so is a factor above 1000; so no
// limit in milliseconds, multiplied by a factor, can overflow.
constexpr double kMinSeconds = 0.001, kMaxSeconds = 3600, kMaxFactor = 1000;

std::string shortNumber(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", v);
    return text;
}

// A problem in the package: thrown while reading, caught once by loadPackage.
struct Broken : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// One YAML file being read: errors name it, and the key within it.
struct Yaml {
    std::string shown;  // the path as messages show it
    YAML::Node root;

    [[noreturn]] void fail(const std::string& key, const std::string& what) const {
        throw Broken(shown + ": " + (key.empty() ? "" : key + ": ") + what);
    }
};

// Every walk of a YAML file's tree stays within this one's bounds: at most kYamlNodes visits,
// an alias counted at each use (10^9 rules from nine nested aliases are refused, not walked),
// and at most kYamlDepth levels (a map that contains itself through an alias is refused).
constexpr std::size_t kYamlNodes = 100000;
constexpr int kYamlDepth = 64;

void boundYaml(const Yaml& y, const YAML::Node& node, int depth, std::size_t& visits) {
    if (++visits > kYamlNodes)
        y.fail("",
               "more than " + std::to_string(kYamlNodes) + " nodes (an alias counted at each use)");
    if (depth > kYamlDepth)
        y.fail("", "nested deeper than " + std::to_string(kYamlDepth) +
                       " levels (or a map or list that contains itself)");
    if (node.IsSequence())
        for (const YAML::Node& item : node) boundYaml(y, item, depth + 1, visits);
    if (node.IsMap())
        for (const auto& entry : node) {
            boundYaml(y, entry.first, depth + 1, visits);
            boundYaml(y, entry.second, depth + 1, visits);
        }
}

// The file at `path`, shown as `shown`; an empty node when the file is empty. Its links were
// checked with the whole package (packageFilesError); it is read as a regular file of at most
// kYamlBytes.
Yaml readYaml(const std::string& path, const std::string& shown) {
    std::string why;
    std::optional<std::string> text = kit::readUntrusted(path, {kYamlBytes}, why);
    if (!text) throw Broken(shown + ": " + why);
    try {
        Yaml y{shown, YAML::Load(*text)};
        std::size_t visits = 0;
        boundYaml(y, y.root, 0, visits);
        return y;
    } catch (const YAML::Exception& e) {
        throw Broken(shown + ": not YAML (line " + std::to_string(e.mark.line + 1) + ", column " +
                     std::to_string(e.mark.column + 1) + ": " + e.msg + ")");
    }
}

std::string describe(const YAML::Node& node) {
    if (node.IsScalar()) return quote(node.Scalar(), 60);
    if (node.IsSequence()) return "a list";
    if (node.IsMap()) return "a map";
    return "nothing";
}

// The keys of a map must be among `allowed`.
void checkKeys(const Yaml& y, const YAML::Node& map, const std::string& where,
               const std::set<std::string>& allowed) {
    if (!map.IsMap()) y.fail(where, "expected a map, found " + describe(map));
    for (const auto& entry : map) {
        const std::string key = entry.first.as<std::string>();
        if (!allowed.count(key))
            y.fail("", "unknown key " + quote(where.empty() ? key : where + "." + key));
    }
}

std::string asString(const Yaml& y, const YAML::Node& node, const std::string& key) {
    if (!node.IsScalar()) y.fail(key, "expected a string, found " + describe(node));
    return node.Scalar();
}

bool asBool(const Yaml& y, const YAML::Node& node, const std::string& key) {
    const std::string s = asString(y, node, key);
    if (s == "true" || s == "True" || s == "yes") return true;
    if (s == "false" || s == "False" || s == "no") return false;
    y.fail(key, "expected true or false, found " + quote(s));
}

// A number from `low` to `high` (a factor, or seconds from kMinSeconds to kMaxSeconds).
double asNumber(const Yaml& y, const YAML::Node& node, const std::string& key, double low,
                double high = kMaxFactor) {
    const std::string s = asString(y, node, key);
    const std::optional<double> v = parseReal(s);
    if (!v || !std::isfinite(*v) || *v < low || *v > high)
        y.fail(key, "expected a number from " + shortNumber(low) + " to " + shortNumber(high) +
                        ", found " + quote(s));
    return *v;
}

int asPositive(const Yaml& y, const YAML::Node& node, const std::string& key,
               long long high = 1 << 24) {
    const std::string s = asString(y, node, key);
    std::optional<long long> v = parseInteger(s);
    if (!v || *v < 1 || *v > high)
        y.fail(key,
               "expected an integer from 1 to " + std::to_string(high) + ", found " + quote(s));
    return static_cast<int>(*v);
}

// A string of words (split at whitespace) or a list of strings.
std::vector<std::string> asWords(const Yaml& y, const YAML::Node& node, const std::string& key) {
    if (node.IsScalar()) return splitTokens(node.Scalar());
    if (!node.IsSequence())
        y.fail(key, "expected a string or a list of strings, found " + describe(node));
    std::vector<std::string> words;
    for (const auto& item : node) words.push_back(asString(y, item, key));
    return words;
}

// A string, or a map of language codes to strings (the English one, else the first).
std::string asName(const Yaml& y, const YAML::Node& node) {
    if (node.IsScalar()) return node.Scalar();
    if (!node.IsMap() || node.size() == 0)
        y.fail("name", "expected a string or a map, found " + describe(node));
    if (node["en"]) return asString(y, node["en"], "name.en");
    return asString(y, node.begin()->second, "name");
}

void checkLicense(const Yaml& y, const YAML::Node& node) {
    static const std::set<std::string> licenses = {
        "unknown", "public domain", "cc0", "cc by", "cc by-sa", "educational", "permission"};
    const std::string license = asString(y, node, "license");
    if (!licenses.count(license))
        y.fail("license", "not a license the format knows: " + quote(license));
}

// ---- problem.yaml ----

void readLegacyLimits(const Yaml& y, const YAML::Node& limits, Package& p) {
    checkKeys(y, limits, "limits",
              {"time_multiplier", "time_safety_margin", "memory", "output", "code",
               "compilation_time", "compilation_memory", "validation_time", "validation_memory",
               "validation_output", "validation_passes"});
    p.acToTimeLimit = 5.0;
    p.timeLimitToTle = 2.0;
    if (limits["validation_passes"])  // BAPCtools' legacy packages with multi-pass
        p.validationPasses = asPositive(y, limits["validation_passes"], "limits.validation_passes");
    if (limits["time_multiplier"])
        p.acToTimeLimit = asNumber(y, limits["time_multiplier"], "limits.time_multiplier", 1.0);
    if (limits["time_safety_margin"])
        p.timeLimitToTle =
            asNumber(y, limits["time_safety_margin"], "limits.time_safety_margin", 1.0);
}

void readModernLimits(const Yaml& y, const YAML::Node& limits, Package& p) {
    checkKeys(y, limits, "limits",
              {"time_multipliers", "time_limit", "time_resolution", "memory", "output", "code",
               "compilation_time", "compilation_memory", "validation_time", "validation_memory",
               "validation_output", "validation_passes"});
    if (const YAML::Node m = limits["time_multipliers"]) {
        checkKeys(y, m, "limits.time_multipliers", {"ac_to_time_limit", "time_limit_to_tle"});
        if (m["ac_to_time_limit"])
            p.acToTimeLimit =
                asNumber(y, m["ac_to_time_limit"], "limits.time_multipliers.ac_to_time_limit", 1.0);
        if (m["time_limit_to_tle"])
            p.timeLimitToTle = asNumber(y, m["time_limit_to_tle"],
                                        "limits.time_multipliers.time_limit_to_tle", 1.0);
    }
    if (limits["time_limit"]) {
        p.timeLimit =
            asNumber(y, limits["time_limit"], "limits.time_limit", kMinSeconds, kMaxSeconds);
        p.timeLimitFrom = "limits.time_limit";
    }
    if (limits["time_resolution"])
        p.timeResolution = asNumber(y, limits["time_resolution"], "limits.time_resolution",
                                    kMinSeconds, kMaxSeconds);
    if (limits["validation_passes"])
        p.validationPasses = asPositive(y, limits["validation_passes"], "limits.validation_passes");
}

// The limits both versions share (MiB and seconds, positive integers).
void readCommonLimits(const Yaml& y, const YAML::Node& limits, Package& p) {
    const std::pair<const char*, int*> ints[] = {
        {"memory", &p.memoryMiB},
        {"output", &p.outputMiB},
        {"compilation_time", &p.compilationSeconds},
        {"compilation_memory", &p.compilationMiB},
        {"validation_time", &p.validationSeconds},
        {"validation_memory", &p.validationMiB},
        {"validation_output", &p.validationOutputMiB},
    };
    for (const auto& [key, field] : ints) {
        const bool seconds = field == &p.compilationSeconds || field == &p.validationSeconds;
        if (limits[key])
            *field = asPositive(y, limits[key], std::string("limits.") + key,
                                seconds ? static_cast<long long>(kMaxSeconds) : 1 << 24);
    }
    if (limits["code"]) asPositive(y, limits["code"], "limits.code");
}

// legacy: type, validation and validator_flags say how the problem is judged.
void readLegacy(const Yaml& y, Package& p, std::vector<std::string>& validatorFlags) {
    const YAML::Node& r = y.root;
    checkKeys(y, r, "",
              {"problem_format_version", "type", "name", "uuid", "author", "source", "source_url",
               "license", "rights_owner", "limits", "validation", "validator_flags", "grading",
               "scoring", "keywords"});
    if (r["type"]) {
        const std::string type = asString(y, r["type"], "type");
        if (type != "pass-fail" && type != "scoring")
            y.fail("type", "expected pass-fail or scoring, found " + quote(type));
        p.scoring = type == "scoring";
    }
    readLegacyLimits(y, r["limits"] ? r["limits"] : YAML::Node(YAML::NodeType::Map), p);
    if (r["validation"]) {
        std::vector<std::string> words = splitTokens(asString(y, r["validation"], "validation"));
        if (words.empty() || (words[0] != "default" && words[0] != "custom"))
            y.fail("validation",
                   "must begin with default or custom, found " + describe(r["validation"]));
        for (std::size_t i = 1; i < words.size(); ++i) {
            if (words[0] == "default" ||
                (words[i] != "score" && words[i] != "interactive" && words[i] != "multi-pass"))
                y.fail("validation",
                       "unexpected " + quote(words[i]) +
                           " (custom may be followed by score, interactive and multi-pass)");
            p.interactive = p.interactive || words[i] == "interactive";
            p.multiPass = p.multiPass || words[i] == "multi-pass";
        }
        p.customValidation = words[0] == "custom";
    }
    if (r["validator_flags"]) validatorFlags = asWords(y, r["validator_flags"], "validator_flags");
    if (r["grading"])
        checkKeys(y, r["grading"], "grading",
                  {"objective", "show_test_data_groups", "accept_score", "reject_score", "range",
                   "on_reject", "custom_scoring"});
    if (r["scoring"]) checkKeys(y, r["scoring"], "scoring", {"objective", "show_test_data_groups"});
    for (const char* key : {"uuid", "author", "source", "source_url", "rights_owner", "keywords"})
        if (r[key]) asString(y, r[key], key);
}

// constants: name -> a number or a string (the format), or a map of spellings (BAPCtools).
void readConstants(const Yaml& y, const YAML::Node& map, Package& p) {
    for (const auto& entry : map) {
        const std::string name = entry.first.as<std::string>();
        if (entry.second.IsScalar()) {
            p.constants[name] = entry.second.Scalar();
            continue;
        }
        if (!entry.second.IsMap())
            y.fail("constants." + name,
                   "expected a number, a string or a map, found " + describe(entry.second));
        for (const auto& spelling : entry.second) {
            const std::string key = spelling.first.as<std::string>();
            const std::string text = asString(y, spelling.second, "constants." + name + "." + key);
            p.constants[key == "value" ? name : name + "." + key] = text;
        }
    }
    if (!p.constants.empty())
        p.skipped.push_back({"problem.yaml constants",
                             "{{name}} is replaced in validators, include/ and submissions, "
                             "not in test_group.yaml"});
}

// Legacy metadata keys that later versions dropped (`author` became `credits`, `source_url` the
// `url` of `source`). They say nothing about judging, so a package that still carries one (the
// format's own 2025-09 examples do) is judged, with a line that the key is read and not used;
// any other unknown key stays an error.
void allowLegacyMetadata(const Yaml& y, Package& p, std::set<std::string>& allowed) {
    for (const char* key : {"author", "source_url"})
        if (y.root[key]) {
            asString(y, y.root[key], key);
            allowed.insert(key);
            p.skipped.push_back({std::string("problem.yaml ") + key,
                                 "a legacy key, not in the " + p.version + " text: not used"});
        }
}

// 2023-07 and 2025-09: type is a word or a list of them.
void readModern(const Yaml& y, Package& p) {
    const YAML::Node& r = y.root;
    std::set<std::string> allowed = {"problem_format_version",
                                     "type",
                                     "name",
                                     "uuid",
                                     "version",
                                     "credits",
                                     "source",
                                     "license",
                                     "rights_owner",
                                     "embargo_until",
                                     "limits",
                                     "keywords",
                                     "languages",
                                     "allow_file_writing",
                                     "constants"};
    allowLegacyMetadata(y, p, allowed);
    checkKeys(y, r, "", allowed);
    if (!r["name"]) y.fail("", "missing key 'name'");
    if (r["type"]) {
        static const std::set<std::string> types = {"pass-fail", "scoring", "multi-pass",
                                                    "interactive", "submit-answer"};
        for (const std::string& type : asWords(y, r["type"], "type")) {
            if (!types.count(type)) y.fail("type", "not a problem type: " + quote(type));
            if (type == "submit-answer")
                y.fail("type", type + " problems are not supported by this judge");
            p.interactive = p.interactive || type == "interactive";
            p.multiPass = p.multiPass || type == "multi-pass";
            p.scoring = p.scoring || type == "scoring";
        }
    }
    readModernLimits(y, r["limits"] ? r["limits"] : YAML::Node(YAML::NodeType::Map), p);
    if (r["languages"]) asWords(y, r["languages"], "languages");
    if (r["keywords"]) asWords(y, r["keywords"], "keywords");
    if (r["constants"] && !r["constants"].IsMap())
        y.fail("constants", "expected a map, found " + describe(r["constants"]));
    if (r["constants"]) readConstants(y, r["constants"], p);
    if (r["allow_file_writing"] && asBool(y, r["allow_file_writing"], "allow_file_writing"))
        p.skipped.push_back(
            {"problem.yaml allow_file_writing", "the working directory stays read-only"});
    for (const char* key : {"uuid", "version", "rights_owner", "embargo_until"})
        if (r[key]) asString(y, r[key], key);
}

// The version a problem.yaml declares: legacy when it declares none.
std::string versionOf(const Yaml& y) {
    if (!y.root.IsMap()) y.fail("", "expected a map of keys, found " + describe(y.root));
    if (!y.root["problem_format_version"]) return "legacy";
    const std::string v = asString(y, y.root["problem_format_version"], "problem_format_version");
    if (v == "legacy" || v == "legacy-icpc") return "legacy";
    if (v == "2023-07" || v == "2023-07-draft" || v == "draft") return "2023-07";
    if (v == "2025-09" || v == "2025-09-draft") return "2025-09";
    y.fail("problem_format_version",
           "not a version this judge reads: " + quote(v) + " (legacy, 2023-07-draft, 2025-09)");
}

// ---- test data ----

// The settings one test group passes down to its tests and subgroups.
struct GroupSettings {
    std::vector<std::string> outputArgs;
    std::vector<std::string> inputArgs;
    GroupScoring scoring;  // the group's own (scoring.hpp does the inheriting)
    bool args = false;     // `args` for the submission: read, not passed (Package::skipped says so)
};

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

// submissions.yaml's `score`: a number or a list of two, as an inclusive range.
void readScoreRange(const Yaml& y, const YAML::Node& node, const std::string& at,
                    std::pair<double, double>& range) {
    std::vector<double> values;
    if (node.IsScalar()) {
        values.push_back(parseReal(node.Scalar()).value_or(NAN));
    } else if (node.IsSequence() && node.size() == 2) {
        for (const auto& item : node)
            values.push_back(item.IsScalar() ? parseReal(item.Scalar()).value_or(NAN) : NAN);
    }
    if (values.empty() ||
        !std::all_of(values.begin(), values.end(), [](double v) { return std::isfinite(v); }))
        y.fail(at, "expected a number or a list of two, found " + describe(node));
    range = {values.front(), values.back()};
    if (range.first > range.second) y.fail(at, "the range's low end is above its high end");
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

struct DataWalk {
    const Package& p;
    const std::string& shownRoot;  // the package folder as messages show it
    const std::vector<std::string>& problemFlags;
    std::vector<PackageTest>& tests;
    std::vector<GroupScoring>& groups;
    bool args = false, files = false;  // some test has `args`, some a .files folder

    // The group files of `dir` (data/ itself: under is empty) over the settings they inherit.
    void settingsIn(const fs::path& dir, const std::string& under, GroupSettings& settings) {
        for (const char* file : {"testdata.yaml", "test_group.yaml"})
            if (fs::exists(dir / file))
                readGroupFile(dir / file,
                              shownRoot + "/data/" + (under.empty() ? "" : under + "/") + file,
                              p.version, settings);
    }

    void group(const fs::path& dir, const std::string& under, GroupSettings settings) {
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

    void testCase(const fs::path& in, const std::string& under, GroupSettings settings) {
        const std::string base =
            in.filename().string().substr(0, in.filename().string().size() - 3);
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
};

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

// data/invalid_input, invalid_output and valid_output, for --validate (they do not score).
void readInvalidCases(const fs::path& root, const std::string& shown,
                      const std::vector<std::string>& validatorFlags,
                      const GroupSettings& everywhere, Package& p) {
    std::vector<GroupScoring> unscored;
    const std::pair<const char*, std::vector<PackageTest>*> checks[] = {
        {"invalid_input", &p.invalidInputs},
        {"invalid_output", &p.invalidOutputs},
        {"valid_output", &p.validOutputs}};
    for (const auto& [top, list] : checks) {
        DataWalk cases{p, shown, validatorFlags, *list, unscored};
        if (fs::is_directory(root / "data" / top))
            cases.group(root / "data" / top, top, everywhere);
    }
}

// ---- programs and submissions ----

std::vector<PackageProgram> programsIn(const fs::path& dir) {
    std::vector<PackageProgram> programs;
    for (const fs::path& entry : sortedEntries(dir))
        programs.push_back({entry.filename(), fs::absolute(entry).lexically_normal()});
    return programs;
}

// The folders of the format and what they require by default (2025-09's table; the legacy
// folders are among them).
std::vector<VerdictRule> folderRules(const std::string& folder) {
    if (folder == "accepted") return {{"", {"AC"}, {}, ""}};
    if (folder == "partially_accepted") {  // some score, not all of it (scoring.hpp), any verdicts
        VerdictRule some;
        some.partialScore = true;
        return {some};
    }
    if (folder == "wrong_answer") return {{"", {"AC", "WA"}, {"WA"}, ""}};
    if (folder == "time_limit_exceeded") return {{"", {"AC", "TLE"}, {"TLE"}, ""}};
    if (folder == "run_time_error") return {{"", {"AC", "RTE"}, {"RTE"}, ""}};
    if (folder == "rejected") return {{"", {}, {"RTE", "TLE", "WA"}, ""}};
    if (folder == "brute_force") return {{"", {"AC", "RTE", "TLE"}, {"RTE", "TLE"}, ""}};
    return {};
}

std::vector<std::string> verdictList(const Yaml& y, const YAML::Node& node,
                                     const std::string& key) {
    static const std::set<std::string> verdicts = {"AC", "WA", "TLE", "RTE"};
    std::vector<std::string> list = asWords(y, node, key);
    for (const std::string& v : list)
        if (!verdicts.count(v))
            y.fail(key, "not a verdict of the format: " + quote(v) + " (AC, WA, TLE, RTE)");
    return list;
}

const std::set<std::string> kRuleKeys = {"language", "entrypoint", "authors", "model_solution",
                                         "score"};

void readScore(const Yaml& y, const YAML::Node& node, const std::string& at, VerdictRule& rule) {
    readScoreRange(y, node, at, rule.score.emplace());
}

// use_for_time_limit: true, false, lower or upper; as the rule's timeUse (true: the default).
std::string timeUse(const Yaml& y, const YAML::Node& node, const std::string& key) {
    const std::string v = asString(y, node, key);
    if (v == "lower" || v == "upper") return v;
    return asBool(y, node, key) ? "" : "false";
}

// The globs of submissions.yaml name at most kGlobNames.
constexpr std::size_t kGlobNames = 4096;
// How many names expandBraces makes of `glob`, counted without making them: at most `cap + 1`.
std::size_t braceNames(const std::string& glob, std::size_t cap) {
    std::size_t names = 1;
    for (std::size_t open = glob.find('{'); open != std::string::npos && names <= cap;) {
        const std::size_t close = glob.find('}', open);
        if (close == std::string::npos) break;
        const std::size_t alternatives =
            1 + static_cast<std::size_t>(std::count(glob.begin() + static_cast<long>(open),
                                                    glob.begin() + static_cast<long>(close), ','));
        names = std::min(names * alternatives, cap + 1);
        open = glob.find('{', close + 1);
    }
    return names;
}

// A glob of submissions.yaml: an error when its braces name more than kGlobNames paths.
void checkGlob(const Yaml& y, const std::string& glob) {
    if (braceNames(glob, kGlobNames) > kGlobNames)
        y.fail("", "the glob " + quote(glob, 60) + " names more than " +
                       std::to_string(kGlobNames) + " paths through its braces");
}

// The rule of one map of submissions.yaml (for the tests `tests`), over `base` (a default folder's
// rule, whose keys the map does not give are kept), and the rules of its test-group keys.
void readRules(const Yaml& y, const YAML::Node& map, const std::string& where,
               const std::string& tests, const VerdictRule& base, std::vector<VerdictRule>& rules) {
    if (!map.IsMap()) y.fail(where, "expected a map, found " + describe(map));
    VerdictRule rule = base;
    rule.tests = tests;
    bool any = !base.permitted.empty() || !base.required.empty();
    for (const auto& entry : map) {
        const std::string key = entry.first.as<std::string>();
        const std::string at = where + "." + key;
        if (key == "permitted")
            rule.permitted = verdictList(y, entry.second, at), any = true;
        else if (key == "required")
            rule.required = verdictList(y, entry.second, at), any = true;
        else if (key == "message")
            rule.message = asString(y, entry.second, at), any = true;
        else if (key == "score")
            readScore(y, entry.second, at, rule), any = true;
        else if (key == "use_for_time_limit")
            rule.timeUse = timeUse(y, entry.second, at), any = true;
        else if (kRuleKeys.count(key))
            continue;
        else if (key.rfind("sample", 0) == 0 || key.rfind("secret", 0) == 0)
            checkGlob(y, key), readRules(y, entry.second, at, key, {}, rules);
        else
            y.fail("", "unknown key " + quote(at) + " (a rule, or a test group under data/)");
    }
    // The format: `lower` is a permitted [AC, WA, RTE] constraint, `upper` a required [TLE] one.
    if (rule.timeUse == "lower" && rule.permitted.empty()) rule.permitted = {"AC", "WA", "RTE"};
    if (rule.timeUse == "upper" && rule.required.empty()) rule.required = {"TLE"};
    if (any) rules.push_back(rule);
}

// "{a,b}c" -> "ac", "bc" (no nesting).
std::vector<std::string> expandBraces(const std::string& glob) {
    const std::size_t open = glob.find('{'), close = glob.find('}', open);
    if (open == std::string::npos || close == std::string::npos) return {glob};
    std::vector<std::string> out;
    const std::string head = glob.substr(0, open), tail = glob.substr(close + 1);
    std::size_t start = open + 1;
    for (std::size_t comma; start <= close; start = comma + 1) {
        comma = glob.find(',', start);
        if (comma == std::string::npos || comma > close) comma = close;
        for (const std::string& rest : expandBraces(tail))
            out.push_back(head + glob.substr(start, comma - start) + rest);
    }
    return out;
}

bool globMatches(const std::string& glob, const std::string& path) {
    for (const std::string& g : expandBraces(glob))
        if (::fnmatch(g.c_str(), path.c_str(), FNM_PATHNAME) == 0) return true;
    return false;
}

// A path matched by a glob, by itself or by one of its parent folders.
bool matchesOrParent(const std::string& glob, const std::string& path) {
    for (std::string p = path;; p = p.substr(0, p.rfind('/'))) {
        if (globMatches(glob, p)) return true;
        if (p.find('/') == std::string::npos) return false;
    }
}

// What one glob of submissions.yaml says: its rules, and the submissions' language and entry point.
struct GlobEntry {
    std::vector<VerdictRule> rules;
    std::string language, entrypoint;
};

std::map<std::string, GlobEntry> readSubmissionsYaml(const fs::path& file,
                                                     const std::string& shown) {
    std::map<std::string, GlobEntry> globs;
    Yaml y = readYaml(file, shown);
    if (!y.root || y.root.IsNull()) return globs;
    if (!y.root.IsMap()) y.fail("", "expected a map of globs, found " + describe(y.root));
    for (const auto& entry : y.root) {
        const std::string glob = entry.first.as<std::string>();
        checkGlob(y, glob);
        GlobEntry& g = globs[glob];
        // A default folder named alone is overridden: the keys it leaves out are inherited.
        const std::vector<VerdictRule> defaults = folderRules(glob);
        readRules(y, entry.second, glob, "", defaults.empty() ? VerdictRule{} : defaults[0],
                  g.rules);
        for (const auto& [key, field] :
             {std::pair<const char*, std::string*>{"language", &g.language},
              {"entrypoint", &g.entrypoint}})
            if (entry.second[key]) *field = asString(y, entry.second[key], glob + "." + key);
    }
    return globs;
}

void readSubmissions(const fs::path& dir, const std::string& shown, Package& p) {
    std::map<std::string, GlobEntry> globs;  // from submissions.yaml
    if (fs::exists(dir / "submissions.yaml"))
        globs = readSubmissionsYaml(dir / "submissions.yaml", shown + "/submissions.yaml");
    for (const fs::path& folder : sortedEntries(dir)) {
        if (!fs::is_directory(folder)) continue;
        const std::string name = folder.filename();
        const bool overridden = globs.count(name) > 0;
        // Every folder holds submissions; one the format and submissions.yaml leave without a
        // rule permits every verdict (the format's default): its submissions have no rules.
        for (const fs::path& entry : sortedEntries(folder)) {
            PackageSubmission s;
            s.path = fs::absolute(entry).lexically_normal();
            s.folder = name;
            s.display = name + "/" + entry.filename().string();
            s.rules = overridden ? globs.at(name).rules : folderRules(name);
            if (overridden) {
                s.language = globs.at(name).language;
                s.entrypoint = globs.at(name).entrypoint;
            }
            for (const auto& [glob, g] : globs) {
                if (glob == name || !matchesOrParent(glob, s.display)) continue;
                s.rules.insert(s.rules.end(), g.rules.begin(), g.rules.end());
                s.refined = s.refined || !g.rules.empty();
                if (!g.language.empty()) s.language = g.language;
                if (!g.entrypoint.empty()) s.entrypoint = g.entrypoint;
            }
            p.submissions.push_back(s);
        }
    }
}

// "LOW <= NAME <= HIGH", LeetCode's words for its one integer parameter.
Constraints readConstraints(const Yaml& y, const YAML::Node& node) {
    const std::string text = asString(y, node, "constraints");
    const std::vector<std::string> words = splitTokens(text);
    Constraints c;
    const std::optional<long long> low = words.size() == 5 ? parseInteger(words[0]) : std::nullopt,
                                   high = words.size() == 5 ? parseInteger(words[4]) : std::nullopt;
    if (!low || !high || words[1] != "<=" || words[3] != "<=" || *low > *high)
        y.fail("constraints", "expected \"LOW <= NAME <= HIGH\", found " + quote(text));
    c.low = low.value_or(0), c.high = high.value_or(0), c.name = words.size() == 5 ? words[2] : "";
    return c;
}

// .kit.yaml: what only this judge does with the package.
void readKitSettings(const fs::path& file, const std::string& shown, Package& p) {
    Yaml y = readYaml(file, shown);
    if (!y.root || y.root.IsNull()) return;
    checkKeys(y, y.root, "", {"leetcode", "examples", "constraints"});
    if (y.root["leetcode"]) {
        p.leetcode = asString(y, y.root["leetcode"], "leetcode");
        if (p.leetcode != "lc51" && p.leetcode != "lc52")
            y.fail("leetcode", "expected lc51 or lc52, found " + quote(p.leetcode));
    }
    if (y.root["examples"]) p.examples = asWords(y, y.root["examples"], "examples");
    if (y.root["constraints"]) p.constraints = readConstraints(y, y.root["constraints"]);
}

// Each of .kit.yaml's examples names a test of the package.
void checkExamples(const Package& p, const std::string& shown) {
    for (const std::string& name : p.examples)
        if (std::none_of(p.tests.begin(), p.tests.end(),
                         [&](const PackageTest& t) { return t.name == name; }))
            throw Broken(shown + "/.kit.yaml: examples: no test is named " + quote(name));
}

// .timelimit: the time limit in seconds, one number.
void readTimelimitFile(const fs::path& file, const std::string& shown, Package& p) {
    std::string why;
    const std::optional<std::string> text = kit::readUntrusted(file, {kLimitFileBytes}, why);
    if (!text) throw Broken(shown + ": " + why);
    std::vector<std::string> words = splitTokens(*text);
    const std::optional<double> v =
        words.size() == 1 ? parseReal(words[0]) : std::optional<double>();
    if (!v || !std::isfinite(*v) || *v < kMinSeconds || *v > kMaxSeconds)
        throw Broken(shown + ": expected one number of seconds from " + shortNumber(kMinSeconds) +
                     " to " + shortNumber(kMaxSeconds) + ", found " + quote(cut(rtrim(*text), 40)));
    if (!p.timeLimit) {
        p.timeLimit = *v;
        p.timeLimitFrom = ".timelimit";
    }
}

// The folder of the output validators: output_validators/ (legacy) or output_validator/. A legacy
// package with `validation: custom` and only a 2023-07-style output_validator/ (DOMjudge's
// multi-pass examples) gets that folder, as DOMjudge reads it, with a note saying so.
fs::path outputFolder(const fs::path& root, Package& p) {
    if (p.version != "legacy") return root / "output_validator";
    if (!p.customValidation || fs::is_directory(root / "output_validators") ||
        !fs::is_directory(root / "output_validator"))
        return root / "output_validators";
    p.notes.push_back("legacy problem.yaml (validation: custom" +
                      std::string(p.multiPass ? " multi-pass" : "") +
                      ") with a 2023-07-style output_validator/ folder: read as DOMjudge reads "
                      "it, output_validator/ as the one output validator");
    return root / "output_validator";
}

void readPrograms(const fs::path& root, const std::string& shown, Package& p) {
    const fs::path outputs = outputFolder(root, p);
    const bool single = outputs.filename() == "output_validator";
    if (fs::is_directory(outputs))
        p.outputValidators =
            !single ? programsIn(outputs)
                    : std::vector<PackageProgram>{
                          {"output_validator", fs::absolute(outputs).lexically_normal()}};
    if (p.version != "legacy") p.customValidation = !p.outputValidators.empty();
    if (p.customValidation && p.outputValidators.empty())
        throw Broken(shown +
                     "/problem.yaml: validation: custom, but there is no output validator in " +
                     outputs.filename().string() + "/");
    if (p.interactive && !p.customValidation)
        throw Broken(shown +
                     "/problem.yaml: an interactive problem needs a custom output validator");
    for (const char* dir : {"input_validators", "input_format_validators"})
        for (PackageProgram& v : programsIn(root / dir)) {
            const std::string ext = fs::path(v.path).extension();
            if (ext == ".ctd" || ext == ".viva")
                p.unsupportedValidators.push_back(v.name);
            else
                p.inputValidators.push_back(v);
        }
    if (fs::is_directory(root / "graders")) {
        if (p.version != "legacy")
            throw Broken(shown + "/graders/: a legacy folder, not in the " + p.version + " text");
        p.graders = programsIn(root / "graders");
        if (p.graders.size() > 1)
            throw Broken(shown + "/graders/: expected one grader, found " +
                         std::to_string(p.graders.size()));
    }
    if (fs::is_directory(root / "static_validator"))
        throw Broken(shown + "/static_validator/: not supported by this judge");
    const std::pair<const char*, const char*> unjudged[] = {
        {"answer_validators", "BAPCtools' own folder, not the format's: not run"},
        {"output_visualizer", "not run (it draws images; verdicts do not depend on it)"},
        {"output_visualizers", "not run (it draws images; verdicts do not depend on it)"},
    };
    for (const auto& [dir, why] : unjudged)
        if (fs::is_directory(root / dir)) p.skipped.push_back({std::string(dir) + "/", why});
}

// The package folder, canonical: a folder with a problem.yaml, each of its entries a regular file,
// a folder or a link that stays inside (package_files.hpp).
fs::path packageFolder(const std::string& dirGiven, const std::string& shown) {
    std::error_code ec;
    const fs::path root = fs::canonical(dirGiven, ec);
    if (ec || !fs::is_directory(root)) throw Broken(shown + ": not a folder");
    if (!fs::exists(root / "problem.yaml"))
        throw Broken(shown + ": no problem.yaml (not a problem package)");
    if (const std::string e = packageFilesError(root, shown, packageRoots(root)); !e.empty())
        throw Broken(e);
    return root;
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

}  // namespace

// The group named `name`, if the package has it.
const GroupScoring* findGroup(const Package& p, const std::string& name) {
    for (const GroupScoring& g : p.groups)
        if (g.name == name) return &g;
    return nullptr;
}

bool groupWithin(const std::string& name, const std::string& group) {
    return group.empty() || name == group || name.rfind(group + "/", 0) == 0;
}

std::string parentGroup(const std::string& name) {
    const std::size_t slash = name.rfind('/');
    return slash == std::string::npos ? "" : name.substr(0, slash);
}

// The groups that score (2023-07, 2025-09): data/secret and the groups under it (2025-09: its
// direct subfolders only; deeper folders are parts of their group).
std::vector<std::string> scoringGroups(const Package& p) {
    std::vector<std::string> out;
    for (const GroupScoring& g : p.groups) {
        if (!groupWithin(g.name, "secret")) continue;
        const bool deep = std::count(g.name.begin(), g.name.end(), '/') > 1;
        if (!(p.version == "2025-09" && deep)) out.push_back(g.name);
    }
    if (std::find(out.begin(), out.end(), "secret") == out.end()) out.push_back("secret");
    std::sort(out.begin(), out.end());
    return out;
}

// Whether a legacy group is graded by the custom grader: its own file says so, else its parent's.
bool customGraded(const Package& p, const std::string& name) {
    for (std::string g = name;; g = parentGroup(g)) {
        const GroupScoring* s = findGroup(p, g);
        if (s && s->customGrading) return *s->customGrading;
        if (g.empty()) return false;
    }
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

std::vector<PackageTest> selectTests(const std::vector<PackageTest>& tests,
                                     const std::vector<std::string>& filters) {
    std::vector<PackageTest> chosen;
    for (const PackageTest& t : tests)
        if (filters.empty() ||
            std::any_of(filters.begin(), filters.end(), [&](const std::string& f) {
                return ::fnmatch(f.c_str(), t.name.c_str(), 0) == 0;
            }))
            chosen.push_back(t);
    return chosen;
}

std::optional<Package> loadPackage(const std::string& dirGiven, std::string& error) {
    std::string shown = dirGiven;
    while (shown.size() > 1 && shown.back() == '/') shown.pop_back();
    try {
        const fs::path root = packageFolder(dirGiven, shown);
        Package p;
        p.dir = root;
        p.id = root.filename();
        Yaml y = readYaml(root / "problem.yaml", shown + "/problem.yaml");
        if (!y.root || y.root.IsNull()) y.root = YAML::Node(YAML::NodeType::Map);
        p.version = versionOf(y);
        std::vector<std::string> validatorFlags;
        if (p.version == "legacy")
            readLegacy(y, p, validatorFlags);
        else
            readModern(y, p);
        readCommonLimits(y, y.root["limits"] ? y.root["limits"] : YAML::Node(YAML::NodeType::Map),
                         p);
        if (y.root["license"]) checkLicense(y, y.root["license"]);
        p.name = y.root["name"] ? asName(y, y.root["name"]) : p.id;
        if (fs::exists(root / ".timelimit"))
            readTimelimitFile(root / ".timelimit", shown + "/.timelimit", p);
        if (fs::exists(root / ".kit.yaml"))
            readKitSettings(root / ".kit.yaml", shown + "/.kit.yaml", p);
        readPrograms(root, shown, p);
        if (!fs::is_directory(root / "data")) throw Broken(shown + ": no data/ folder");
        DataWalk walk{p, shown, validatorFlags, p.tests, p.groups};
        GroupSettings everywhere;  // data/test_group.yaml (legacy: data/testdata.yaml)
        walk.settingsIn(root / "data", "", everywhere);
        for (const char* top : {"sample", "secret"})
            if (fs::is_directory(root / "data" / top))
                walk.group(root / "data" / top, top, everywhere);
        readRootScoring(root / "data", shown, p);
        checkExamples(p, shown);
        readInvalidCases(root, shown, validatorFlags, everywhere, p);
        if (const std::string e = scoringError(p); !e.empty()) throw Broken(e);
        if (walk.args)
            p.skipped.push_back({"data/ args",
                                 "not passed to the submissions (they run without "
                                 "command-line arguments)"});
        if (walk.files)
            p.skipped.push_back(
                {"data/ .files folders", "not copied into the submissions' working directory"});
        if (fs::is_directory(root / "include")) p.includeRoot = root / "include";
        if (fs::is_directory(root / "submissions"))
            readSubmissions(root / "submissions", shown + "/submissions", p);
        return p;
    } catch (const Broken& e) {
        error = e.what();
    } catch (const YAML::Exception& e) {
        error = shown + ": " + e.what();
    } catch (const fs::filesystem_error& e) {
        error = shown + ": " + e.what();
    }
    return std::nullopt;
}

std::string includeFolder(const Package& p, const std::string& languageCode) {
    if (p.includeRoot.empty()) return "";
    for (const std::string& sub : {languageCode, std::string("default")})
        if (fs::is_directory(fs::path(p.includeRoot) / sub)) return fs::path(p.includeRoot) / sub;
    return "";
}

double computedTimeLimit(const Package& p, double slowest) {
    const double exact = std::min(slowest * p.acToTimeLimit, kMaxSeconds);
    if (p.version == "legacy") return std::max(1.0, std::floor(exact + 0.5));
    const double steps = std::ceil(exact / p.timeResolution - 1e-9);
    return std::min(kMaxSeconds, std::max(1.0, steps) * p.timeResolution);
}

std::vector<std::string> lowerBoundTests(const std::vector<VerdictRule>& rules) {
    std::vector<std::string> tests;
    for (const VerdictRule& rule : rules) {
        const bool bounds =
            !rule.permitted.empty() &&
            std::find(rule.permitted.begin(), rule.permitted.end(), "TLE") == rule.permitted.end();
        if (rule.timeUse == "false" && rule.permitted.empty() && rule.required.empty() &&
            rule.tests.empty())
            return {};  // an opt-out of the whole submission
        if (bounds && rule.timeUse != "false") tests.push_back(rule.tests);
    }
    return tests;
}

std::string withConstants(const Package& p, const std::string& text, bool spellings) {
    std::string out;
    std::size_t at = 0;
    for (std::size_t open; (open = text.find("{{", at)) != std::string::npos;) {
        const std::size_t close = text.find("}}", open + 2);
        if (close == std::string::npos) break;
        const std::string name = text.substr(open + 2, close - open - 2);
        const auto it = spellings || name.find('.') == std::string::npos ? p.constants.find(name)
                                                                         : p.constants.end();
        out += text.substr(at, open - at);
        out += it == p.constants.end() ? text.substr(open, close + 2 - open) : it->second;
        at = close + 2;
    }
    return out + text.substr(at);
}

bool testMatches(const std::string& glob, const std::string& fullName) {
    return glob.empty() || matchesOrParent(glob, fullName);
}

std::string Constraints::text() const {
    return std::to_string(low) + " <= " + name + " <= " + std::to_string(high);
}

bool Constraints::within(const std::string& input) const {
    const std::vector<std::string> tokens = splitTokens(input);
    if (tokens.size() != 1) return true;
    const std::optional<long long> v = parseInteger(tokens[0]);
    return !v || (*v >= low && *v <= high);
}

}  // namespace judge
