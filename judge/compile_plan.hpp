// One compile's plan (compile.cpp): the command and the files around it. Each language's record
// makes its own (languages.hpp, Language::plan; judge/lang/).
#pragma once
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "compile_job.hpp"
#include "relocation.hpp"

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

// What a language's plan is given: the job, the solution's text, the artifact directory and the
// scratch directory, the folder of the LeetCode harness files (with a trailing /), the include
// folder's sources (none for a LeetCode file), and the compile's folders by their fixed names
// (relocation.hpp: empty unless the language is relocatable), for a name the plan writes into
// what the compiler reads (Go's /*line*/ comments).
struct PlanInput {
    const CompileJob& job;
    const std::string& sourceText;
    const std::string& out;
    const std::string& src;
    std::string drivers;
    std::vector<std::string> included;
    const Relocation& names;
};

// Puts plan.seed into out; false when it cannot.
bool placeSeed(const Plan& plan, const std::string& out);

}  // namespace judge
