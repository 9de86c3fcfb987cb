// The kit's own files of a package: .kit.yaml (LeetCode, examples, constraints) and .timelimit.
#include "package_internal.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include "package_files.hpp"
#include "text.hpp"

namespace judge {
namespace package_internal {

namespace {

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

// "lc51, lc52"; "none" for no name.
std::string listed(const std::vector<std::string>& names) {
    std::string text;
    for (const std::string& name : names) text += (text.empty() ? "" : ", ") + name;
    return text.empty() ? "none" : text;
}

}  // namespace

// .kit.yaml: what only this judge does with the package.
void readKitSettings(const fs::path& file, const std::string& shown,
                     const std::vector<std::string>& leetcode, Package& p) {
    Yaml y = readYaml(file, shown);
    if (!y.root || y.root.IsNull()) return;
    checkKeys(y, y.root, "", {"leetcode", "examples", "constraints"});
    if (y.root["leetcode"]) {
        p.leetcode = asString(y, y.root["leetcode"], "leetcode");
        if (std::find(leetcode.begin(), leetcode.end(), p.leetcode) == leetcode.end())
            y.fail("leetcode", "expected a LeetCode problem of judge/drivers/ (" +
                                   listed(leetcode) + "), found " + quote(p.leetcode));
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

}  // namespace package_internal

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
