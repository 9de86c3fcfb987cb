// The tests' output check: the kit's N-Queens validator (problems/nqueens_validator.cpp, the one
// the kit's packages ship), compiled once through the judge's own compile and run under the
// format's protocol like any package's validator; and test cases for it.
#pragma once
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "judge/compile.hpp"
#include "judge/judging.hpp"
#include "judge/languages.hpp"
#include "judge/validator.hpp"
#include "kit_paths.hpp"

namespace kit_check {

// The check, with its scratch files in workDir (compiled into workDir's cache the first time).
inline const judge::OutputCheck& check(const std::string& workDir) {
    static std::map<std::string, judge::OutputCheck> made;
    if (auto it = made.find(workDir); it != made.end()) return it->second;
    const judge::CompileResult c =
        judge::compileOne(judge::compileJob(kitRoot() + "/problems/nqueens_validator.cpp",
                                            *judge::findLanguage("cpp"), "", kitRoot()),
                          workDir + "/validator-cache");
    REQUIRE_MESSAGE(c.ok, c.log);
    judge::Limits limits;
    limits.cpuMs = limits.wallMs = 10000;
    judge::RunCommand run =
        judge::runCommandFor(*judge::findLanguage("cpp"), c.artifact, c.tool, limits);
    judge::OutputCheck check;
    check.programs = {{"nqueens", run.argv, c.artifact, run.limits, judge::Isolation::Namespaces}};
    check.workDir = workDir;
    return made[workDir] = check;
}

// A test of one of the kit's problems (acm, lc51, lc52): its name, input and answer files.
inline judge::PackageTest test(const std::string& name, const std::string& input,
                               const std::string& answer, const std::string& problem) {
    return {name, name, input, answer, {problem}, {}};
}

}  // namespace kit_check
