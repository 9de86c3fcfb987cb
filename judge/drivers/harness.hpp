// The C++ LeetCode harness, as LeetCode runs a submission: every testcase in this one process,
// in order, each with a new Solution. Testcases come on stdin (a line holding n each); answers go
// to fd 3 (the judge's answer file), so that whatever the solution prints on stdout is kept
// apart from its answer. After each answer a line "#judge CPU_US PEAK_KIB WALL_US": the
// process's CPU time so far, its resident high-water mark and the wall time so far, for the
// per-testcase figures (written by the C harness, harness.h). Run without fd 3 as a regular file
// (by hand, by bench/bench.sh), it writes just the answers on stdout.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <string>

#include "harness.h"  // the C harness: the answer file, the trailer and the clocks, written once

namespace judge_harness {

// Runs answer(n) for every testcase and writes what it returns; answer is LeetCode's JSON text.
template <class Answer>
int runAll(Answer answer) {
    judge_start();
    for (long long n; std::scanf("%lld", &n) == 1;) {
        std::string text = answer(static_cast<int>(n));
        judge_text out{nullptr, 0, 0};
        judge_append(&out, text.c_str());
        judge_answer(&out);
        std::free(out.data);
    }
    return 0;
}

}  // namespace judge_harness
