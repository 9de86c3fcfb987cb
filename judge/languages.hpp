// The languages the judge takes. Each is one record (a `Language`), written in one file of
// judge/lang/ (c.cpp, cpp.cpp, java.cpp, ...; judge/lang/README.md), which registers it in the
// table (judge/lang/table.cpp): its name and extensions; for each profile (profiles.hpp) its toolchain
// (the tools, the root they come from, the compile flags, the libraries it offers); how it is
// compiled (its plan: the harness files, the sources it writes) and run; how its runtime errors
// read; its self-test programs. This header is what the rest of the judge asks of them, and
// nothing outside judge/lang/ switches on a language. `judge [--like P] --print-compile LANG`
// prints a profile's row, and docs/languages.md says the same (tests/docs-flags.sh);
// `judge --self-test [LANG]` compiles and runs each record's self-test (selftest.hpp).
//
// Missing host tools are installed on demand with tools/require-deb.sh (openjdk-17-jdk-headless,
// python3, pypy3), only when a file needs them; a root's come with it (make root).
#pragma once
#include <string>
#include <vector>

#include "profiles.hpp"
#include "roots.hpp"
#include "runner.hpp"

namespace judge {

struct CompileJob;        // compile_job.hpp
struct CompileResult;     // compile_job.hpp
struct Plan;              // compile_plan.hpp
struct PlanInput;         // compile_plan.hpp
struct RunCommand;        // below
struct RunInput;          // below
struct RuntimeErrorText;  // below

// The judge's compile of one job (compile.hpp's compileOne), for a record's own builds.
using CompileOne = CompileResult (*)(const CompileJob& job, const std::string& cacheDir);

// A tool of a language: its name, the Debian package that provides it on the host (a root has its
// own), what it is needed for (require-deb's message), where to look first (the system's own
// interpreter before one on $PATH; in a root, its path there), and the system it comes from.
struct Tool {
    std::string name;  // as run: "javac"
    std::string package;
    std::string what;
    std::string preferred;
    Root root = Root::Host;
};

// A language under one profile.
struct Toolchain {
    Tool compiler;  // what compiles it (for Python, the interpreter, which reads the file)
    Tool runner;    // what runs the program (java, python3, node); no name: the program itself
    std::vector<std::string> flags;  // the compile command after the compiler's name
    std::vector<std::string> link;   // after the files (C: -lm)
    bool sanitized = false;          // built with AddressSanitizer (leetcode C and C++)
    bool checksSyntax = true;        // false: a syntax error shows when it runs (LeetCode's Python)
    std::string prelude;             // a header precompiled once per cache (leetcode C++)
    std::vector<std::string> preludeFlags;  // the flags that precompile it, before its path
    std::string libraries;                  // what it offers beyond its standard library
};

// The programs `judge --self-test` runs: each a full program. `accepted` reads an integer n on
// stdin and prints 2n; `compileError` does not compile; `runtimeError` fails at run time, and the
// judge's RE must show `runtimeWord`.
struct SelfTest {
    std::string accepted, compileError, runtimeError, runtimeWord;
};

// What a language's runtime error report says: its kind and first line; empty when the text is
// no report of its runtime.
struct RuntimeErrorText {
    std::string kind, first;
};

struct Language {
    int order = 0;                     // its place in the table (table.cpp)
    std::string name;                  // "c", "cpp", "java", "python": --lang, --print-compile
    std::string title;                 // "C", "C++", "Java", "Python": for messages
    std::vector<std::string> aliases;  // more names --lang takes ("c++", "py")
    std::vector<std::string> extensions;
    double timeFactor = 1.0;  // the time limit is multiplied by this
    std::string comment;      // what starts a comment line: "//" or "#"
    std::string code;         // the package format's code (include/<code>/): python3, ...
    std::string partOf;       // a language whose programs may hold its files too (C: "cpp")
    std::vector<std::string> mainFiles;  // the entry of a folder, first found ("main.py")
    bool validator = false;              // validators may be written in it (C, C++, Python 3)
    bool boundedAddressSpace = true;     // starts under RLIMIT_AS (not the JVM, nor V8)
    // Its compiles are cached under keys that name no host folder, one entry for every checkout
    // of the kit (relocation.hpp): what it makes names no folder of the host's (Java's class
    // files name the file alone), or does once the compiler is given remapFlag ("-ffile-prefix-
    // map=", one a folder) or the plan writes the fixed names itself (Go's /*line*/ comments,
    // PlanInput::names). Not relocatable: keyed by the host's paths.
    bool relocatable = false;
    std::string remapFlag;
    bool namesInterpreter = false;  // the report names its runner (python3, pypy3)
    // Older -std= values a legacy package's program may be written for, tried in turn when the
    // profile's standard refuses it (C++: gnu++14, then gnu++11; cpp_era.hpp); none: no such.
    std::vector<std::string> olderStandards;
    Toolchain (*toolchain)(Like like) = nullptr;
    // The compile: fills the plan's command (the toolchain's, already there) and files.
    void (*plan)(Plan& plan, const PlanInput& in) = nullptr;
    // The LeetCode harness files of a problem ("lc51"), in judge/drivers/ or a package's include
    // folder, the first the one a native compile names; the headers they include.
    std::vector<std::string> (*harness)(const std::string& problem) = nullptr;
    std::vector<std::string> harnessHeaders;
    std::vector<std::string> kitFiles;  // files of the kit each compile reads (cache key)
    // Built before a compile and reused, once per cache (Go's standard packages, LeetCode's Rust
    // crates for a file that names one); empty: none; `log` set when it cannot be built.
    std::string (*seed)(const CompileJob& job, const std::string& cacheDir, const std::string& text,
                        CompileOne compile, std::string& log) = nullptr;
    // Why a library its files get under a profile is missing (LeetCode's: lang/libraries.hpp),
    // with the command that installs it; empty when every one is there. kit: the kit's folder.
    std::string (*missingLibrary)(Like like, const std::string& kit) = nullptr;
    // The libraries it offers under a profile that a file of the kit lists (Rust's crates:
    // judge/crates/Cargo.toml), beside its toolchain's own; kit: the kit's folder.
    std::vector<std::string> (*listedLibraries)(Like like, const std::string& kit) = nullptr;
    // A line for a failed compile's log under a profile (Java: a name newer than Java 21).
    std::string (*compileNote)(const std::string& log, Like like) = nullptr;
    void (*run)(RunCommand& run, const RunInput& in) = nullptr;
    RuntimeErrorText (*runtimeError)(const std::string& text,
                                     const std::vector<std::string>& lines) = nullptr;
    SelfTest selfTest;
};

// Every language, in the order --help and --languages list them (Language::order).
const std::vector<const Language*>& allLanguages();
// Adds a record to the table: each file of judge/lang/ calls it once, before main.
bool registerLanguage(const Language& (*record)());
const Language* findLanguage(const std::string& name);    // by name or alias ("c++", "py")
const Language* languageOfPath(const std::string& path);  // by extension; nothing when unknown
const Language* languageByCode(const std::string& code);  // the format's code, else a name
std::string languageNames();                              // "c|cpp|java|python|..."
// `judge --languages`: [{"name": "c", "title": "C", "extensions": [".c"]}, ...] on one line.
std::string languagesJson();
bool hasSourceExtension(const std::string& path);
// Whether a file of `other` may join a program of `language` (the same, or C in a C++ program).
bool joins(const Language& other, const Language& language);

// The LeetCode problems judge/drivers/ (under the kit) holds a harness for, sorted ("lc51",
// "lc52"): each name of a file there (lc51.c) whose harness files, as every record names them
// (Language::harness), are all there. `.kit.yaml`'s `leetcode:` names one of them.
std::vector<std::string> leetcodeProblems(const std::string& kit);

// The name of the language of a file the judge does not take, when the format's language table
// knows it ("Kotlin" for a.kt, "Python 2" for a .py with a python2 shebang, a .py2); else empty.
std::string unsupportedLanguage(const std::string& path);

// The interpreter Python files run with: "python3" (default) or "pypy3" (--python, PYPY=1).
void choosePython(const std::string& name);

// Which tool of a language: the one that compiles it or the one that runs the program.
enum class ToolRole { Compiler, Runner };

// The tool of a role under a profile (the runner: the compiler's when the program runs itself).
Tool toolOf(const Language& lang, ToolRole role, Like like);

// Absolute path of a tool, installing its Debian package when it is missing (as root; otherwise
// an error message says what to run). root: the kit's root, for tools/require-deb.sh. Empty with
// `error` set when it cannot be had. A root's tool is its path in the box (/usr/bin/clang++-19),
// when the root is ready and has it.
std::string requireTool(const Language& lang, ToolRole role, const std::string& root,
                        std::string& error, Like like = Like::Local);

// The interpreter a program runs with under a profile, when its report names it (Python:
// "python3", "pypy3", "python3.11"); empty for the other languages.
std::string interpreterName(const Language& lang, Like like = Like::Local);

// The compile command without file names: compiler and flags, as the profile's judge compiles.
std::vector<std::string> compileCommand(const Language& lang, const std::string& compiler,
                                        Like like = Like::Local);
// The compile command as `judge --print-compile LANG` prints it first (tools by name).
std::string printedCompileCommand(const Language& lang, Like like = Like::Local);
// What `judge --print-compile LANG` prints: "compile: COMMAND", "run: COMMAND" (in the program's
// folder, for the default limits) and "root: NAME" (roots.hpp), a line each.
std::string printedToolchain(const Language& lang, Like like = Like::Local);

// The toolchain root a language is compiled and run in under a profile: its folder ("" for the
// host's own system; the folder of a root that is not ready, whose tools requireTool refuses).
std::string systemOf(const Language& lang, Like like, const std::string& root);
// Its stamp (its packages and their versions, for cache keys); "" for the host's system.
std::string systemStampOf(const Language& lang, Like like, const std::string& root);
// Why that root cannot be used (missing, half-built, of other versions, damaged), with the command
// that builds it; empty when it is ready or the language runs on the host.
std::string toolchainRootError(const Language& lang, Like like, const std::string& root);

// Why a library of the language under the profile is missing (Language::missingLibrary); a
// set-up error, never a verdict; empty when none is.
std::string missingLibrary(const Language& lang, Like like, const std::string& kit);

// What a language offers beyond its standard library under a profile (judge --self-test's
// column): its toolchain's libraries, then those the kit lists for it; empty when none.
std::string librariesOf(const Language& lang, Like like, const std::string& kit);

// Whether a profile builds a language with AddressSanitizer (leetcode: C and C++).
bool sanitized(const Language& lang, Like like);

// How a compiled solution runs: argv for the files in runDir (a copy of the compiled artifact),
// the limits adjusted for the runtime (no address-space limit for the JVM, nor for
// AddressSanitizer, which reserves terabytes of shadow address space), and its environment
// (empty: the runner's own; the sanitizers' options under leetcode).
struct RunCommand {
    std::vector<std::string> argv;
    Limits limits;
    std::vector<std::string> env;
    std::string system;  // the toolchain root it runs in ("": the host's); as it was compiled in
    std::vector<std::string> readable;  // more host folders its box shows, read-only (npm's)
};
// What a language's run is given.
struct RunInput {
    const std::string& runDir;
    const std::string& tool;
    const Limits& limits;
    Like like;
    const std::string& system;
};
RunCommand runCommandFor(const Language& lang, const std::string& runDir, const std::string& tool,
                         const Limits& limits, Like like = Like::Local,
                         const std::string& system = "");

}  // namespace judge
