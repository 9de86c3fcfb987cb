// The problems the judge knows: id, whether files are LeetCode classes (run through the harness
// of their language, judge/drivers/), checker and default limits.
// Command-line options override the limits.
#pragma once
#include <string>
#include <vector>

#include "checkers.hpp"

namespace judge {

struct Problem {
    std::string id;  // folder name under solutions/ and testdata/
    bool leetcode;   // a LeetCode class with the harness of its id; false: full programs
    Checker checker;
    int cpuMs;
    int memoryMiB;
    int outputMiB;
};

const std::vector<Problem>& allProblems();
const Problem* findProblem(const std::string& id);
// "acm|lc51|lc52", for messages.
std::string problemIds();

}  // namespace judge
