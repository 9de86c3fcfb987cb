// The language table, the tools behind it and the run commands.
#include "languages.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <mutex>

#include <nlohmann/json.hpp>

#include "roots.hpp"
#include "text.hpp"

namespace judge {

namespace {

std::string gPython = "python3";

bool endsWith(const std::string& s, const std::string& suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

bool executable(const std::string& path) {
    return ::access(path.c_str(), X_OK) == 0 && fileExists(path);
}

// The first executable NAME on $PATH, resolved to its real file; empty when there is none.
std::string findInPath(const std::string& name) {
    const char* path = std::getenv("PATH");
    std::string dirs = path ? path : "/usr/bin:/bin";
    std::size_t start = 0;
    while (start <= dirs.size()) {
        std::size_t colon = dirs.find(':', start);
        if (colon == std::string::npos) colon = dirs.size();
        std::string candidate = dirs.substr(start, colon - start) + "/" + name;
        if (colon > start && executable(candidate)) return candidate;
        start = colon + 1;
    }
    return "";
}

struct Tool {
    std::string name;     // as run: "javac"
    std::string package;  // the Debian package that provides it (on the host; a root has its own)
    std::string what;     // what it is needed for, for require-deb's message
    // Where to look first: the system's own interpreter is preferred to one on $PATH (a pyenv
    // shim under /root cannot be run by an unprivileged user). In a root: its path there.
    std::string preferred;
    Root root = Root::Host;  // the system it comes from and runs in (roots.hpp)
};

// OpenJDK 21 in the trixie root: javac or java.
Tool java21(ToolRole role) {
    const std::string name = role == ToolRole::Compiler ? "javac" : "java";
    return {name, "openjdk-21-jdk-headless", "judging Java with OpenJDK 21",
            "/usr/lib/jvm/java-21-openjdk-amd64/bin/" + name, Root::Trixie};
}

// LeetCode's own toolchains (clang 19 with libstdc++ 14, gcc 14, OpenJDK 21) come from the trixie
// root; its Python 3.11 is the host's.
Tool leetcodeTool(Lang lang, ToolRole role) {
    switch (lang) {
        case Lang::C:
            return {"gcc-14", "gcc-14", "judging C as LeetCode does", "/usr/bin/gcc-14",
                    Root::Trixie};
        case Lang::Cpp:
            return {"clang++-19", "clang-19", "judging C++ as LeetCode does", "/usr/bin/clang++-19",
                    Root::Trixie};
        case Lang::Java: return java21(role);
        case Lang::Python:
            return {"python3.11", "python3.11", "judging Python as LeetCode does",
                    "/usr/bin/python3.11"};
        default: break;
    }
    return {};
}

// The contest judges' C++ (g++ 13 and 14 at Kattis and Codeforces) and Java (21 at both) are
// nearer the trixie root's g++ 14 and OpenJDK 21 than the host's g++ 12 and Java 17; Codeforces'
// C (gcc 5) is near neither, and stays the host's.
Tool contestTool(Lang lang, ToolRole role, Like like) {
    switch (lang) {
        case Lang::C:
            if (like == Like::Codeforces) return {"gcc", "gcc", "judging C files", "/usr/bin/gcc"};
            return {"gcc-14", "gcc-14", "judging C as ICPC judges do", "/usr/bin/gcc-14",
                    Root::Trixie};
        case Lang::Cpp:
            return {"g++-14", "g++-14", "judging C++ as contest judges do", "/usr/bin/g++-14",
                    Root::Trixie};
        case Lang::Java: return java21(role);
        case Lang::Python:
            if (like == Like::Icpc)
                return {"pypy3", "pypy3", "judging Python as ICPC judges do", "/usr/bin/pypy3"};
            break;
        default: break;
    }
    return {};
}

// Go 1.24, Rust 1.85 and Node.js 20 (which runs JavaScript, and TypeScript's tsc and its output)
// come from the trixie root under every profile: the host's Debian 12 has none of LeetCode's or the
// contest judges' versions.
Tool trixieTool(Lang lang) {
    switch (lang) {
        case Lang::Go:
            return {"go", "golang-go", "judging Go", "/usr/lib/go-1.24/bin/go", Root::Trixie};
        case Lang::Rust: return {"rustc", "rustc", "judging Rust", "/usr/bin/rustc", Root::Trixie};
        case Lang::JavaScript:
        case Lang::TypeScript:
            return {"node", "nodejs", "judging JavaScript and TypeScript", "/usr/bin/node",
                    Root::Trixie};
        default: break;
    }
    return {};
}

Tool toolFor(Lang lang, ToolRole role, Like like) {
    if (Tool tool = trixieTool(lang); !tool.name.empty()) return tool;
    if (like == Like::LeetCode) return leetcodeTool(lang, role);
    if (like == Like::Icpc || like == Like::Codeforces) {
        Tool tool = contestTool(lang, role, like);
        if (!tool.name.empty()) return tool;
    }
    switch (lang) {
        case Lang::C: return {"gcc", "gcc", "judging C files", "/usr/bin/gcc"};
        case Lang::Cpp: return {"g++", "g++", "judging C++ files", "/usr/bin/g++"};
        case Lang::Java:
            if (role == ToolRole::Compiler)
                return {"javac", "openjdk-17-jdk-headless", "judging Java files", "/usr/bin/javac"};
            return {"java", "openjdk-17-jdk-headless", "judging Java files", "/usr/bin/java"};
        case Lang::Python:
            if (gPython == "pypy3")
                return {"pypy3", "pypy3", "judging Python files with PyPy", "/usr/bin/pypy3"};
            return {"python3", "python3", "judging Python files", "/usr/bin/python3"};
        default: break;
    }
    return {};
}

// The sanitizers' run-time options under leetcode: no leak check (LeetCode reports none, and
// LeakSanitizer would ptrace the program, which the judge's keeper already does), reports with
// file and line (llvm-symbolizer: clang 19's own in the root, else, on the host, any on $PATH; the
// run-time does not look for one by itself), no colour, and a quarantine of freed blocks of a
// sixteenth of the memory limit (16 MiB under 256; ASan's default is 256 MiB, which a program
// that allocates and frees many small blocks fills with memory it no longer holds, so that its
// resident figure passes the limit though the program is small: docs/languages.md).
std::vector<std::string> sanitizerEnvironment(const std::string& system, long long memoryBytes) {
    const long long quarantineMiB = std::max(1LL, (memoryBytes >> 20) / 16);
    std::string asan =
        "ASAN_OPTIONS=detect_leaks=0:color=never:print_summary=1:quarantine_size_mb=" +
        std::to_string(quarantineMiB);
    std::string symbolizer = "/usr/lib/llvm-19/bin/llvm-symbolizer";
    if (!executable(system + symbolizer))
        symbolizer = system.empty() ? findInPath("llvm-symbolizer") : "";
    if (!symbolizer.empty()) asan += ":external_symbolizer_path=" + symbolizer;
    return {"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8", "HOME=/tmp", asan,
            "UBSAN_OPTIONS=color=never:print_summary=1:print_stacktrace=1"};
}

// A host tool: where it is; a root's: its path in the box, when the root is ready and has it.
std::string locate(const Tool& tool, const std::string& kit, std::string& error) {
    if (tool.root == Root::Host)
        return executable(tool.preferred) ? tool.preferred : findInPath(tool.name);
    const ReadyRoot& root = readyRoot(tool.root, kit);
    if (!root.error.empty()) {
        error = root.error;
        return "";
    }
    if (executable(root.dir + tool.preferred)) return tool.preferred;
    error = "the toolchain root " + root.dir + " is damaged: it has no " + tool.preferred + " (" +
            tool.what + "); build it again with: make root (as root), or tools/root.sh " +
            rootName(tool.root) + " " + root.dir;
    return "";
}

// Runs tools/require-deb.sh for the tool's package; true when it succeeded.
bool install(const Tool& tool, const std::string& root) {
    const std::string script = root + "/tools/require-deb.sh";
    if (!executable(script)) return false;
    pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(2, 1);  // its messages go to stderr, with the judge's
        const std::string check = "command -v " + tool.name;
        ::execl(script.c_str(), script.c_str(), tool.package.c_str(), tool.what.c_str(), "sh", "-c",
                check.c_str(), static_cast<char*>(nullptr));
        ::_exit(127);
    }
    int status = 0;
    return pid > 0 && ::waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
           WEXITSTATUS(status) == 0;
}

// The JVM's flags: one GC thread, no perf-data file, the quick-starting compiler only.
const char* const kJavaRun[] = {"-XX:+UseSerialGC", "-XX:-UsePerfData", "-XX:TieredStopAtLevel=1"};

// The thread stack: an eighth of the memory limit, 4 to 256 MiB (32 MiB under the default 256):
// deep recursion is fine, and a recursion without end overflows the stack before it outgrows
// the memory limit (measured: a JVM that overflows a stack of S MiB has about 35 + 2.7 S MiB
// resident), so it is RE (StackOverflowError), not MLE.
std::string javaStack(long long memoryBytes) {
    const long long mib = std::min(256LL, std::max(4LL, (memoryBytes >> 20) / 8));
    return "-Xss" + std::to_string(mib) + "m";
}

// node --harmony harness.cjs MODE SOLUTION ORIGIN MODULES (run-args holds MODE, ORIGIN, the
// compiled file's name and the folder of npm's libraries, a line each). Never an address-space
// limit (V8 reserves far more than it uses); the heap gets the memory limit.
void nodeRun(RunCommand& run, const std::string& runDir, const std::string& tool,
             const Limits& limits) {
    std::vector<std::string> args = splitLines(readFile(runDir + "/run-args").value_or(""));
    args.resize(4);  // (a run folder without run-args: as --print-compile shows it)
    run.limits.addressSpace = false;
    run.argv = {tool,
                "--harmony",
                "--max-old-space-size=" + std::to_string(std::max(16LL, limits.memoryBytes >> 20)),
                runDir + "/harness.cjs",
                args[0],
                runDir + "/" + (args[2].empty() ? "solution.js" : args[2]),
                args[1],
                args[3]};
    if (!args[3].empty()) run.readable.push_back(args[3]);
}

}  // namespace

const std::vector<Language>& allLanguages() {
    static const std::vector<Language> languages = {
        {Lang::C, "c", "C", {".c"}, 1.0, "//", "c"},
        {Lang::Cpp, "cpp", "C++", {".cpp", ".cc", ".cxx", ".c++", ".C"}, 1.0, "//", "cpp"},
        {Lang::Java, "java", "Java", {".java"}, 2.0, "//", "java"},
        {Lang::Python, "python", "Python", {".py", ".py3"}, 3.0, "#", "python3"},
        {Lang::Go, "go", "Go", {".go"}, 1.0, "//", "go"},
        {Lang::Rust, "rust", "Rust", {".rs"}, 1.0, "//", "rust"},
        {Lang::JavaScript, "javascript", "JavaScript", {".js"}, 2.0, "//", "javascript"},
        {Lang::TypeScript, "typescript", "TypeScript", {".ts"}, 2.0, "//", "typescript"},
    };
    return languages;
}

const Language* findLanguage(const std::string& name) {
    const std::string n = name == "c++"                       ? "cpp"
                          : name == "py" || name == "python3" ? "python"
                          : name == "golang"                  ? "go"
                          : name == "rs"                      ? "rust"
                          : name == "js" || name == "node"    ? "javascript"
                          : name == "ts"                      ? "typescript"
                                                              : name;
    for (const Language& l : allLanguages())
        if (l.name == n) return &l;
    return nullptr;
}

const Language* languageOfPath(const std::string& path) {
    for (const Language& l : allLanguages())
        for (const std::string& ext : l.extensions)
            if (endsWith(path, ext) && path.size() > ext.size()) return &l;
    return nullptr;
}

std::string languageNames() {
    std::string names;
    for (const Language& l : allLanguages()) names += (names.empty() ? "" : "|") + l.name;
    return names;
}

std::string languagesJson() {
    nlohmann::json list = nlohmann::json::array();
    for (const Language& l : allLanguages())
        list.push_back({{"name", l.name}, {"title", l.title}, {"extensions", l.extensions}});
    return list.dump();
}

namespace {

// The languages table of the package format, less the judge's own C, C++, Java, Python 3, Go,
// Rust, JavaScript and TypeScript.
const std::pair<const char*, const char*> kOtherLanguages[] = {
    {".adb", "Ada"},       {".ads", "Ada"},      {".a68", "Algol 68"},     {".apl", "APL"},
    {".sh", "Bash"},       {".cob", "COBOL"},    {".cr", "Crystal"},       {".cs", "C#"},
    {".d", "D"},           {".dart", "Dart"},    {".ex", "Elixir"},        {".erl", "Erlang"},
    {".fth", "Forth"},     {".4th", "Forth"},    {".forth", "Forth"},      {".frt", "Forth"},
    {".f90", "Fortran"},   {".fs", "F#"},        {".ss", "Gerbil"},        {".hs", "Haskell"},
    {".jl", "Julia"},      {".kt", "Kotlin"},    {".lisp", "Common Lisp"}, {".cl", "Common Lisp"},
    {".lua", "Lua"},       {".mod", "Modula-2"}, {".def", "Modula-2"},     {".nim", "Nim"},
    {".m", "Objective-C"}, {".ml", "OCaml"},     {".odin", "Odin"},        {".pas", "Pascal"},
    {".pm", "Perl"},       {".php", "PHP"},      {".pl", "Prolog"},        {".py2", "Python 2"},
    {".rkt", "Racket"},    {".rb", "Ruby"},      {".scala", "Scala"},      {".sim", "Simula"},
    {".st", "Smalltalk"},  {".sno", "Snobol"},   {".swift", "Swift"},      {".vb", "Visual Basic"},
    {".zig", "Zig"},
};

}  // namespace

bool hasSourceExtension(const std::string& path) { return languageOfPath(path) != nullptr; }

std::string unsupportedLanguage(const std::string& path) {
    for (const auto& [ext, name] : kOtherLanguages)
        if (endsWith(path, ext) && path.size() > std::string(ext).size()) return name;
    if (endsWith(path, ".py")) {
        const std::vector<std::string> lines = splitLines(readFile(path, 256).value_or(""));
        const std::string first = lines.empty() ? "" : lines[0];
        if (first.rfind("#!", 0) == 0 && first.find("python2") != std::string::npos)
            return "Python 2";
    }
    return "";
}

void choosePython(const std::string& name) { gPython = name; }

std::string interpreterName(Lang lang, Like like) {
    return lang == Lang::Python ? toolFor(lang, ToolRole::Runner, like).name : "";
}

std::string requireTool(Lang lang, ToolRole role, const std::string& root, std::string& error,
                        Like like) {
    static std::mutex mutex;  // one install at a time; compiles run in parallel
    std::lock_guard<std::mutex> lock(mutex);
    const Tool tool = toolFor(lang, role, like);
    std::string found = locate(tool, root, error);
    if (tool.root != Root::Host) return found;  // a root has what it has: make root builds it
    if (found.empty() && install(tool, root)) found = locate(tool, root, error);
    if (found.empty())
        error = tool.name + " not found (" + tool.what + "); install the Debian package " +
                tool.package + " (tools/require-deb.sh does it as root)";
    return found;
}

std::string toolchainRootError(Lang lang, Like like, const std::string& root) {
    for (ToolRole role : {ToolRole::Compiler, ToolRole::Runner}) {
        std::string error;
        const Tool tool = toolFor(lang, role, like);
        if (tool.root != Root::Host && locate(tool, root, error).empty()) return error;
    }
    return "";
}

std::string systemOf(Lang lang, Like like, const std::string& root) {
    const Root r = toolFor(lang, ToolRole::Compiler, like).root;
    return r == Root::Host ? "" : readyRoot(r, root).dir;
}

std::string systemStampOf(Lang lang, Like like, const std::string& root) {
    const Root r = toolFor(lang, ToolRole::Compiler, like).root;
    return r == Root::Host ? "" : readyRoot(r, root).stamp;
}

bool boundedAddressSpace(Lang lang) {
    return lang != Lang::Java && lang != Lang::JavaScript && lang != Lang::TypeScript;
}

bool sanitized(Lang lang, Like like) {
    return like == Like::LeetCode && (lang == Lang::C || lang == Lang::Cpp);
}

namespace {

// C under each profile.
std::vector<std::string> cCommand(const std::string& compiler, Like like) {
    if (like == Like::LeetCode)  // LeetCode's C: gcc, gnu11, -O2, AddressSanitizer and UBSan
        return {compiler,
                "-std=gnu11",
                "-O2",
                "-g",
                "-fno-omit-frame-pointer",
                "-fsanitize=address,undefined",
                "-fno-sanitize-recover=all"};
    if (like == Like::Icpc) return {compiler, "-g", "-O2", "-std=gnu17", "-static"};
    if (like == Like::Codeforces)
        return {compiler, "-std=c11", "-static", "-DONLINE_JUDGE", "-fno-asm", "-s", "-O2"};
    return {compiler, "-std=c11", "-O2"};
}

// C++ under each profile.
std::vector<std::string> cppCommand(const std::string& compiler, Like like) {
    if (like == Like::LeetCode)
        return {compiler,
                "-std=c++23",
                "-O2",
                "-gline-tables-only",
                "-fno-omit-frame-pointer",
                "-fsanitize=address,undefined",
                "-fno-sanitize-recover=all"};
    if (like == Like::Icpc) return {compiler, "-g", "-O2", "-std=gnu++20", "-static"};
    if (like == Like::Codeforces)
        return {compiler,  "-Wall",          "-Wextra", "-Wconversion",
                "-static", "-DONLINE_JUDGE", "-O2",     "-std=c++20"};
    return {compiler, "-std=c++17", "-O2", "-pthread"};
}

}  // namespace

std::vector<std::string> compileCommand(Lang lang, const std::string& compiler, Like like,
                                        const std::string& standard) {
    switch (lang) {
        case Lang::C: return cCommand(compiler, like);
        case Lang::Cpp: {
            std::vector<std::string> command = cppCommand(compiler, like);
            for (std::string& flag : command)
                if (!standard.empty() && flag.rfind("-std=", 0) == 0) flag = "-std=" + standard;
            return command;
        }
        case Lang::Java:
            if (like == Like::LeetCode)  // LeetCode's "--enable-preview --release 21"
                return {compiler,           "-encoding", "UTF-8", "-nowarn",
                        "--enable-preview", "--release", "21",    "-Xlint:-preview"};
            return {compiler, "-encoding", "UTF-8", "-nowarn"};
        case Lang::Python:
            // LeetCode reports a syntax error when the program runs, as a Runtime Error (the
            // harness says it): its "compile" only reads the file.
            if (like == Like::LeetCode)
                return {compiler, "-B", "-c", "import sys\nopen(sys.argv[1], 'rb').read()"};
            // A syntax check: compile() the file under the name of the user's file. Its error is
            // said without a traceback, whose one frame would be this check's `File "<string>"`.
            return {compiler, "-B", "-c",
                    "import sys, traceback\n"
                    "try:\n"
                    "    compile(open(sys.argv[1], 'rb').read(), sys.argv[2], 'exec')\n"
                    "except (SyntaxError, ValueError) as e:\n"
                    "    sys.exit(''.join(traceback.format_exception_only(type(e), e)).rstrip())"};
        case Lang::Go: return {compiler, "build"};
        case Lang::Rust: return {compiler, "--edition", "2021", "-O"};
        // A syntax check by the harness (a script of Node's own, whatever package.json says).
        case Lang::JavaScript: return {compiler, "harness.cjs", "check"};
        // LeetCode's options; tsc is the kit's (package-lock.json), with Node's types for acm;
        // --skipLibCheck: the pinned .d.ts files are not checked again at each compile (a third
        // of the CPU time), which changes nothing tsc says of the user's file.
        case Lang::TypeScript:
            return {compiler,
                    "node_modules/typescript/bin/tsc",
                    "--alwaysStrict",
                    "--strictBindCallApply",
                    "--strictFunctionTypes",
                    "--target",
                    "ES2022",
                    "--module",
                    "commonjs",
                    "--types",
                    "node",
                    "--pretty",
                    "false",
                    "--skipLibCheck"};
    }
    return {};
}

std::vector<std::string> linkFlags(Lang lang) {
    if (lang == Lang::C) return {"-lm"};
    return {};
}

namespace {

// Words joined by spaces, a word with a space in it quoted.
std::string shellWords(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words)
        out += (out.empty() ? "" : " ") + (w.find(' ') == std::string::npos ? w : "\"" + w + "\"");
    return out;
}

}  // namespace

