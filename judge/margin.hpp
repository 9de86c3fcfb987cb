// The margin line. A package's own time limit (limits.time_limit, .timelimit) was set on its
// jury's machine, which may be faster than this one: when an accepted submission uses more than
// half of it here, one line per problem says how much, and which --time-factor gives it twice
// its time, so that a TLE here can be told from a TLE the jury would have seen.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "solutions.hpp"

namespace judge {

class Margins {
public:
    // A judged solution: the CPU time of its slowest run (raw, < 0: none ran) under `limits`.
    // Only the submissions of accepted/ count.
    void add(const Solution& s, const Limits& limits, double slowestMs);
    // "margin: ID/accepted/slow.cpp ran 2412 ms of CPU, 80% of its 3000 ms limit: ...", for each
    // problem where the most used is over half.
    std::vector<std::string> lines() const;

private:
    struct Used {
        std::string solution;
        double cpuMs = 0;
        int limitMs = 0;
        double timeFactor = 1;
    };
    std::map<std::string, Used> most_;  // by problem
};

}  // namespace judge
