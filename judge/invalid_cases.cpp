// data/invalid_input, invalid_output and valid_output under --validate.
#include "invalid_cases.hpp"

#include "protocol.hpp"
#include "text.hpp"

namespace judge {

ResultLine checkLine(const Problem& p, const std::string& who, const std::string& test,
                     const Outcome& o, bool passed) {
    ResultLine l;
    l.solution = who;
    l.problem = p.id();
    l.language = "-";
    l.test = test;
    l.run.outcome = o;
    l.passed = passed;
    return l;
}

namespace {

ResultLine invalidInput(const Problem& p, const PackageTest& t, const std::string& workDir) {
    const std::string who = "input validators, .in refused";
    if (p.inputValidators.empty())
        return checkLine(p, who, t.name, {Verdict::FAIL, "", "no input validator to refuse it"},
                         false);
    for (const ValidatorProgram& v : p.inputValidators) {
        const InputCheck c = runInputValidator(v, t, workDir);
        if (!c.started)
            return checkLine(p, who, t.name, {Verdict::FAIL, "", v.name + " could not be started"},
                             false);
        if (!c.valid)
            return checkLine(
                p, who, t.name,
                {Verdict::AC, "",
                 "refused by " + v.name + " (exit " + std::to_string(c.exitCode) + ")"},
                true);
    }
    return checkLine(p, who, t.name,
                     {Verdict::FAIL, "",
                      "every input validator takes it as valid (exit " +
                          std::to_string(protocol::kAccepted) + ")"},
                     false);
}

// An output case: its .out through the output validation, expected to be refused or accepted.
ResultLine outputCase(const Problem& p, const PackageTest& t, bool valid) {
    const std::string who =
        valid ? "output validator, .out accepted" : "output validator, .out refused";
    const std::string out = t.inputPath.substr(0, t.inputPath.size() - 3) + ".out";
    if (!fileExists(out))
        return checkLine(p, who, t.name, {Verdict::FAIL, "", "missing " + t.name + ".out"}, false);
    if (!fileExists(t.answerPath))
        return checkLine(p, who, t.name, {Verdict::FAIL, "", "missing " + t.name + ".ans"}, false);
    const Validation v = p.check.check(t, out);
    const Verdict got = v.outcome.verdict;
    if (got == Verdict::FAIL) return checkLine(p, who, t.name, v.outcome, false);
    const bool accepted = got == Verdict::AC;
    if (accepted == valid)
        return checkLine(p, who, t.name,
                         {Verdict::AC, "",
                          valid ? ""
                                : "refused: " + verdictLabel(v.outcome) +
                                      (v.outcome.message.empty() ? "" : ": " + v.outcome.message)},
                         true);
    return checkLine(p, who, t.name,
                     {Verdict::FAIL, "",
                      valid ? "refused (" + verdictLabel(v.outcome) + "): " + v.outcome.message
                            : "accepted, though it is in invalid_output/"},
                     false);
}

}  // namespace

InputCheck runInputValidator(const ValidatorProgram& v, const PackageTest& t,
                             const std::string& workDir) {
    RunRequest r = validatorRequest(v, t, workDir, workDir);
    r.argv = v.argv;
    r.argv.insert(r.argv.end(), t.inputValidatorArgs.begin(), t.inputValidatorArgs.end());
    r.inputPath = t.inputPath;
    r.paths = {{v.dir, false}};
    const RunResult run = runProgram(r);
    InputCheck c;
    c.started = run.started;
    c.exitCode = run.exitCode;
    c.valid = run.started && run.exited && run.exitCode == protocol::kAccepted;
    c.said = cut(
        rtrim(readFile(r.errorPath, 4096).value_or("") + readFile(r.outputPath, 4096).value_or("")),
        200);
    return c;
}

std::vector<ResultLine> invalidCaseLines(const Problem& p, const std::string& workDir) {
    std::vector<ResultLine> lines;
    for (const PackageTest& t : p.package.invalidInputs)
        lines.push_back(invalidInput(p, t, workDir));
    const bool outputs = !p.package.invalidOutputs.empty() || !p.package.validOutputs.empty();
    if (outputs && p.package.interactive) {
        lines.push_back(skippedLine(p.id(), "data/invalid_output, valid_output",
                                    "the format has them for problems that are not interactive"));
        return lines;
    }
    for (const PackageTest& t : p.package.invalidOutputs) lines.push_back(outputCase(p, t, false));
    for (const PackageTest& t : p.package.validOutputs) lines.push_back(outputCase(p, t, true));
    return lines;
}

}  // namespace judge