std::string printedCompileCommand(const Language& lang, Like like) {
    std::vector<std::string> words =
        compileCommand(lang.id, toolFor(lang.id, ToolRole::Compiler, like).name, like);
    for (const std::string& flag : linkFlags(lang.id)) words.push_back(flag);
    return shellWords(words);
}

std::string printedToolchain(const Language& lang, Like like) {
    const Tool runner = toolFor(lang.id, ToolRole::Runner, like);
    // In a run folder that cannot exist: its files by name, MODE and ORIGIN left empty.
    const std::string folder = "/nonexistent/run";
    RunCommand run = runCommandFor(lang.id, folder, runner.name, Limits{}, like);
    const char* blanks[] = {"MODE", "ORIGIN", "MODULES"};  // Python's and Node's run-args
    int blank = 0;
    for (std::string& word : run.argv) {
        if (word.rfind(folder, 0) == 0)
            word = word == folder ? "." : word.substr(folder.size() + 1);
        if (word.empty() && blank < 3) word = blanks[blank++];
    }
    return "compile: " + printedCompileCommand(lang, like) + "\nrun: " + shellWords(run.argv) +
           "\nroot: " + rootName(runner.root) + "\n";
}

RunCommand runCommandFor(Lang lang, const std::string& runDir, const std::string& tool,
                         const Limits& limits, Like like, const std::string& system) {
    RunCommand run{{}, limits, {}, system, {}};
    if (sanitized(lang, like)) {
        // AddressSanitizer reserves its shadow (an eighth of the address space) at start: no
        // RLIMIT_AS. Resident memory, shadow pages included, is still held to the limit.
        run.limits.addressSpace = false;
        run.env = sanitizerEnvironment(system, limits.memoryBytes);
    }
    switch (lang) {
        case Lang::C:
        case Lang::Cpp:
        case Lang::Go:
        case Lang::Rust: run.argv = {runDir + "/program"}; break;
        case Lang::JavaScript:
        case Lang::TypeScript: nodeRun(run, runDir, tool, limits); break;
        case Lang::Java: {
            // Never an address-space limit: a JVM reserves far more than it uses and does not start
            // under one. The heap gets the memory limit; resident memory is watched as for any run.
            run.limits.addressSpace = false;
            run.argv = {tool, javaStack(limits.memoryBytes)};
            for (const char* flag : kJavaRun) run.argv.push_back(flag);
            if (like == Like::LeetCode) run.argv.push_back("--enable-preview");
            run.argv.push_back("-Xmx" + std::to_string(limits.memoryBytes >> 20) + "m");
            std::string mainClass = rtrim(readFile(runDir + "/main-class").value_or("Main"));
            run.argv.insert(run.argv.end(), {"-cp", runDir, mainClass});
            break;
        }
        case Lang::Python: {
            // harness.py MODE SOLUTION ORIGIN [LIBRARIES] (run-args holds MODE, ORIGIN and, under
            // leetcode, the folder of LeetCode's libraries, a line each).
            std::vector<std::string> args = splitLines(readFile(runDir + "/run-args").value_or(""));
            args.resize(3);  // (a run folder without run-args: as --print-compile shows it)
            run.argv = {tool,   "-B", runDir + "/harness.py", args[0], runDir + "/solution.py",
                        args[1]};
            if (!args[2].empty()) run.argv.push_back(args[2]);
            if (!args[2].empty()) run.readable.push_back(args[2]);
            break;
        }
    }
    return run;
}

}  // namespace judge
