// Command-line options of build/bin/judge, and their parsing. Usage errors come back as a
// one-line message; main prints it as "error: ..." and exits with status 2.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "box/box.hpp"

namespace judge {

struct Options {
    std::vector<std::string> files;  // solutions named on the command line
    std::string problem;             // --problem
    std::optional<int> cpuMs;        // --tl
    std::optional<int> wallMs;       // --wall
    std::optional<int> memoryMiB;    // --ml
    std::optional<int> outputMiB;    // --ol
    int jobs = 0;                    // -j; 0 = compiles: hardware threads, tests: cores
    std::string cacheDir;            // --cache; empty: cacheFolder's default (cache_folder.hpp)
    std::string jsonPath;            // --json
    std::string root;                // --root; empty: the kit the judge was built in
    std::string rootsDir;            // --roots; empty = <root>/build/roots
    std::vector<std::string> testFilters;  // --tests, split at commas
    std::string language;                  // --lang: of the files given; default: by extension
    std::string python;                    // --python python3|pypy3; default: pypy3 when PYPY=1
    std::optional<double> timeFactor;      // --time-factor; default: the language's
    std::string printCompile;              // --print-compile LANG: print its compile command, exit
    SandboxMode sandbox = SandboxMode::Auto;  // --sandbox auto|require|off
    std::optional<int>
        compileWallS;  // --compile-wall S (default: the package's, else kPackageSeconds)
    std::optional<int> compileMiB;  // --compile-ml MIB (default: the package's, else kPackageMiB)
    std::optional<int> compileOutMiB;  // --compile-ol MIB (default kCompileOutputMiB)
    std::string package;               // --package DIR: judge against this problem package
    bool validate = false;             // --validate: check the package's data with its validators
    std::string like;                  // --like leetcode|local|icpc|codeforces (profiles.hpp)
    bool stopAtFirst = false;          // --stop-at-first: a solution stops at its first failure
    bool verbose = false;              // -v
    bool help = false;                 // --help
    bool selfTest = false;             // --self-test [LANG ...]: the languages' self-tests
    bool languages = false;            // --languages: print the languages as JSON, exit
    bool problems = false;             // --problems: print the kit's problems as JSON, exit
};

struct ParsedOptions {
    Options options;
    std::string error;  // empty when the command line is fine
};

ParsedOptions parseOptions(int argc, const char* const argv[]);
std::string usageText();

}  // namespace judge
