// Unit tests for one LeetCode solution file. The Makefile compiles this file once per solution,
// e.g. -DSOLUTION_FILE='"solutions/lc51/sets.cpp"' (found through -I.) -DSOLUTION_NS=lc51_sets
// -DSOLUTION_ID='"lc51/sets"' -DLC51 (or -DLC52). The solution sits after LeetCode's prelude, as
// on the site, but inside its own namespace, so that every solution links into one test binary.
#include <bits/stdc++.h>
using namespace std;

namespace SOLUTION_NS {
#include SOLUTION_FILE
}

#include <doctest/doctest.h>

#include "lc_checks.hpp"

#if defined(LC51) == defined(LC52)
#error "define exactly one of LC51 and LC52"
#endif

namespace {

using Sol = SOLUTION_NS::Solution;
constexpr bool isBitmask = string_view(SOLUTION_ID).find("bitmask") != string_view::npos;

#ifdef LC51
using Boards = vector<vector<string>>;
static_assert(is_same<decltype(declval<Sol&>().solveNQueens(1)), Boards>::value,
              "LeetCode's signature: vector<vector<string>> solveNQueens(int n)");

Boards sorted(Boards boards) {
    sort(boards.begin(), boards.end());
    return boards;
}

TEST_CASE(SOLUTION_ID ": the number of boards matches A000170 for n = 1..10") {
    for (int n = 1; n <= 10; ++n) {
        CAPTURE(n);
        CHECK((long long)Sol().solveNQueens(n).size() == lc_checks::a000170(n));
    }
}

TEST_CASE(SOLUTION_ID ": boards are valid, distinct and closed under the 8 symmetries, n = 1..10") {
    for (int n = 1; n <= 10; ++n) {
        CAPTURE(n);
        Boards boards = Sol().solveNQueens(n);
        for (const auto& board : boards) CHECK(lc_checks::boardProblem(board, n) == "");
        set<vector<string>> all(boards.begin(), boards.end());
        CHECK(all.size() == boards.size());
        for (const auto& board : boards)
            for (int t = 0; t < 8; ++t) {
                CAPTURE(t);
                CHECK(all.count(lc_checks::symmetry(board, t)) == 1);
            }
    }
}

TEST_CASE(SOLUTION_ID ": the boards are those a brute force over permutations finds, n = 1..8") {
    for (int n = 1; n <= 8; ++n) {
        CAPTURE(n);
        Boards expected;
        for (const auto& cols : lc_checks::bruteForce(n))
            expected.push_back(lc_checks::boardFromColumns(cols));
        CHECK(sorted(Sol().solveNQueens(n)) == sorted(expected));
    }
}

TEST_CASE(SOLUTION_ID ": one Solution object answers repeated calls alike") {
    Sol s;
    Boards six = sorted(Sol().solveNQueens(6)), eight = sorted(Sol().solveNQueens(8));
    CHECK(sorted(s.solveNQueens(8)) == eight);
    CHECK(sorted(s.solveNQueens(8)) == eight);
    CHECK(sorted(s.solveNQueens(6)) == six);
    CHECK(sorted(s.solveNQueens(8)) == eight);
    CHECK(sorted(s.solveNQueens(6)) == six);
}

TEST_CASE(SOLUTION_ID ": n < 1 gives no board") {
    Sol s;
    CHECK(s.solveNQueens(0).empty());
    CHECK(s.solveNQueens(-1).empty());
    CHECK(s.solveNQueens(INT_MIN).empty());
}

TEST_CASE(SOLUTION_ID ": n beyond the 64-bit masks throws instead of answering" *
          doctest::skip(!isBitmask)) {
    for (int n : {65, 1000, INT_MAX}) {
        CAPTURE(n);
        CHECK_THROWS_AS(Sol().solveNQueens(n), std::domain_error);
    }
}
#endif

#ifdef LC52
static_assert(is_same<decltype(declval<Sol&>().totalNQueens(1)), int>::value,
              "LeetCode's signature: int totalNQueens(int n)");

TEST_CASE(SOLUTION_ID ": counts match A000170 for n = 1..12") {
    for (int n = 1; n <= 12; ++n) {
        CAPTURE(n);
        CHECK(Sol().totalNQueens(n) == lc_checks::a000170(n));
    }
}

TEST_CASE(SOLUTION_ID ": one Solution object answers repeated calls alike") {
    Sol s;
    CHECK(s.totalNQueens(8) == 92);
    CHECK(s.totalNQueens(8) == 92);
    CHECK(s.totalNQueens(6) == 4);
    CHECK(s.totalNQueens(8) == 92);
    CHECK(s.totalNQueens(6) == 4);
}

TEST_CASE(SOLUTION_ID ": n < 1 gives 0") {
    Sol s;
    CHECK(s.totalNQueens(0) == 0);
    CHECK(s.totalNQueens(-1) == 0);
    CHECK(s.totalNQueens(INT_MIN) == 0);
}

// A count past INT_MAX (n >= 19) takes far too long to reach in a test; what can be run is the
// refusal of boards wider than the masks, where the source answered 0.
TEST_CASE(SOLUTION_ID ": n beyond the 64-bit masks throws instead of answering" *
          doctest::skip(!isBitmask)) {
    for (int n : {65, 1000, INT_MAX}) {
        CAPTURE(n);
        CHECK_THROWS_AS(Sol().totalNQueens(n), std::domain_error);
    }
}
#endif

}  // namespace
