// What several records of judge/lang/ share: the native compile of C and C++ (one command that
// names the sources, or the harness with the solution as SOLUTION_FILE), a program that runs
// itself, and Node's compile and run (JavaScript and TypeScript).
#pragma once
#include <string>
#include <vector>

#include "../compile_plan.hpp"
#include "../languages.hpp"

namespace judge::lang {

std::string baseName(const std::string& path);
bool startsWith(const std::string& s, const std::string& prefix);

// C and C++: the sources (or the harness) and -o program, the toolchain's link flags last.
void planNative(Plan& plan, const PlanInput& in);
// A seed's own build (Go's standard packages, Rust's crates) made from `job`: `source` its only
// file, no harness, include or program folder, marked as the seed's build (precompiled ==
// source, which compile.cpp keys by its paths), under limits of at least wallMs and memoryBytes
// (the judge's own step: a user's compile limits are for the user's code).
CompileJob seedBuild(const CompileJob& job, const std::string& source, int wallMs,
                     long long memoryBytes);
// C, C++, Go, Rust: the compiled program itself.
void runItself(RunCommand& run, const RunInput& in);

// JavaScript and TypeScript: harness.cjs, the program and run-args (MODE, ORIGIN, the file the
// run loads, the folder of npm's libraries); `loaded` is the file the run loads.
void planNode(Plan& plan, const PlanInput& in, const std::string& harness,
              const std::string& loaded);
// The harness.cjs a Node compile takes: the drivers', or the kit's for a full program.
std::string nodeHarness(const PlanInput& in);
// node --harmony harness.cjs MODE SOLUTION ORIGIN MODULES.
void nodeRun(RunCommand& run, const RunInput& in);
// An exception that reached the harness ("TypeError: ..." followed by "    at ...").
RuntimeErrorText nodeError(const std::string& text, const std::vector<std::string>& lines);
// Node 20 from the trixie root: it runs JavaScript, and TypeScript's tsc and its output.
Tool node();
// What JavaScript's and TypeScript's records share: a program run by Node through harness.cjs
// (its time factor, no address-space limit, the kit's files a compile reads, its run, its
// exceptions, npm's libraries); each record adds its names, toolchain, plan and self-test.
Language nodeRecord();

}  // namespace judge::lang
