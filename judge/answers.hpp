// What a LeetCode run writes (judge/drivers/: the harness runs every testcase in one process):
// each answer's text, then a line `#judge CPU_US PEAK_KIB WALL_US` with the process's figures
// when it was written. The output is the program's, so untrusted: any bytes parse.
//   parseAnswers(text): the answers in order; text after the last `#judge` line is no answer. A
//     `#judge` line whose three figures are not non-negative decimal integers gives its answer
//     figures of 0; figures too large to count in are taken as their largest (never an overflow).
#pragma once
#include <string>
#include <vector>

namespace judge {

struct Answer {
    std::string text;
    double cpuMs = 0;  // the process's CPU time when the answer was written
    long long peakBytes = 0;
    double wallMs = 0;  // the harness's wall clock then
};

std::vector<Answer> parseAnswers(const std::string& text);

}  // namespace judge
