// --validate: every input validator of a package on every input it selects, the output validation
// on every answer shown in the statement (none for interactive or multi-pass problems), and the
// invalid and valid cases of its extra folders, each a line of the report.
#pragma once
#include "options.hpp"
#include "problems.hpp"
#include "report.hpp"

namespace judge {

void validatePackage(Problem& p, const Options& options, const ValidatorBuild& build,
                     Report& report);

}  // namespace judge
