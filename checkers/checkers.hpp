// Checkers: pure functions (input text, expected text, found text) -> Outcome, one per problem.
// Each returns AC, WA or PE about the found output, or FAIL when the testdata itself is broken
// (golden output that does not parse or is not a correct answer; for lc51 also input without n,
// since its boards cannot be checked without it): a broken golden file is never the solution's WA.
#pragma once
#include <string>

#include "judge/verdict.hpp"

namespace judge {

using Checker = Outcome (*)(const std::string& input, const std::string& expected,
                            const std::string& found);

// LeetCode 51: a JSON-like list of boards; every board legal, none repeated, same set as the golden one.
Outcome checkLc51(const std::string& input, const std::string& expected, const std::string& found);
// LeetCode 52: one integer.
Outcome checkLc52(const std::string& input, const std::string& expected, const std::string& found);
// ACM: the count, then the lexicographically smallest solution as "row col" lines, compared line
// by line ignoring trailing whitespace and trailing blank lines; PE when only whitespace differs.
Outcome checkAcm(const std::string& input, const std::string& expected, const std::string& found);

// Whether a golden output is usable: checks it against itself. Returns FAIL with the reason when
// it is not, AC when it is. The judge calls this before running anything on the test.
Outcome checkGolden(Checker checker, const std::string& input, const std::string& expected);

}  // namespace judge
