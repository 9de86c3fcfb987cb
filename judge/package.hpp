// Problem packages in the Kattis/ICPC format (docs/packages.md), as the judge reads them: the
// legacy layout (problem_statement/, output_validators/, testdata.yaml) and the 2023-07 and
// 2025-09 one (statement/, output_validator/, test_group.yaml, submissions.yaml). problem.yaml,
// testdata.yaml, test_group.yaml, a test case's .yaml and submissions.yaml are read with
// yaml-cpp; an unknown key, a value of the wrong type or a file that is not YAML is an error that
// names the file and the key. The kit's own problems are packages too (problems/<id>/); a dotfile
// `.kit.yaml` (which other judges ignore, as the format says of dotfiles) adds what only this
// judge does: `leetcode: lc51` runs every testcase in one process through the LeetCode harness
// of include/<language>/, as LeetCode runs a submission.
//
// Scoring problems get a score (scoring.hpp), multi-pass problems their passes (multipass.hpp);
// submit-answer problems, graders and static validators are refused with an error. What the judge
// reads but does not judge (a visualizer, BAPCtools' answer_validators/, constants) is named in
// Package::skipped, one line each in the report.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "defaults.hpp"

namespace judge {

// What one group file (testdata.yaml, test_group.yaml) says about scoring, as written.
struct GroupScoring {
    std::string name{};    // the group under data/: "" (data/ itself), "sample", "secret/g1"
    bool hasFile = false;  // the group has a file of its own
    // 2023-07 and 2025-09
    std::optional<double> maxScore = std::nullopt;
    bool unbounded = false;     // max_score: unbounded
    std::string aggregation{};  // pass-fail, sum, min; empty: the default
    std::vector<std::string> requirePass{};
    // legacy (and the legacy keys a 2023-07 draft keeps)
    std::vector<std::string> graderFlags{};
    std::optional<bool> customGrading = std::nullopt;  // grading: custom (graders/), or default
    std::optional<double> acceptScore = std::nullopt, rejectScore = std::nullopt;
    std::optional<bool> onRejectContinue = std::nullopt;
    std::optional<std::pair<double, double>> range = std::nullopt;
};

// One test case: data/<group>/<name>.in and .ans.
struct PackageTest {
    std::string name;      // as the report shows it: under data/, `secret/` left out: "01", "g1/02"
    std::string fullName;  // under data/: "secret/01", "sample/1" (for globs and groups)
    std::string inputPath;   // absolute
    std::string answerPath;  // absolute (may not exist: then the test is broken, FAIL)
    std::vector<std::string> outputValidatorArgs;  // problem-level flags, then the group's
    std::vector<std::string> inputValidatorArgs;
    // The file that must pass the output validator before anything runs on the test, as the
    // format asks of samples shown in the statement: a sample's .out, else its .ans when no
    // .ans.statement replaces it; empty for every other test (an .ans need not be a team output).
    std::string shownOutput = "";
};

// A program the package provides (a validator): a file, or a folder of files (with optional
// build and run scripts).
struct PackageProgram {
    std::string name;                    // its file or folder name
    std::string path;                    // absolute
    std::vector<std::string> headers{};  // a file's headers loose beside it (program_files.hpp)
};

// What a submission folder, or a glob of submissions.yaml, requires of the verdicts of the tests
// it applies to ("AC", "WA", "TLE", "RTE"): each test's verdict in `permitted`, some test's in
// `required`, `message` in some judgemessage.txt.
struct VerdictRule {
    std::string tests;  // a glob of test names under data/ ("secret/g1", "sample"); empty: all
    std::vector<std::string> permitted;
    std::vector<std::string> required;
    std::string message;
    // The score of `tests` (a group), or the submission's when empty, in this range.
    std::optional<std::pair<double, double>> score = std::nullopt;
    bool partialScore = false;  // partially_accepted/: some score, not all of it
    // A legacy package's folder: it names the final verdict, as the package's grader computes it
    // (rules.hpp), instead of `permitted` and `required` test by test.
    bool final = false;
    // use_for_time_limit: "" (the default: a rule whose `permitted` lacks TLE bounds the time limit
    // from below), "false" (this rule does not), "lower" (it does: permitted AC, WA, RTE),
    // "upper" (required TLE; the judge computes no upper bound, it holds the run to TLE).
    std::string timeUse = "";
};

struct PackageSubmission {
    std::string path;     // absolute: a file, or a folder (one program of several files)
    std::string folder;   // accepted, wrong_answer, ...
    std::string display;  // under submissions/: "accepted/sol.cpp"
    std::vector<VerdictRule> rules;
    bool refined = false;  // submissions.yaml adds rules: every test is run (no stop at a reject)
    std::string language;  // submissions.yaml's `language` (a code: cpp, python3); empty: by ending
    std::string entrypoint;  // submissions.yaml's `entrypoint` (a file of a folder program)
    std::vector<std::string> headers{};  // a file's headers loose beside it (program_files.hpp)
};

// The tests whose times bound the time limit from below for a submission, as globs of test names
// (empty string: every test); none when the submission is not used for the time limit.
std::vector<std::string> lowerBoundTests(const std::vector<VerdictRule>& rules);

// A LeetCode problem's constraints on its one integer parameter, as its statement words them
// (.kit.yaml's `constraints: "1 <= n <= 9"`).
struct Constraints {
    long long low = 0, high = 0;
    std::string name;          // the parameter: "n"
    std::string text() const;  // "1 <= n <= 9"
    // Whether a test's input (one integer) lies within them; true when it is not one integer.
    bool within(const std::string& input) const;
};

struct Package {
    std::string dir;      // absolute
    std::string id;       // the folder's name
    std::string version;  // legacy, 2023-07, 2025-09 (a draft counts as its version)
    std::string name;
    std::vector<std::string> nameLanguages;  // name's languages: a map's keys; a string: en
    bool interactive = false;
    bool scoring = false;
    bool multiPass = false;    // type multi-pass (legacy: validation: custom multi-pass)
    int validationPasses = 2;  // limits.validation_passes

