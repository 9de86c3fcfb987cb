// The package's own checks (validate_package.hpp).
#include "validate_package.hpp"

#include <filesystem>

#include "file_names.hpp"
#include "generic_inputs.hpp"
#include "invalid_cases.hpp"
#include "judging.hpp"
#include "protocol.hpp"
#include "statement_names.hpp"

namespace judge {

void validatePackage(Problem& p, const Options& options, const ValidatorBuild& build,
                     Report& report) {
    prepareInputValidators(p, build);
    Limits limits;
    auto line = [&](const std::string& who, const PackageTest* t, const Outcome& o) {
        ResultLine l;
        l.solution = who;
        l.problem = p.id();
        l.language = "-";
        l.test = t ? t->name : "-";
        l.run.outcome = o;
        l.passed = o.verdict == Verdict::AC;
        l.limits = limits;
        report.add(l);
    };
    if (!p.validatorError.empty())
        line("validators", nullptr, {Verdict::FAIL, "", p.validatorError});
    for (const std::string& name : p.package.unsupportedValidators)
        report.add(
            skippedLine(p.id(), "input_validators/" + name, "no checktestdata or VIVA here"));
    for (const PackageTest& t : selectTests(p.package.tests, options.testFilters)) {
        for (const ValidatorProgram& v : p.inputValidators) {
            const InputCheck c = runInputValidator(v, t, build.workDir);
            line("input_validators/" + v.name, &t,
                 c.valid ? Outcome{Verdict::AC, "", ""}
                         : Outcome{Verdict::FAIL, "",
                                   "not valid (exit " + std::to_string(c.exitCode) + ", " +
                                       std::to_string(protocol::kAccepted) + " means valid)" +
                                       (c.said.empty() ? "" : ": " + c.said)});
        }
        // The format holds only samples shown in the statement to the output validator, and
        // checks no .ans of interactive or multi-pass problems.
        if (p.package.interactive || p.package.multiPass || t.shownOutput.empty()) continue;
        const Validation v = p.check.check(t, t.shownOutput);
        const std::string who = p.check.programs.empty()
                                    ? "the default validator"
                                    : "output_validators/" + p.check.programs[0].name;
        line(who + " on " + std::filesystem::path(t.shownOutput).extension().string(), &t,
             v.outcome);
    }
    for (const ResultLine& l : invalidCaseLines(p, build.workDir)) report.add(l);
    // What problemtools and BAPCtools check besides: the package's file names, a name for each
    // statement's language (2023-07, 2025-09), and inputs no statement allows that some input
    // validator must refuse (not tried when one failed to build).
    for (const ResultLine& l : fileNameLines(p)) report.add(l);
    for (const ResultLine& l : statementNameLines(p)) report.add(l);
    if (p.validatorError.empty())
        for (const ResultLine& l : genericInputLines(p, build.workDir)) report.add(l);
}

}  // namespace judge
