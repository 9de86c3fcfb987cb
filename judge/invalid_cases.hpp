// What --validate checks besides data/sample and data/secret, as the format asks (and BAPCtools
// checks): each data/invalid_input/*.in must be refused by some input validator, each
// data/invalid_output/*.out refused by the output validation against its .ans, each
// data/valid_output/*.out accepted (the last two for problems that are not interactive).
#pragma once
#include <string>
#include <vector>

#include "problems.hpp"
#include "report.hpp"

namespace judge {

// One input validator on one input: valid when it exits 42; `said` is the start of what it
// printed (stderr, then stdout), for messages.
struct InputCheck {
    bool started = false;
    bool valid = false;
    int exitCode = 0;
    std::string said;
};
InputCheck runInputValidator(const ValidatorProgram& v, const PackageTest& t,
                             const std::string& workDir);

// One line of --validate's own checks: `who` checked `test` (a case, a file, "-"), with outcome `o`.
ResultLine checkLine(const Problem& p, const std::string& who, const std::string& test,
                     const Outcome& o, bool passed);

// One report line per invalid or valid case of the problem (its input validators prepared).
std::vector<ResultLine> invalidCaseLines(const Problem& p, const std::string& workDir);

}  // namespace judge
