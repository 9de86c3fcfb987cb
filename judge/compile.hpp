// Compiling solutions, in the language of each (languages.hpp): the file itself (full programs)
// or the file with the LeetCode harness of its problem (judge/drivers/). Each compile leaves an
// artifact directory, what a run needs and nothing else: `program` (C, C++), class files and
// `main-class` (Java), `solution.py`, `harness.py` and `run-args` (Python, whose compile step is
// a syntax check). Artifacts are cached under a cache directory, keyed by a hash of (command and
// tool version, solution text and path, driver texts), so a solution is compiled again only when
// one of them changes; compile time never counts as run time. Failed compiles are cached too
// (their log), so a compile error is reported at once when nothing changed. compileAll runs jobs
// in parallel. Compiler messages name the user's file and its lines, not a copy or a harness.
#pragma once
#include <string>
#include <vector>

#include "languages.hpp"

namespace judge {

// A compile's own limits (--compile-wall, --compile-ml, --compile-ol): one that is exceeded is
// CE with the reason. The CPU time of the compiler's processes is held to the wall limit too.
struct CompileLimits {
    int wallMs = 60000;
    long long memoryBytes = 2LL << 30;
    long long outputBytes = 8LL << 20;  // the compiler's messages
};

struct CompileJob {
    std::string source;              // absolute path of the solution (a program's main file)
    std::vector<std::string> extra;  // its other source files (a program of several files)
    Lang language = Lang::Cpp;
    std::string harness;  // "lc51" or "lc52" for a LeetCode file; empty for a full program
    // A folder whose files join the compile: a package's include/<language>/ (for a LeetCode
    // file: the folder of its harness files; empty: judge/drivers/).
    std::string include;
    // A program given as a folder: every file under it (headers such as validate.h or testlib.h,
    // modules, data) is in the compile's box and in the cache key, as its sources are.
    std::string programDir;
    std::string root;  // the kit's root: judge/drivers/, tools/require-deb.sh
    // The compiler runs in a box (box/box.hpp) that shows the solution, the drivers and its output
    // folder, so a message can only ever quote a file the source could read.
    Isolation isolation = Isolation::Namespaces;
    CompileLimits limits;
    // The judge whose command lines compile it (profiles.hpp): local is the kit's own build;
    // codeforces also refuses a source over its 64 KB; a Java file that needs a Java newer than
    // 21 is CE under leetcode with a line that says LeetCode runs 21.
    Like like = Like::Local;
    // Filled in by compileOne under leetcode C++: the prelude (<bits/stdc++.h>) precompiled once
    // per cache, compiler and flags, which takes most of a compile's time off each one. Under Go:
    // the folder of the standard packages' build cache that the compile starts from (goSeed).
    std::string precompiled;
    // Filled in by compileOne: the toolchain root the profile compiles the language in ("": the
    // host's system; roots.hpp), and its stamp (the compiler's version in the cache key).
    std::string system, systemStamp;
};

struct CompileResult {
    bool ok = false;
    bool cached = false;   // found in the cache, nothing was run
    std::string artifact;  // the artifact directory, when ok
    std::string tool;      // the runtime for Java and Python (absolute path); empty for C, C++
    std::string log;       // compiler output (the error when !ok)
    std::string command;   // the command, for -v
    std::string system;    // the toolchain root it was compiled in, which it runs in too
};

// A compile of `source` in `language`, through the LeetCode harness of `harness` ("lc51", "lc52")
// or as a full program (""), in a box, with the default limits.
CompileJob compileJob(std::string source, Lang language, std::string harness, std::string root);

CompileResult compileOne(const CompileJob& job, const std::string& cacheDir);
std::vector<CompileResult> compileAll(const std::vector<CompileJob>& jobs,
                                      const std::string& cacheDir, int parallel);

// mkdir -p; false when the directory does not exist afterwards.
bool makeDirs(const std::string& path);
// rm -r of a directory (artifacts and run directories are flat); ignores errors.
void removeFlatDir(const std::string& path);
// Copies the plain files of `from` into `to` (created), and its folders the same way (a Java
// package's classes); false on failure.
bool copyFlatDir(const std::string& from, const std::string& to);

}  // namespace judge
