// submissions/ and submissions.yaml: the folders' rules, the globs and what each says.
#include "package_internal.hpp"

#include <fnmatch.h>
#include <algorithm>
#include <cmath>
#include <map>

#include "program_files.hpp"
#include "text.hpp"

namespace judge {
namespace package_internal {

namespace {

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

}  // namespace

// A path matched by a glob, by itself or by one of its parent folders.
bool matchesOrParent(const std::string& glob, const std::string& path) {
    for (std::string p = path;; p = p.substr(0, p.rfind('/'))) {
        if (globMatches(glob, p)) return true;
        if (p.find('/') == std::string::npos) return false;
    }
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
        for (const fs::path& entry : programEntries(folder)) {  // headers are no submissions
            PackageSubmission s;
            s.path = fs::absolute(entry).lexically_normal(), s.headers = headersBeside(entry);
            s.folder = name, s.display = name + "/" + entry.filename().string();
            s.rules = overridden ? globs.at(name).rules : folderRules(name);
            for (VerdictRule& r : s.rules) r.final = !overridden && p.version == "legacy";
            if (overridden)
                s.language = globs.at(name).language, s.entrypoint = globs.at(name).entrypoint;
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

}  // namespace package_internal

using namespace package_internal;

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

bool testMatches(const std::string& glob, const std::string& fullName) {
    return glob.empty() || matchesOrParent(glob, fullName);
}

}  // namespace judge
