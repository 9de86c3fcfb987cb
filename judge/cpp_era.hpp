// The era of a package's C++: a legacy package's C++ submission written for an older standard
// (`template <class T> int size(const T&)` beside `using namespace std;`, ambiguous with C++17's
// std::size, as a 2018 jury's header has it) that does not compile under the profile's standard
// is compiled again under gnu++14, then gnu++11; the first that compiles it is the one it is
// judged under, and its line says so: `compiled as gnu++14: not valid C++17 (...)`, naming the
// first error, so the author learns which files need an edit to move forward. The LeetCode and
// Codeforces profiles keep their one standard, as those judges do.
#pragma once
#include <string>
#include <vector>

#include "compile_job.hpp"

namespace judge {

// Whether a compile job may fall back to an older standard: C++ under the local or icpc profile
// (the caller says whether it is a legacy package's submission).
bool mayUseOlderEra(const CompileJob& job);

// Each failed job of `results` whose `older[i]` is set compiled again under gnu++14, then
// gnu++11 (cached as any compile); one that compiles replaces its result, with `era` set.
void compileInOlderEras(const std::vector<CompileJob>& jobs, const std::vector<bool>& older,
                        std::vector<CompileResult>& results, const std::string& cacheDir,
                        int parallel);

}  // namespace judge
