// A compile's job and its result (compile.hpp compiles; compile_plan.hpp plans a language's
// command): what to compile, under which profile and limits, and what came of it.
#pragma once
#include <string>
#include <vector>

#include "box/box.hpp"
#include "defaults.hpp"
#include "languages.hpp"
#include "profiles.hpp"

namespace judge {

// A compile's own limits (--compile-wall, --compile-ml, --compile-ol): one that is exceeded is
// CE with the reason. The CPU time of the compiler's processes is held to the wall limit too.
struct CompileLimits {
    int wallMs = kPackageSeconds * 1000;
    long long memoryBytes = bytesOfMiB(kPackageMiB);
    long long outputBytes = bytesOfMiB(kCompileOutputMiB);  // the compiler's messages
};

// A compile's limits from seconds and MiB: a package's compilation_time and compilation_memory
// (or the options in their place), and a cap on the compiler's messages.
inline CompileLimits compileLimits(int seconds, int memoryMiB, int outputMiB = kCompileOutputMiB) {
    return {seconds * 1000, bytesOfMiB(memoryMiB), bytesOfMiB(outputMiB)};
}

struct CompileJob {
    std::string source;                  // absolute path of the solution (a program's main file)
    std::vector<std::string> extra;      // its other source files (a program of several files)
    const Language* language = nullptr;  // its record (languages.hpp)
    std::string harness;  // "lc51" or "lc52" for a LeetCode file; empty for a full program
    // A folder whose files join the compile: a package's include/<language>/ (for a LeetCode
    // file: the folder of its harness files; empty: judge/drivers/).
    std::string include;
    // A program given as a folder: every file under it (headers such as validate.h or testlib.h,
    // modules, data) is in the compile's box and in the cache key, as its sources are.
    std::string programDir;
    // A program of one file: the headers loose beside it (testlib.h), in the box and the key too.
    std::vector<std::string> companions;
    std::string root;  // the kit's root: judge/drivers/, tools/require-deb.sh
    // The compiler runs in a box (box/box.hpp) that shows the solution, the drivers and its output
    // folder, so a message can only ever quote a file the source could read.
    Isolation isolation = Isolation::Namespaces;
    CompileLimits limits;
    // The judge whose command lines compile it (profiles.hpp): local is the kit's own build;
    // codeforces also refuses a source over its 64 KB; a Java file that needs a Java newer than
    // 21 is CE under leetcode with a line that says LeetCode runs 21.
    Like like = Like::Local;
    std::string standard;  // C++: the -std= instead of the profile's (cpp_era.hpp), or empty
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
    // The path its artifact knows the source by (its messages, its sanitizers' reports): the
    // source's, or its fixed name where the cache names no host folder (relocation.hpp).
    std::string sourceName;
    std::string era;  // "compiled as gnu++14: not valid C++17 (...)" (cpp_era.hpp), or empty
};

}  // namespace judge
