// One compile's plan (compile.cpp): the command and the files around it. The plans of Go, Rust,
// JavaScript and TypeScript are made in compile_langs.cpp.
#pragma once
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "compile_job.hpp"

namespace judge {

// One compile: the command and the files around it, for an artifact directory `out` and a
// scratch directory `src` for sources the judge writes.
struct Plan {
    std::vector<std::string> command;
    std::map<std::string, std::string> sources;   // written into src before compiling: name -> text
    std::map<std::string, std::string> products;  // written into out after a success: name -> text
    std::vector<std::pair<std::string, std::string>> copies;  // copied into out after: from -> name
    std::string refused;               // a compile error found before compiling
    std::vector<std::string> env;      // more of the compiler's environment (Go's caches)
    std::vector<std::string> dropped;  // what the compiler left in out that a run needs not: names
    std::vector<std::string> shown;    // more folders the compile's box shows, read-only
    // Names in the compiler's messages to say otherwise: from -> to (tsc's path relative to out).
    std::vector<std::pair<std::string, std::string>> renamed;
    // A folder put into out before the compile (from, to: a name under out), each file a hard
    // link the compiler cannot write (a copy when the judge does not drop privileges).
    std::pair<std::string, std::string> seed;
};

// What the plans of compile_langs.cpp are given: the folder of the LeetCode harness files (with a
// trailing /) and the include folder's sources (none for a LeetCode file).
struct PlanFiles {
    std::string drivers;
    std::vector<std::string> included;
};

// Go: every file copied into src under its own name after a /*line*/ comment that names the
// user's file, so that messages and panics show its path and lines; a LeetCode file gets
// `package main` and LeetCode-like imports on its first line, and the harness's files beside it.
void planGo(Plan& plan, const CompileJob& job, const std::string& sourceText,
            const PlanFiles& files, const std::string& out, const std::string& src);
// Rust: a full program compiled as it is; a LeetCode file included (include!, which keeps its
// path and lines) by a main file in src, after `struct Solution;`, before the harness.
void planRust(Plan& plan, const CompileJob& job, const PlanFiles& files, const std::string& out,
              const std::string& src);
// Go's seed: the standard packages that the harness and the automatic imports use, built once per
// cache folder and root from the kit's own files alone (a stub solution, compileOne under the
// job's profile), which each Go compile's own cache starts from: 20 s less a compile. Empty when it
// cannot be built (a compile goes on without). `compile` is the judge's compile of one job
// (compile.hpp, compileOne).
using CompileOne = CompileResult (*)(const CompileJob& job, const std::string& cacheDir);
std::string goSeed(const CompileJob& job, const std::string& cacheDir, CompileOne compile);
// Puts plan.seed into out; false when it cannot.
bool placeSeed(const Plan& plan, const std::string& out);

// JavaScript (a syntax check) and TypeScript (tsc into out): harness.cjs, the program and
// run-args (MODE, ORIGIN, the file the run loads, the folder of npm's libraries).
void planNode(Plan& plan, const CompileJob& job, const PlanFiles& files, const std::string& out);

}  // namespace judge
