// The problems of a session, each package loaded once however many solutions name it (by its
// canonical folder). A deque holds them, so that the solutions' pointers into it stay valid.
#pragma once
#include <deque>
#include <map>
#include <string>
#include <vector>

#include "problems.hpp"

namespace judge {

class ProblemCache {
public:
    explicit ProblemCache(std::string root);

    const std::vector<std::string>& kitIds() const { return kitIds_; }

    // The package in `dir`; nothing, with `error`, when it is broken.
    Problem* load(const std::string& dir, std::string& error);
    // The kit's problem `id` (problems/<id> under the root).
    Problem* kit(const std::string& id, std::string& error);
    std::deque<Problem>& all() { return problems_; }

private:
    std::string root_;
    std::vector<std::string> kitIds_;
    std::vector<std::string> leetcode_;  // judge/drivers/'s LeetCode problems
    std::deque<Problem> problems_;
    std::map<std::string, Problem*> byDir_;
};

}  // namespace judge
