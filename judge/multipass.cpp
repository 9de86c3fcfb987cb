// The passes of one test of a multi-pass problem.
#include "multipass.hpp"

#include <algorithm>
#include <cstdio>

#include "defaults.hpp"
#include "invalid_cases.hpp"
#include "text.hpp"

namespace judge {

namespace {

Outcome fail(const std::string& message) { return {Verdict::FAIL, "", message}; }

// A pass without interaction: the program on the pass's input, then the output validator on its
// output, with the shared feedback folder.
TestRun runPass(const Program& program, const PackageTest& pass, const ValidatorProgram& v,
                const std::string& feedback, const std::string& workDir) {
    TestRun t;
    if (runMeasured(program, pass.inputPath, workDir, t)) return t;
    RunRequest r = validatorRequest(v, pass, feedback, workDir);
    r.inputPath = workDir + "/out";
    const RunResult run = runProgram(r);
    t.take(validatorVerdict(v, run, feedback, readFile(r.errorPath, kStderrBytes).value_or("")));
    return t;
}

std::string passOf(int pass, int passes) {
    return "pass " + std::to_string(pass) + " of at most " + std::to_string(passes);
}

// Why a pass's nextpass.in is not valid input, if it is not.
std::optional<Outcome> invalidNext(const Problem& problem, const PackageTest& next, int pass,
                                   const std::string& workDir) {
    for (const ValidatorProgram& v : problem.inputValidators) {
        const InputCheck c = runInputValidator(v, next, workDir);
        if (!c.valid)
            return fail("the nextpass.in of pass " + std::to_string(pass) +
                        " is not valid input: the input validator " + v.name + " exited with " +
                        std::to_string(c.exitCode) + (c.said.empty() ? "" : ": " + c.said));
    }
    return std::nullopt;
}

// What one pass's end means: nothing when another pass follows (its input moved to `nextInput`),
// else the test's outcome.
std::optional<Outcome> afterPass(const TestRun& run, int pass, int passes,
                                 const std::string& feedback, const std::string& nextInput) {
    const std::string next = feedback + "/nextpass.in";
    const bool more = fileExists(next);
    const Verdict v = run.outcome.verdict;
    if (more && (v == Verdict::WA || v == Verdict::PE))
        return fail("the output validator wrote nextpass.in and rejected the output (" +
                    passOf(pass, passes) + "): only an accepted pass may ask for another");
    if (v != Verdict::AC) {
        Outcome o = run.outcome;
        o.message = passOf(pass, passes) + (o.message.empty() ? "" : ": " + o.message);
        return o;
    }
    if (!more) return run.outcome;
    if (pass == passes)
        return fail("the output validator wrote nextpass.in after pass " + std::to_string(pass) +
                    ", the last that limits.validation_passes (" + std::to_string(passes) +
                    ") allows");
    if (std::rename(next.c_str(), nextInput.c_str()) != 0)
        return fail("cannot move " + next + " to " + nextInput);
    return std::nullopt;
}

}  // namespace

TestRun judgeMultiPass(const Program& program, const PackageTest& test, const Problem& problem,
                       const std::string& workDir) {
    const OutputCheck& check = problem.check;
    const int passes = problem.package.validationPasses;
    TestRun t;
    if (!fileExists(test.inputPath) || !fileExists(test.answerPath)) {
        t.outcome = fail("missing " + test.name + (fileExists(test.inputPath) ? ".ans" : ".in"));
        return t;
    }
    if (check.programs.empty()) {
        t.outcome = fail("a multi-pass problem without an output validator");
        return t;
    }
    const ValidatorProgram& v = check.programs.front();
    const std::string feedback = makeFeedbackDir(workDir);
    if (feedback.empty()) {
        t.outcome = fail("cannot make a feedback folder in " + workDir);
        return t;
    }
    PackageTest current = test;
    TestRun largest;
    std::vector<std::string> inputs;  // the passes' own inputs, removed at the end
    for (int pass = 1;; ++pass) {
        TestRun run = problem.package.interactive
                          ? interactOnce(program, current, v, feedback, workDir)
                          : runPass(program, current, v, feedback, workDir);
        largest.cpuMs = std::max(largest.cpuMs, run.cpuMs);
        largest.wallMs = std::max(largest.wallMs, run.wallMs);
        largest.peakBytes = std::max(largest.peakBytes, run.peakBytes);
        const std::string nextInput = workDir + "/pass-" + std::to_string(pass + 1) + ".in";
        std::optional<Outcome> end = afterPass(run, pass, passes, feedback, nextInput);
        if (!end) {
            current.inputPath = nextInput;
            inputs.push_back(nextInput);
            end = invalidNext(problem, current, pass, workDir);
        }
        if (end) {
            t = run;
            t.outcome = *end;
            t.passes = pass;
            break;
        }
    }
    t.cpuMs = largest.cpuMs;
    t.wallMs = largest.wallMs;
    t.peakBytes = largest.peakBytes;
    removeFeedback(feedback);
    for (const std::string& f : inputs) std::remove(f.c_str());
    return t;
}

}  // namespace judge
