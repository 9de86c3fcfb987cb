// A judging session: which solutions to judge (named files or every file under solutions/),
// which problem and tests each belongs to, and the rules for correct solutions (every test must
// be AC) and deliberate mistakes (`// expect: VERDICT` on the first line must come true on some
// test; the first such test ends the run and is the one pair that counts).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "compile.hpp"
#include "judging.hpp"
#include "options.hpp"
#include "problems.hpp"
#include "report.hpp"

namespace judge {

struct Solution {
    std::string path;         // absolute
    std::string display;      // relative to <root>/solutions, else to the root, else as absolute
    const Problem* problem = nullptr;
    bool deliberate = false;  // under wrong/ or with an `// expect:` first line
    std::optional<Verdict> expect;
    std::string headerError;  // a deliberate mistake without a valid `// expect: VERDICT` line
};

// The problem named by a path: ".../solutions/<p>/..." or ".../<p>/wrong/...".
const Problem* problemFromPath(const std::string& absPath);

// Reads the `// expect: VERDICT` header of a file into `s`.
void readExpectation(Solution& s);

// Every solutions/<p>/*.cpp, then solutions/<p>/wrong/*.cpp, for each problem (or only `only`).
std::vector<Solution> discoverSolutions(const std::string& root, const Problem* only);

// The named files; an error message instead when a file is missing or its problem is unclear.
struct NamedSolutions {
    std::vector<Solution> solutions;
    std::string error;
};
NamedSolutions namedSolutions(const std::vector<std::string>& files, const std::string& root, const Problem* forced);

// The problem's defaults overridden by the options; the wall limit defaults to CPU limit + 500 ms.
Limits limitsFor(const Problem& problem, const Options& options);

CompileJob compileJobFor(const Solution& s, const std::string& root);

// Judges one compiled solution on its tests, adding its lines to the report.
void judgeSolution(const Solution& s, const CompileResult& compiled, const std::vector<TestCase>& tests,
                   const Limits& limits, const std::string& workDir, Report& report);

}  // namespace judge
