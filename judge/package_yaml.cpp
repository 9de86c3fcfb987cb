// The YAML helpers of the package reader: one file read and bounded, its keys and values checked.
#include "package_internal.hpp"

#include <cmath>
#include <cstdio>
#include <optional>

#include "package_files.hpp"
#include "text.hpp"

namespace judge {
namespace package_internal {

namespace {

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

}  // namespace

std::string shortNumber(double v) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", v);
    return text;
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
                double high) {
    const std::string s = asString(y, node, key);
    const std::optional<double> v = parseReal(s);
    if (!v || !std::isfinite(*v) || *v < low || *v > high)
        y.fail(key, "expected a number from " + shortNumber(low) + " to " + shortNumber(high) +
                        ", found " + quote(s));
    return *v;
}

int asPositive(const Yaml& y, const YAML::Node& node, const std::string& key, long long high) {
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

}  // namespace package_internal

}  // namespace judge
