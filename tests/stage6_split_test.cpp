// Tests of the stage 6 program (kitBin()/acm/stage6_parallel, run with NQ_THREADS set); its
// units and thread pool are tested in engine_test.cpp. Expected counts are OEIS A000170; the
// expected smallest solution comes from a plain search written here.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "kit_paths.hpp"
#include "lc_checks.hpp"
#include "process.hpp"

namespace {

// The lexicographically smallest solution: the first full board of a left-to-right search.
bool smallestSolution(int n, std::vector<int>& cols) {
    int row = (int)cols.size();
    if (row == n) return true;
    for (int col = 0; col < n; ++col) {
        bool free = true;
        for (int k = 0; k < row && free; ++k) free = !lc_checks::attack(k, cols[k], row, col);
        if (!free) continue;
        cols.push_back(col);
        if (smallestSolution(n, cols)) return true;
        cols.pop_back();
    }
    return false;
}

std::string expectedOutput(int n) {
    std::string text = std::to_string(lc_checks::a000170(n)) + "\n";
    std::vector<int> cols;
    if (smallestSolution(n, cols))
        for (int r = 0; r < n; ++r)
            text += std::to_string(r + 1) + " " + std::to_string(cols[r] + 1) + "\n";
    return text;
}

// Runs the stage 6 program with `input` on stdin and NQ_THREADS=threads in its environment
// (replacing any), through env(1) and the tests' one process runner.
test_process::Ran runStage6(const std::string& input, const std::string& threads) {
    return test_process::run(
        {"/usr/bin/env", "NQ_THREADS=" + threads, kitBin() + "/acm/stage6_parallel"}, input);
}

TEST_CASE("stage 6: the program prints the same, right output with NQ_THREADS = 1, 2, 3") {
    for (int n : {1, 3, 8, 10}) {
        for (const char* threads : {"1", "2", "3"}) {
            CAPTURE(n);
            CAPTURE(threads);
            test_process::Ran run = runStage6(std::to_string(n) + "\n", threads);
            CHECK(run.exitCode == 0);
            CHECK(run.err == "");
            CHECK(run.out == expectedOutput(n));
        }
    }
}

TEST_CASE("stage 6: a bad NQ_THREADS is one error line and exit status 1") {
    for (const char* threads : {"0", "abc", "", "-2", "1025", "99999", " 2", "2x", "1.5"}) {
        CAPTURE(threads);
        test_process::Ran run = runStage6("8\n", threads);
        CHECK(run.exitCode == 1);
        CHECK(run.out == "");
        CHECK(run.err.rfind("error:", 0) == 0);
        CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
    }
}

}  // namespace
