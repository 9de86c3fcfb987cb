// The problems of a judging session. Every problem is a package (package.hpp): any package named
// with --package, or one of the kit's own, problems/<id>/ under the kit's root (acm, lc51, lc52),
// whose solutions live in solutions/<id>/ and whose golden data in testdata/<id>/ (the packages
// link to both; docs/packages.md says why). A problem's validator programs are compiled once per
// session, through the judge's language table and compile cache, and run in boxes of their own.
#pragma once
#include <string>
#include <vector>

#include "box/box.hpp"
#include "package.hpp"
#include "scoring.hpp"
#include "validator.hpp"

namespace judge {

struct Problem {
    Package package;
    OutputCheck check;  // its output validators (none: the default one)
    std::vector<ValidatorProgram> inputValidators;
    std::string validatorError;  // a validator that could not be built: its tests are FAIL
    bool prepared = false;
    std::vector<ValidatorProgram> graders = {};  // a legacy package's custom grader (graders/)
    CustomGrader grader = nullptr;               // runs it (none without one)

    const std::string& id() const { return package.id; }
    bool leetcode() const { return !package.leetcode.empty(); }
};

// The ids of the kit's own problems (folders of <root>/problems with a problem.yaml), sorted.
std::vector<std::string> kitProblemIds(const std::string& root);
// "acm|lc51|lc52", for messages.
std::string joinIds(const std::vector<std::string>& ids);

// Where and how a problem's validators are built.
struct ValidatorBuild {
    std::string root;      // the kit's root (the judge's drivers, tools/require-deb.sh)
    std::string cacheDir;  // the compile cache
    std::string workDir;   // the session's scratch folder
    Isolation isolation = Isolation::Namespaces;
};
// Compiles the problem's output validators into cacheDir (scripts are built in workDir), once.
void prepareValidators(Problem& p, const ValidatorBuild& build);
// The same for its input validators (--validate).
void prepareInputValidators(Problem& p, const ValidatorBuild& build);

// A package with constants: its include/ copied under workDir with {{name}} replaced, and used
// from there; false, with `error`, when the copy cannot be made. Nothing to do for the others.
bool prepareIncludedFiles(Problem& p, const std::string& workDir, std::string& error);
// A copy of `from` (a file, or a folder and everything under it) at `to`, with the package's
// constants replaced in every file (the format's names; BAPCtools' name.key spellings only in
// validators); false when it cannot be made.
bool copyWithConstants(const Package& p, const std::string& from, const std::string& to);

}  // namespace judge
