// The problem table.
#include "problems.hpp"

namespace judge {

const std::vector<Problem>& allProblems() {
    static const std::vector<Problem> problems = {
        {"acm", false, checkAcm, 2000, 256, 16},
        {"lc51", true, checkLc51, 2000, 256, 16},
        {"lc52", true, checkLc52, 2000, 256, 16},
    };
    return problems;
}

const Problem* findProblem(const std::string& id) {
    for (const Problem& p : allProblems())
        if (p.id == id) return &p;
    return nullptr;
}

std::string problemIds() {
    std::string ids;
    for (const Problem& p : allProblems()) ids += (ids.empty() ? "" : "|") + p.id;
    return ids;
}

}  // namespace judge
