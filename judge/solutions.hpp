// The solutions a session judges, each with its problem, language and what it must get:
// - a deliberate mistake (under wrong/, or any file whose first line pins it):
//     // expect: WA on 02: expected "0"      (# expect: ... in Python)
//   The first test that is not AC must be that test, with that verdict, and its message (or the
//   verdict's detail, or for CE, on test "-", the compile log) must contain the fragment.
// - a submission of a package (submissions/<folder>/): its folder's rule, refined by
//   submissions.yaml (package.hpp, VerdictRule); judging stops at the first test that is not AC
//   (the format's on_reject: break) unless submissions.yaml refines the rule or the problem
//   scores (scoring.hpp: a score needs every test).
// - any other solution: AC on every test.
// Found from the command line (the files named, each with its problem: the forced one, else the
// kit problem its path names), else the package's submissions, else every solution of the kit's
// problems (or of --problem). This file also gives each its profile (--like) and, for a package
// with constants, its copy with {{name}} replaced.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "languages.hpp"
#include "options.hpp"
#include "package.hpp"
#include "problem_cache.hpp"
#include "problems.hpp"
#include "verdict.hpp"

namespace judge {

struct Expectation {
    Verdict verdict = Verdict::AC;
    std::string test;      // "02"; "-" for CE
    std::string fragment;  // part of the judge's message
};

struct Solution {
    std::string path;     // absolute: a file, or a folder (one program of several files)
    std::string display;  // relative to <root>/solutions, the package's submissions/ or the root
    std::vector<std::string> files;    // its source files, the main one first
    std::vector<std::string> headers;  // a file's headers loose beside it (program_files.hpp)
    const Problem* problem = nullptr;
    const Language* language = nullptr;
    std::string skipped;      // not judged: "no Kotlin here"
    bool deliberate = false;  // under wrong/ or with an `expect:` first line
    std::optional<Expectation> expect;
    std::string headerError;         // a deliberate mistake without a valid `expect:` line
    std::vector<VerdictRule> rules;  // a package submission's folder and submissions.yaml
    std::string folder;              // that folder
    bool everyTest = false;          // submissions.yaml refines the rules: run every test
    Like like = Like::Local;         // the online judge it is compiled and reported as
    bool stopAtFirst = false;        // --stop-at-first: stop at the first test that fails
};

// The session's solutions (see above). Empty, with `error`, when one cannot be had: a missing or
// unreadable file, a file whose problem or language cannot be told.
std::vector<Solution> solutionsOf(const Options& options, const std::string& root,
                                  ProblemCache& problems, Problem* forced, std::string& error);

// Each solution's profile: --like where it fits the problem (profiles.hpp), else the problem's
// default; --stop-at-first. An error when --like fits none of the session's problems. Says
// on stdout which profile each problem is judged under.
void chooseProfiles(std::vector<Solution>& solutions, const Options& options, std::string& error);

// A solution of a package with constants, moved to a copy under `dir` with {{name}} replaced
// (its display name kept); false when the copy cannot be made.
bool useConstants(Solution& s, const std::string& dir);

// The expectation in one first line, or an error message.
std::optional<Expectation> parseExpectation(const std::string& line, const std::string& comment,
                                            std::string& error);

}  // namespace judge
