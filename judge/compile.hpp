// Compiling solutions: g++ -std=c++17 -O2 -pthread, either the file itself (full programs) or a
// LeetCode driver with -DSOLUTION_FILE="<abs path>". Binaries are cached under a cache directory,
// keyed by a hash of (compiler command and version, solution text, driver text), so a solution is
// compiled again only when one of them changes. Failed compiles are cached too (their log), so a
// compile error is reported at once when nothing changed. compileAll runs jobs in parallel.
#pragma once
#include <string>
#include <vector>

namespace judge {

struct CompileJob {
    std::string source;  // absolute path of the solution
    std::string driver;  // absolute path of the LeetCode driver, or empty for a full program
};

struct CompileResult {
    bool ok = false;
    bool cached = false;   // found in the cache, nothing was run
    std::string binary;    // when ok
    std::string log;       // compiler output (the error when !ok)
    std::string command;   // the command, for -v
};

CompileResult compileOne(const CompileJob& job, const std::string& cacheDir);
std::vector<CompileResult> compileAll(const std::vector<CompileJob>& jobs, const std::string& cacheDir, int parallel);

// Kills every compiler still running (each runs in its own process group). Async-signal-safe:
// for the CLI's signal handlers.
void killRunningCompiles();

// mkdir -p; false when the directory does not exist afterwards.
bool makeDirs(const std::string& path);

}  // namespace judge
