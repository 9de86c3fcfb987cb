// Tests of the ACM programs, run as processes: kitBin()/acm/<name> for every
// solutions/acm/<name>.cpp (found by listing the folder, so new stages are covered too).
// Expected outputs come from a brute force over permutations written here, not from the programs.
#include <doctest/doctest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "kit_paths.hpp"
#include "lc_checks.hpp"
#include "process.hpp"

namespace {

namespace fs = std::filesystem;

using RunResult = test_process::Ran;

// Runs program (no arguments) with input on stdin, through the kit's one process runner.
RunResult run(const std::string& program, const std::string& input) {
    return test_process::run({program}, input);
}

// The names of the ACM programs: solutions/acm/<name>.cpp, not looking into subfolders.
std::vector<std::string> programNames() {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(kitRoot() + "/solutions/acm"))
        if (entry.is_regular_file() && entry.path().extension() == ".cpp")
            names.push_back(entry.path().stem().string());
    std::sort(names.begin(), names.end());
    return names;
}

std::string binary(const std::string& name) { return kitBin() + "/acm/" + name; }

// What a correct program prints for n: the count, then the lexicographically smallest placement
// (the first in next_permutation order) as 1-based "row col" lines.
const std::string& expectedOutput(int n) {
    static std::map<int, std::string> cache;
    auto it = cache.find(n);
    if (it != cache.end()) return it->second;
    std::vector<std::vector<int>> all = lc_checks::bruteForce(n);
    std::string text = std::to_string(all.size()) + "\n";
    if (!all.empty())
        for (int r = 0; r < n; ++r)
            text += std::to_string(r + 1) + " " + std::to_string(all[0][r] + 1) + "\n";
    return cache[n] = text;
}

// Checks that program ran to a normal end with exit status 0 and nothing on stderr.
void checkCleanRun(const RunResult& r) {
    CHECK_FALSE(r.timedOut);
    CHECK(r.signal == 0);
    CHECK(r.exitCode == 0);
    CHECK(r.err == "");
}

TEST_CASE("acm: the programs are found and built") {
    std::vector<std::string> names = programNames();
    REQUIRE_FALSE(names.empty());
    for (const std::string& name : names) {
        CAPTURE(name);
        CHECK_MESSAGE(access(binary(name).c_str(), X_OK) == 0, "missing binary " << binary(name));
    }
}

TEST_CASE("acm: output equals a brute force over permutations, byte for byte, n = 1..9") {
    for (const std::string& name : programNames()) {
        SUBCASE(name.c_str()) {
            for (int n = 1; n <= 9; ++n) {
                CAPTURE(n);
                RunResult r = run(binary(name), std::to_string(n) + "\n");
                checkCleanRun(r);
                CHECK(r.out == expectedOutput(n));
            }
        }
    }
}

TEST_CASE("acm: n = 10..12 print the A000170 count and then a valid solution") {
    for (const std::string& name : programNames()) {
        SUBCASE(name.c_str()) {
            for (int n = 10; n <= 12; ++n) {
                CAPTURE(n);
                RunResult r = run(binary(name), std::to_string(n) + "\n");
                checkCleanRun(r);
                std::istringstream lines(r.out);
                long long count = -1;
                REQUIRE(static_cast<bool>(lines >> count));
                CHECK(count == lc_checks::a000170(n));
                std::vector<int> cols;
                for (int row, col; lines >> row >> col;) {
                    CHECK(row == (int)cols.size() + 1);
                    cols.push_back(col - 1);
                }
                CHECK(lines.eof());
                CHECK((int)cols.size() == n);
                CHECK(lc_checks::isPlacement(cols));
                CHECK(r.out.back() == '\n');
            }
        }
    }
}

TEST_CASE("acm: bad input gives one error line on stderr, nothing on stdout, exit status 1") {
    const char* inputs[] = {"",        "abc", "4abc", "0",
                            "-3",      "99",  "33",   "99999999999999999999999",
                            "   \n  ", "4.0", "0x4",  "-0"};
    for (const std::string& name : programNames()) {
        SUBCASE(name.c_str()) {
            for (const char* input : inputs) {
                CAPTURE(input);
                RunResult r = run(binary(name), input);
                CHECK_FALSE(r.timedOut);
                CHECK(r.signal == 0);
                CHECK(r.exitCode == 1);
                CHECK(r.out == "");
                CHECK(r.err.rfind("error:", 0) == 0);
                CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
                CHECK((!r.err.empty() && r.err.back() == '\n'));
            }
        }
    }
}

TEST_CASE("acm: what follows a valid n is ignored") {
    const char* inputs[] = {"5 xyz", "5\nxyz\n", "  \n\t5\n", "5 -3 99", "5"};
    for (const std::string& name : programNames()) {
        SUBCASE(name.c_str()) {
            for (const char* input : inputs) {
                CAPTURE(input);
                RunResult r = run(binary(name), input);
                checkCleanRun(r);
                CHECK(r.out == expectedOutput(5));
            }
        }
    }
}

}  // namespace
