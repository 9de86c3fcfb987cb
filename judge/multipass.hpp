// Multi-pass problems (type multi-pass; legacy: validation: custom multi-pass): the submission
// runs again on an input its output validator writes. Pass 1 runs on the test's .in; when the
// validator accepts a pass and has written feedback_dir/nextpass.in, that file is moved out of
// the folder and the next pass runs on it (the validator sees it as its input file too), the
// feedback folder and everything else in it kept across the passes; at most
// limits.validation_passes passes (default 2). Each nextpass.in must pass the input validators,
// with the test's input_validator_args. Interactive problems: each pass is one interaction
// (judging.hpp, interactOnce).
#pragma once
#include <string>

#include "judging.hpp"
#include "problems.hpp"

namespace judge {

// One test of a multi-pass problem. AC when a pass is accepted without a nextpass.in; else the
// verdict of the pass that was not, its message starting "pass 2 of at most 3: ". The package's
// fault (FAIL): a nextpass.in after the last pass allowed, beside a rejection, or refused by an
// input validator (of `problem`, prepared). t.passes says how many passes ran; the times and
// memory shown are the largest of one pass (the limits hold per pass).
TestRun judgeMultiPass(const Program& program, const PackageTest& test, const Problem& problem,
                       const std::string& workDir);

}  // namespace judge
