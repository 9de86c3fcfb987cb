// The kit's problems as JSON (problem_list.hpp).
#include "problem_list.hpp"

#include <nlohmann/json.hpp>

#include "languages.hpp"
#include "package.hpp"
#include "problems.hpp"
#include "profiles.hpp"
#include "text.hpp"

namespace judge {

namespace {

nlohmann::json testsJson(const Package& p) {
    nlohmann::json tests = nlohmann::json::array();
    for (const PackageTest& t : p.tests) {
        const std::optional<std::string> input = readFile(t.inputPath, kListedInputBytes + 1);
        const bool listed = input && input->size() <= kListedInputBytes;
        tests.push_back({{"name", t.name},
                         {"input", listed ? nlohmann::json(*input) : nlohmann::json()},
                         {"sample", t.fullName.rfind("sample/", 0) == 0}});
    }
    return tests;
}

// The tests the statement shows: .kit.yaml's examples, else the samples.
nlohmann::json examplesJson(const Package& p) {
    nlohmann::json names = nlohmann::json::array();
    for (const std::string& name : p.examples) names.push_back(name);
    for (const PackageTest& t : p.tests)
        if (p.examples.empty() && t.fullName.rfind("sample/", 0) == 0) names.push_back(t.name);
    return names;
}

nlohmann::json problemJson(const Package& p) {
    const bool leetcode = !p.leetcode.empty();
    nlohmann::json profiles = nlohmann::json::array();
    for (const Like like : allLikes())
        if (likeFits(like, leetcode)) profiles.push_back(likeName(like));
    const std::optional<Constraints>& c = p.constraints;
    return {{"id", p.id},
            {"name", p.name},
            {"leetcode", p.leetcode},
            {"constraints", c ? c->text() : ""},
            {"profiles", profiles},
            {"default_profile", likeName(defaultLike(leetcode))},
            {"examples", examplesJson(p)},
            {"tests", testsJson(p)}};
}

}  // namespace

std::string problemsJson(const std::string& root, std::string& error) {
    nlohmann::json list = nlohmann::json::array();
    const std::vector<std::string> leetcode = leetcodeProblems(root);
    for (const std::string& id : kitProblemIds(root)) {
        const std::optional<Package> p = loadPackage(root + "/problems/" + id, leetcode, error);
        if (!p) return "";
        list.push_back(problemJson(*p));
    }
    return list.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace judge
