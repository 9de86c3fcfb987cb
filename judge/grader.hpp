// A legacy package's custom grader (graders/, for the groups whose testdata.yaml says
// `grading: custom`), run as problemtools runs it: in a box of its own like a validator, under
// the validation limits, with the group's grader_flags as its arguments (any flags: they are the
// grader's to read), the group's results on stdin, one line each in order ("AC 30", "WA 0";
// verdicts AC, WA, TLE, RTE, JE), and the group's verdict and score on stdout ("AC 60"). A run
// that crashes, exits non-zero or goes past its limits is the package's fault.
#pragma once
#include <string>

#include "scoring.hpp"
#include "validator.hpp"

namespace judge {

// The grader as scoring calls it; the same flags and results are graded once per session.
CustomGrader customGrader(const ValidatorProgram& grader, const std::string& workDir);

}  // namespace judge
