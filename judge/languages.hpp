// The languages the judge takes, in one table: how a file's language is told (its extension, or
// --lang), and, for each profile, the toolchain root a language compiles and runs in (the host's
// system or a root of roots.hpp), the compile command (compiler and flags), how a compiled
// solution is run, and the time factor slower runtimes get (shown in the report; raw CPU time is
// always printed). This table is the one place a profile's compiler and flags are written
// (toolFor, compileCommand); compile.cpp adds only what names files (the sources, the folders
// they include from, the precompiled prelude, the output). `judge [--like P] --print-compile LANG`
// prints a profile's row, and docs/languages.md says the same (tests/docs-flags.sh).
//
//   c       .c                    x1      java    .java         x2 (a JVM's start)
//   cpp     .cpp .cc .cxx .c++ .C x1      python  .py .py3      x3 (python3 or pypy3)
//   go      .go                   x1      rust    .rs           x1
//   javascript .js                x2      typescript .ts        x2
//
// Go, Rust, JavaScript and TypeScript come from the trixie root under every profile (the host has
// none of their versions), and most of the leetcode, icpc and codeforces profiles' compilers too;
// TypeScript's compiler and Node's libraries from the kit's npm lockfile (package-lock.json).
//
// Missing host tools are installed on demand with tools/require-deb.sh (openjdk-17-jdk-headless,
// python3, pypy3), only when a file needs them; a root's come with it (make root).
#pragma once
#include <string>
#include <vector>

#include "profiles.hpp"
#include "runner.hpp"

namespace judge {

enum class Lang { C, Cpp, Java, Python, Go, Rust, JavaScript, TypeScript };

struct Language {
    Lang id;
    std::string name;   // "c", "cpp", "java", "python": for --lang and --print-compile
    std::string title;  // "C", "C++", "Java", "Python": for messages
    std::vector<std::string> extensions;
    double timeFactor;    // the time limit is multiplied by this
    std::string comment;  // what starts a comment line: "//" or "#"
    std::string code;     // the package format's code (include/<code>/): c, cpp, java, python3,
                          // go, rust, javascript, typescript
};

const std::vector<Language>& allLanguages();
const Language* findLanguage(const std::string& name);    // also "c++", "py"
const Language* languageOfPath(const std::string& path);  // by extension; nothing when unknown
std::string languageNames();                              // "c|cpp|java|python"
// `judge --languages`: [{"name": "c", "title": "C", "extensions": [".c"]}, ...] on one line.
std::string languagesJson();
bool hasSourceExtension(const std::string& path);

// The name of the language of a file the judge does not take, when the format's language table
// knows it ("Kotlin" for a.kt, "Python 2" for a .py with a python2 shebang, a .py2); else empty.
std::string unsupportedLanguage(const std::string& path);

// The interpreter Python files run with: "python3" (default) or "pypy3" (--python, PYPY=1).
void choosePython(const std::string& name);

// Which tool of a language: the one that compiles it (javac; for Python the interpreter, which
// checks the syntax) or the one that runs the program (java; the interpreter again).
enum class ToolRole { Compiler, Runner };

// Absolute path of a tool, installing its Debian package when it is missing (as root; otherwise
// an error message says what to run). root: the kit's root, for tools/require-deb.sh. Empty with
// `error` set when it cannot be had.
// Under a profile (profiles.hpp) the tools may differ: clang++-19 and python3.11 for leetcode. A
// root's tool is its path in the box (/usr/bin/clang++-19), when the root is ready and has it.
std::string requireTool(Lang lang, ToolRole role, const std::string& root, std::string& error,
                        Like like = Like::Local);

// The interpreter a Python program runs with under a profile: "python3", "pypy3" (PYPY=1,
// --python pypy3, --like icpc) or "python3.11" (--like leetcode); empty for the other languages.
std::string interpreterName(Lang lang, Like like = Like::Local);

// The compile command without file names: compiler and flags (C: -lm comes after the files),
// as the profile's judge compiles; `standard` ("gnu++14") replaces the profile's -std= when given.
std::vector<std::string> compileCommand(Lang lang, const std::string& compiler,
                                        Like like = Like::Local, const std::string& standard = "");
std::vector<std::string> linkFlags(Lang lang);
// The compile command as `judge --print-compile LANG` prints it first (tools by name).
std::string printedCompileCommand(const Language& lang, Like like = Like::Local);
// What `judge --print-compile LANG` prints: "compile: COMMAND", "run: COMMAND" (in the program's
// folder, for the default limits) and "root: NAME" (roots.hpp), a line each.
std::string printedToolchain(const Language& lang, Like like = Like::Local);

// The toolchain root a language is compiled and run in under a profile: its folder ("" for the
// host's own system; the folder of a root that is not ready, whose tools requireTool refuses).
std::string systemOf(Lang lang, Like like, const std::string& root);
// Its stamp (its packages and their versions, for cache keys); "" for the host's system.
std::string systemStampOf(Lang lang, Like like, const std::string& root);
// Why that root cannot be used (missing, half-built, of other versions, damaged), with the command
// that builds it; empty when it is ready or the language runs on the host.
std::string toolchainRootError(Lang lang, Like like, const std::string& root);

// Whether a language's compiler and runtime start under an address-space limit (RLIMIT_AS): not
// the JVM's, nor Node's (V8 reserves far more than it uses).
bool boundedAddressSpace(Lang lang);

// Whether a profile builds a language with AddressSanitizer (leetcode: C and C++).
bool sanitized(Lang lang, Like like);

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
RunCommand runCommandFor(Lang lang, const std::string& runDir, const std::string& tool,
                         const Limits& limits, Like like = Like::Local,
                         const std::string& system = "");

}  // namespace judge
