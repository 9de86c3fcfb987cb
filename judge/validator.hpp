// Output validation of a package's tests, as the format defines it: the default validator (a
// token diff with the spec's flags, in the judge) or the package's own validator programs, run in
// a box of their own under the protocol
//   validator input answer feedback_dir/ [args] < team_output
// exit 42: accepted, 43: wrong answer, anything else: the validator failed (FAIL, never the
// solution's fault). feedback_dir/judgemessage.txt is shown beside the verdict. One extension of
// the kit's: a judgemessage that starts with "presentation error: " makes a 43 a PE (the kit's own
// N-Queens validator says so when only whitespace differs; other judges see a WA with that message).
#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "package.hpp"
#include "runner.hpp"
#include "verdict.hpp"

namespace judge {

struct Validation {
    Outcome outcome;
    std::string judgeMessage;  // judgemessage.txt of a validator program, if it wrote one
    std::optional<std::string> scoreText = std::nullopt;       // score.txt
    std::optional<std::string> multiplierText = std::nullopt;  // score_multiplier.txt
    std::string details = {};  // details.json, checked to be JSON: what --json carries as "details"
};

// The default validator on one answer and one output; FAIL when the flags are not the spec's.
Validation defaultValidate(const std::vector<std::string>& flags, const std::string& answer,
                           const std::string& output);
// The same on two files, read a buffer at a time (memory bounded whatever their size); the answer
// must be a regular file, a missing output file is an empty output.
Validation defaultValidateFiles(const std::vector<std::string>& flags,
                                const std::string& answerPath, const std::string& outputPath);

// A validator program, compiled and ready: how to run it, and in what limits.
struct ValidatorProgram {
    std::string name;
    std::vector<std::string> argv;  // the command; the protocol's arguments come after it
    std::string dir;                // its artifact folder (the box shows it)
    Limits limits;                  // validation_time, validation_memory, validation_output
    Isolation isolation = Isolation::Namespaces;
};

// How a package's outputs are checked: by its programs when it has them (each must accept),
// else by the default validator.
struct OutputCheck {
    std::vector<ValidatorProgram> programs;
    std::string workDir;  // scratch space for feedback folders and the validators' own output

    Validation check(const PackageTest& test, const std::string& outputPath) const;

    // Why a test's data is broken, if it is: a sample shown in the statement must pass its own
    // validation (its .out, else its .ans, as the team output; PackageTest::shownOutput), checked
    // once per test and session, before anything runs on it, so that broken testdata is FAIL and
    // never the solution's fault. Other answer files are the validator's own to read.
    std::optional<Outcome> brokenAnswer(const PackageTest& test) const;

private:
    mutable std::map<std::string, std::optional<Outcome>> answers_;  // by answer path
};

// The verdict of one run of a validator program, from its exit status and feedback folder.
Validation validatorVerdict(const ValidatorProgram& v, const RunResult& run,
                            const std::string& feedbackDir, const std::string& stderrText);

// A fresh feedback folder under workDir that a validator in its box may write (owned by the box's
// user when the judge is root); the caller removes it with removeFeedback.
std::string makeFeedbackDir(const std::string& workDir);
void removeFeedback(const std::string& dir);

// The run of a validator program on one test (the protocol's arguments, its box and limits);
// stdin and stdout are set by the caller.
RunRequest validatorRequest(const ValidatorProgram& v, const PackageTest& test,
                            const std::string& feedbackDir, const std::string& workDir);

}  // namespace judge
