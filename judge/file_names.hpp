// File and folder names under --validate, as problemtools' verifyproblem checks them: every name
// in the package (links followed) must match the format's ^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$,
// but .gitignore anywhere, and .git/ and .timelimit in the package's top folder. The format lets
// other names be (a judge acts as if they were not there), but problemtools refuses the package,
// so the kit reports them too; .kit.yaml in the top folder is the kit's judge's own (`make
// package` leaves it out of the zip) and not reported.
#pragma once
#include <string>
#include <vector>

#include "problems.hpp"
#include "report.hpp"

namespace judge {

// Whether `name` matches the format's file name rule.
bool formatFileName(const std::string& name);

// One failed line per name the rule refuses (the first 20, then one line for the rest), then one
// line for the names it takes.
std::vector<ResultLine> fileNameLines(const Problem& p);

}  // namespace judge
