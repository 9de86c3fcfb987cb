// Statement names under --validate, as BAPCtools checks them: in a 2023-07 or 2025-09 package,
// each statement/problem.LANG.{md,tex,pdf} must have its name in problem.yaml, name.LANG (a name
// given as a string is the English one, LANG en). The legacy format names a problem in each
// statement (\problemname) and problem.yaml's name is one string, so a legacy package has no such
// check. A package whose statements are all named adds no line.
#pragma once
#include <string>
#include <vector>

#include "problems.hpp"
#include "report.hpp"

namespace judge {

// One failed line per statement whose language problem.yaml's name does not have.
std::vector<ResultLine> statementNameLines(const Problem& p);

}  // namespace judge
