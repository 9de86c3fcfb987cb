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

#include "compile_job.hpp"
#include "languages.hpp"

namespace judge {

// A compile of `source` in `language`, through the LeetCode harness of `harness` ("lc51", "lc52")
// or as a full program (""), in a box, with the default limits.
CompileJob compileJob(std::string source, const Language& language, std::string harness,
                      std::string root);

CompileResult compileOne(const CompileJob& job, const std::string& cacheDir);
std::vector<CompileResult> compileAll(const std::vector<CompileJob>& jobs,
                                      const std::string& cacheDir, int parallel);

// mkdir -p; false when the directory does not exist afterwards.
bool makeDirs(const std::string& path);
// rm -r of a directory and everything under it; ignores errors.
void removeTree(const std::string& path);
// Copies the plain files of `from` into `to` (created), and its folders the same way, all the way
// down (a Java package's classes); anything else is left out; false on failure.
bool copyTree(const std::string& from, const std::string& to);

}  // namespace judge
