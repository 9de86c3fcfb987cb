// The grader's reading of its input: one line "VERDICT SCORE" per result.
#pragma once
#include <iostream>
#include <string>
#include <vector>

struct Result {
    std::string verdict;
    double score = 0;
};

inline std::vector<Result> readResults() {
    std::vector<Result> results;
    Result r;
    while (std::cin >> r.verdict >> r.score) results.push_back(r);
    return results;
}
