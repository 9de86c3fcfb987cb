// A loaded package's queries: its groups and their scoring checks, the tests chosen, constants.
#include "package.hpp"

#include <fnmatch.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "text.hpp"

namespace judge {

namespace {

namespace fs = std::filesystem;

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

std::string includeFolder(const Package& p, const std::string& languageCode) {
    if (p.includeRoot.empty()) return "";
    for (const std::string& sub : {languageCode, std::string("default")})
        if (fs::is_directory(fs::path(p.includeRoot) / sub)) return fs::path(p.includeRoot) / sub;
    return "";
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

}  // namespace judge