    // Limits (seconds and MiB as the format states them).
    std::optional<double> timeLimit;  // limits.time_limit, or .timelimit
    std::string timeLimitFrom;        // "limits.time_limit", ".timelimit"
    double acToTimeLimit = 2.0;       // legacy: time_multiplier (default 5)
    double timeLimitToTle = 1.5;      // legacy: time_safety_margin (default 2)
    double timeResolution = 1.0;      // legacy: whole seconds
    int memoryMiB = kPackageMiB;
    int outputMiB = kPackageOutputMiB;
    int compilationSeconds = kPackageSeconds;
    int compilationMiB = kPackageMiB;
    int validationSeconds = kPackageSeconds;
    int validationMiB = kPackageMiB;
    int validationOutputMiB = kPackageOutputMiB;

    bool customValidation = false;
    std::vector<PackageProgram> outputValidators;  // legacy may have several; all must accept
    std::vector<PackageProgram> inputValidators;
    std::vector<std::string> unsupportedValidators;  // .ctd, .viva: named, not run
    std::vector<PackageTest> tests;                  // sample first, then secret, each in order
    std::vector<GroupScoring> groups;                // data/ and every folder under sample, secret
    // data/invalid_input (each .in refused by an input validator), invalid_output (each .out
    // refused by the output validator) and valid_output (each .out accepted): for --validate.
    std::vector<PackageTest> invalidInputs, invalidOutputs, validOutputs;
    std::vector<PackageSubmission> submissions;
    std::string includeRoot;            // DIR/include, when it exists
    std::string leetcode;               // .kit.yaml: "lc51", "lc52"; empty for an ordinary package
    std::vector<std::string> examples;  // .kit.yaml: the tests the statement shows, in its order
    std::optional<Constraints> constraints;  // .kit.yaml: LeetCode's, on its one parameter
    // problem.yaml's constants, as {{name}} is replaced: name -> its text. A constant given as a
    // map (BAPCtools writes `value` and other spellings) is `name` for its value, name.key for
    // each spelling.
    std::map<std::string, std::string> constants;
    // What the judge does not judge, one "what: why" each ("output_visualizer/: not run").
    std::vector<std::pair<std::string, std::string>> skipped;
    // A legacy package's custom grader (graders/: one program), for `grading: custom` groups.
    std::vector<PackageProgram> graders;
    // How the judge read a package that mixes the format's versions, one line each.
    std::vector<std::string> notes;
};

// Reads the package in `dir`; nothing, with `error` ("FILE: what is wrong"), when it is broken.
// leetcode: the problems `.kit.yaml`'s `leetcode:` may name (judge/drivers/'s harnesses,
// leetcodeProblems in languages.hpp).
std::optional<Package> loadPackage(const std::string& dir, const std::vector<std::string>& leetcode,
                                   std::string& error);

// The include folder for a language code (c, cpp, java, python3): include/<code>/ when it
// exists, else include/default/, else empty.
std::string includeFolder(const Package& p, const std::string& languageCode);

// The time limit of the package in seconds for a slowest accepted run of `slowest` seconds, as
// its format computes it (legacy: whole seconds, at least 1; 2023-07 and later: a multiple of
// time_resolution), at most an hour.
double computedTimeLimit(const Package& p, double slowest);

// `text` with every {{name}} of a constant of the package replaced by its value (the others
// kept); with `spellings`, BAPCtools' {{name.key}} too (it replaces those in validators only).
std::string withConstants(const Package& p, const std::string& text, bool spellings);

// The package's groups, as scoring (scoring.hpp) asks about them: the group named `name` (none
// when the package lacks it); whether `name` is `group` or under it (every name is under "",
// data/); the group above `name` ("" above a top group); the groups that score (2023-07, 2025-09:
// data/secret and the groups under it; 2025-09: its direct subfolders only); whether a legacy
// group is graded by the custom grader (its own file says so, else its parent's).
const GroupScoring* findGroup(const Package& p, const std::string& name);
bool groupWithin(const std::string& name, const std::string& group);
std::string parentGroup(const std::string& name);
std::vector<std::string> scoringGroups(const Package& p);
bool customGraded(const Package& p, const std::string& name);

// Whether the package's scoring settings hold together (a legacy grader_flags the default grader
// lacks, grading: custom without a grader, a require_pass naming no earlier group of pass-fail
// aggregation, ...); an error ("FILE: what is wrong") or empty. loadPackage checks it.
std::string scoringError(const Package& p);

// The package's tests whose names match one of the shell patterns in `filters` (all when empty).
std::vector<PackageTest> selectTests(const std::vector<PackageTest>& tests,
                                     const std::vector<std::string>& filters);

// Whether a test's name under data/ is matched by a glob of submissions.yaml: `*` matches within a
// name, `{a,b}` either; a test is matched by its own name or one of its groups'.
bool testMatches(const std::string& glob, const std::string& fullName);

}  // namespace judge
