// The session's problems, each loaded once (problem_cache.hpp).
#include "problem_cache.hpp"

#include <filesystem>
#include <optional>
#include <utility>

#include "languages.hpp"

namespace judge {

ProblemCache::ProblemCache(std::string root)
    : root_(std::move(root)), kitIds_(kitProblemIds(root_)), leetcode_(leetcodeProblems(root_)) {}

Problem* ProblemCache::load(const std::string& dir, std::string& error) {
    std::error_code ec;
    const std::string key = std::filesystem::weakly_canonical(dir, ec);
    if (auto it = byDir_.find(key); it != byDir_.end()) return it->second;
    std::optional<Package> package = loadPackage(dir, leetcode_, error);
    if (!package) return nullptr;
    problems_.push_back(Problem{*package, {}, {}, "", false});
    return byDir_[key] = &problems_.back();
}

Problem* ProblemCache::kit(const std::string& id, std::string& error) {
    return load(root_ + "/problems/" + id, error);
}

}  // namespace judge
