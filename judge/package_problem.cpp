// problem.yaml: the legacy and the modern readers, their limits and the limits both share.
#include "package_internal.hpp"

#include <algorithm>
#include <cmath>

#include "text.hpp"

namespace judge {
namespace package_internal {

namespace {

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

}  // namespace

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

// problem.yaml's name: the shown one, and the statement languages it names (a string: English).
void readName(const Yaml& y, Package& p) {
    const YAML::Node name = y.root["name"];
    p.name = name ? asName(y, name) : p.id;
    if (name && name.IsMap())
        for (const auto& entry : name) p.nameLanguages.push_back(entry.first.as<std::string>());
    else if (name)
        p.nameLanguages.push_back("en");
}

}  // namespace package_internal

using namespace package_internal;

double computedTimeLimit(const Package& p, double slowest) {
    const double exact = std::min(slowest * p.acToTimeLimit, kMaxSeconds);
    if (p.version == "legacy") return std::max(1.0, std::floor(exact + 0.5));
    const double steps = std::ceil(exact / p.timeResolution - 1e-9);
    return std::min(kMaxSeconds, std::max(1.0, steps) * p.timeResolution);
}

}  // namespace judge
