// How each online judge words a solution's result, on the line after its tests (report.hpp,
// SolutionSummary; the profiles: profiles.hpp): LeetCode's "Wrong Answer, 9 / 12 testcases
// passed" with the failing input, the expected and the found output, and its answer on the tests
// within its constraints alone; ICPC's and Codeforces' "Wrong answer on test 10". Made from the
// runs once they are over; the report only prints it.
#pragma once
#include <string>
#include <vector>

#include "judging.hpp"
#include "report.hpp"
#include "solutions.hpp"

namespace judge {

// The summary of a solution that ran: `ran` holds the runs of tests[0..ran.size()).
SolutionSummary summaryOfRuns(const Solution& s, const std::vector<PackageTest>& tests,
                              const std::vector<TestRun>& ran);

// The summary of a solution that did not compile, with the log's first error line, over `tests`.
SolutionSummary compileErrorSummary(const Solution& s, const std::string& log, std::size_t tests);

// "1 <= n <= 9" when the test lies beyond the constraints of a LeetCode problem's package; else
// empty.
std::string beyondConstraints(const Package& p, const PackageTest& t);

}  // namespace judge
