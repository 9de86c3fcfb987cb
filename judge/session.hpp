// A judging session: which solutions to judge (named files or every file under solutions/),
// their problem, language and tests, and the rules for correct solutions (every test must be AC)
// and deliberate mistakes. A deliberate mistake's first line pins what it does wrong:
//   // expect: WA on 02: expected "0"      (# expect: ... in Python)
// The first test that is not AC must be that test, with that verdict, and its message (or the
// verdict's detail, or for CE, on test "-", the compile log) must contain the fragment; anything
// else is a failure that says what was expected and what was found.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "compile.hpp"
#include "judging.hpp"
#include "languages.hpp"
#include "options.hpp"
#include "problems.hpp"
#include "report.hpp"

namespace judge {

struct Expectation {
    Verdict verdict = Verdict::AC;
    std::string test;      // "02"; "-" for CE
    std::string fragment;  // part of the judge's message
};

struct Solution {
    std::string path;     // absolute
    std::string display;  // relative to <root>/solutions, else to the root, else as absolute
    const Problem* problem = nullptr;
    const Language* language = nullptr;
    bool deliberate = false;  // under wrong/ or with an `expect:` first line
    std::optional<Expectation> expect;
    std::string headerError;  // a deliberate mistake without a valid `expect:` line
};

// The problem named by a path: the nearest folder named after a problem, or the folder above a
// "wrong" folder (".../solutions/<p>/x.cpp", ".../<p>/wrong/x.py").
const Problem* problemFromPath(const std::string& absPath);

// Reads the `expect:` header of a file into `s`.
void readExpectation(Solution& s);
// The expectation in one first line, or an error message.
std::optional<Expectation> parseExpectation(const std::string& line, const std::string& comment,
                                            std::string& error);

// Every solutions/<p>/* source file, then solutions/<p>/wrong/*, for each problem (or only `only`).
std::vector<Solution> discoverSolutions(const std::string& root, const Problem* only);

// The named files; an error message instead when a file is missing or its problem is unclear.
struct NamedSolutions {
    std::vector<Solution> solutions;
    std::string error;
};
NamedSolutions namedSolutions(const std::vector<std::string>& files, const std::string& root,
                              const Problem* forced, const Language* forcedLanguage);

// The problem's defaults overridden by the options, the CPU limit multiplied by the language's
// time factor (or --time-factor); the wall limit defaults to 3 x that CPU limit + 1 s, so that a
// busy machine does not turn CPU time into TLE.
Limits limitsFor(const Problem& problem, const Options& options, const Language& language);

CompileJob compileJobFor(const Solution& s, const std::string& root, Isolation isolation,
                         const CompileLimits& limits);

// Judges one compiled solution on its tests, each run isolated as `isolation` says, adding its
// lines to the report.
void judgeSolution(const Solution& s, const CompileResult& compiled,
                   const std::vector<TestCase>& tests, const Limits& limits, Isolation isolation,
                   const std::string& workDir, Report& report);

}  // namespace judge
