// Internal to the package reader (package_*.cpp): YAML helpers, Broken, what the readers share.
#pragma once
#include <yaml-cpp/yaml.h>

#include <cstddef>
#include <filesystem>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "package.hpp"

namespace judge {
namespace package_internal {

namespace fs = std::filesystem;

// The bounds of a package's limits: a time below the clock's resolution (the judge counts
// milliseconds) or above an hour is an error naming its key, and so is a factor above 1000; so no
// limit in milliseconds, multiplied by a factor, can overflow.
constexpr double kMinSeconds = 0.001, kMaxSeconds = 3600, kMaxFactor = 1000;

std::string shortNumber(double v);

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

// ---- YAML helpers (package_yaml.cpp) ----

// The file at `path`, shown as `shown`; an empty node when the file is empty (package_yaml.cpp).
Yaml readYaml(const std::string& path, const std::string& shown);
std::string describe(const YAML::Node& node);
// The keys of a map must be among `allowed`.
void checkKeys(const Yaml& y, const YAML::Node& map, const std::string& where,
               const std::set<std::string>& allowed);
std::string asString(const Yaml& y, const YAML::Node& node, const std::string& key);
bool asBool(const Yaml& y, const YAML::Node& node, const std::string& key);
// A number from `low` to `high` (a factor, or seconds from kMinSeconds to kMaxSeconds).
double asNumber(const Yaml& y, const YAML::Node& node, const std::string& key, double low,
                double high = kMaxFactor);
int asPositive(const Yaml& y, const YAML::Node& node, const std::string& key,
               long long high = 1 << 24);
// A string of words (split at whitespace) or a list of strings.
std::vector<std::string> asWords(const Yaml& y, const YAML::Node& node, const std::string& key);
// A string, or a map of language codes to strings (the English one, else the first).
std::string asName(const Yaml& y, const YAML::Node& node);
void checkLicense(const Yaml& y, const YAML::Node& node);

// ---- problem.yaml (package_problem.cpp) ----

// The limits both versions share (MiB and seconds, positive integers).
void readCommonLimits(const Yaml& y, const YAML::Node& limits, Package& p);
// legacy: type, validation and validator_flags say how the problem is judged.
void readLegacy(const Yaml& y, Package& p, std::vector<std::string>& validatorFlags);
// 2023-07 and 2025-09: type is a word or a list of them.
void readModern(const Yaml& y, Package& p);
// The version a problem.yaml declares: legacy when it declares none.
std::string versionOf(const Yaml& y);
// problem.yaml's name: the shown one, and the statement languages it names (a string: English).
void readName(const Yaml& y, Package& p);

// ---- .kit.yaml and .timelimit (package_kit.cpp) ----

// .kit.yaml: what only this judge does with the package (`leetcode:` one of `leetcode`).
void readKitSettings(const fs::path& file, const std::string& shown,
                     const std::vector<std::string>& leetcode, Package& p);
// Each of .kit.yaml's examples names a test of the package.
void checkExamples(const Package& p, const std::string& shown);
// .timelimit: the time limit in seconds, one number.
void readTimelimitFile(const fs::path& file, const std::string& shown, Package& p);

// ---- data/ and its group files (package_data.cpp) ----

// The settings one test group passes down to its tests and subgroups.
struct GroupSettings {
    std::vector<std::string> outputArgs;
    std::vector<std::string> inputArgs;
    GroupScoring scoring;  // the group's own (scoring.hpp does the inheriting)
    bool args = false;     // `args` for the submission: read, not passed (Package::skipped says so)
};

// A folder's entries, sorted, dotfiles left out.
std::vector<fs::path> sortedEntries(const fs::path& dir);

// The walk of data/'s groups and tests (package_data.cpp).
struct DataWalk {
    const Package& p;
    const std::string& shownRoot;  // the package folder as messages show it
    const std::vector<std::string>& problemFlags;
    std::vector<PackageTest>& tests;
    std::vector<GroupScoring>& groups;
    bool args = false, files = false;  // some test has `args`, some a .files folder

    // The group files of `dir` (data/ itself: under is empty) over the settings they inherit.
    void settingsIn(const fs::path& dir, const std::string& under, GroupSettings& settings);
    void group(const fs::path& dir, const std::string& under, GroupSettings settings);
    void testCase(const fs::path& in, const std::string& under, GroupSettings settings);
};

// data/'s own group file, for its scoring keys (legacy: ignore_sample and the root's grading).
void readRootScoring(const fs::path& data, const std::string& shown, Package& p);

// ---- data/'s invalid cases (package_invalid.cpp) ----

// data/invalid_input, invalid_output and valid_output, for --validate (they do not score).
void readInvalidCases(const fs::path& root, const std::string& shown,
                      const std::vector<std::string>& validatorFlags,
                      const GroupSettings& everywhere, Package& p);

// ---- programs (package_programs.cpp) ----

void readPrograms(const fs::path& root, const std::string& shown, Package& p);

// ---- submissions.yaml and its globs (package_submissions.cpp) ----

void readSubmissions(const fs::path& dir, const std::string& shown, Package& p);
// A path matched by a glob, by itself or by one of its parent folders.
bool matchesOrParent(const std::string& glob, const std::string& path);

}  // namespace package_internal
}  // namespace judge
