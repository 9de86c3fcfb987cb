// The language table, the tools behind it and the run commands.
#include "languages.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <mutex>

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
    std::string package;  // the Debian package that provides it
    std::string what;     // what it is needed for, for require-deb's message
    // Where to look first: the system's own interpreter is preferred to one on $PATH (a pyenv
    // shim under /root cannot be run by an unprivileged user).
    std::string preferred;
};

Tool toolFor(Lang lang, ToolRole role, Like like) {
    if (lang == Lang::Cpp && like == Like::LeetCode)
        return {"clang++-19", "clang-19", "judging C++ as LeetCode does", "/usr/bin/clang++-19"};
    if (lang == Lang::Python && like == Like::LeetCode)
        return {"python3.11", "python3.11", "judging Python as LeetCode does",
                "/usr/bin/python3.11"};
    if (lang == Lang::Python && like == Like::Icpc)
        return {"pypy3", "pypy3", "judging Python as ICPC judges do", "/usr/bin/pypy3"};
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
    }
    return {};
}

// The sanitizers' run-time options under leetcode: no leak check (LeetCode reports none, and
// LeakSanitizer would ptrace the program, which the judge's keeper already does), reports with
// file and line (llvm-symbolizer: clang 19's own, else any on $PATH, which reads its DWARF 5 as
// well; the run-time does not look for one by itself), no colour.
std::vector<std::string> sanitizerEnvironment() {
    std::string asan = "ASAN_OPTIONS=detect_leaks=0:color=never:print_summary=1";
    std::string symbolizer = "/usr/lib/llvm-19/bin/llvm-symbolizer";
    if (!executable(symbolizer)) symbolizer = findInPath("llvm-symbolizer");
    if (!symbolizer.empty()) asan += ":external_symbolizer_path=" + symbolizer;
    return {"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8", "HOME=/tmp", asan,
            "UBSAN_OPTIONS=color=never:print_summary=1:print_stacktrace=1"};
}

std::string locate(const Tool& tool) {
    return executable(tool.preferred) ? tool.preferred : findInPath(tool.name);
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

}  // namespace

const std::vector<Language>& allLanguages() {
    static const std::vector<Language> languages = {
        {Lang::C, "c", "C", {".c"}, 1.0, "//", "c"},
        {Lang::Cpp, "cpp", "C++", {".cpp", ".cc", ".cxx", ".c++", ".C"}, 1.0, "//", "cpp"},
        {Lang::Java, "java", "Java", {".java"}, 2.0, "//", "java"},
        {Lang::Python, "python", "Python", {".py", ".py3"}, 3.0, "#", "python3"},
    };
    return languages;
}

const Language* findLanguage(const std::string& name) {
    const std::string n = name == "c++"                       ? "cpp"
                          : name == "py" || name == "python3" ? "python"
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

bool hasSourceExtension(const std::string& path) { return languageOfPath(path) != nullptr; }

std::string unsupportedLanguage(const std::string& path) {
    // The languages table of the package format, less the judge's own C, C++, Java and Python 3.
    static const std::pair<const char*, const char*> others[] = {
        {".adb", "Ada"},          {".ads", "Ada"},        {".a68", "Algol 68"},
        {".apl", "APL"},          {".sh", "Bash"},        {".cob", "COBOL"},
        {".cr", "Crystal"},       {".cs", "C#"},          {".d", "D"},
        {".dart", "Dart"},        {".ex", "Elixir"},      {".erl", "Erlang"},
        {".fth", "Forth"},        {".4th", "Forth"},      {".forth", "Forth"},
        {".frt", "Forth"},        {".f90", "Fortran"},    {".fs", "F#"},
        {".ss", "Gerbil"},        {".go", "Go"},          {".hs", "Haskell"},
        {".js", "JavaScript"},    {".jl", "Julia"},       {".kt", "Kotlin"},
        {".lisp", "Common Lisp"}, {".cl", "Common Lisp"}, {".lua", "Lua"},
        {".mod", "Modula-2"},     {".def", "Modula-2"},   {".nim", "Nim"},
        {".m", "Objective-C"},    {".ml", "OCaml"},       {".odin", "Odin"},
        {".pas", "Pascal"},       {".pm", "Perl"},        {".php", "PHP"},
        {".pl", "Prolog"},        {".py2", "Python 2"},   {".rkt", "Racket"},
        {".rb", "Ruby"},          {".rs", "Rust"},        {".scala", "Scala"},
        {".sim", "Simula"},       {".st", "Smalltalk"},   {".sno", "Snobol"},
        {".swift", "Swift"},      {".ts", "TypeScript"},  {".vb", "Visual Basic"},
        {".zig", "Zig"},
    };
    for (const auto& [ext, name] : others)
        if (endsWith(path, ext) && path.size() > std::string(ext).size()) return name;
    if (endsWith(path, ".py")) {
        const std::string first = splitLines(readFile(path, 256).value_or("")).empty()
                                      ? ""
                                      : splitLines(readFile(path, 256).value_or(""))[0];
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
    std::string found = locate(tool);
    if (found.empty() && install(tool, root)) found = locate(tool);
    if (found.empty())
        error = tool.name + " not found (" + tool.what + "); install the Debian package " +
                tool.package + " (tools/require-deb.sh does it as root)";
    return found;
}

bool sanitized(Lang lang, Like like) {
    return like == Like::LeetCode && (lang == Lang::C || lang == Lang::Cpp);
}

std::vector<std::string> compileCommand(Lang lang, const std::string& compiler, Like like) {
    switch (lang) {
        case Lang::C:
            if (like == Like::LeetCode)  // LeetCode's C: gcc, gnu11, -O2, AddressSanitizer
                return {compiler,
                        "-std=gnu11",
                        "-O2",
                        "-g",
                        "-fno-omit-frame-pointer",
                        "-fsanitize=address"};
            if (like == Like::Icpc) return {compiler, "-g", "-O2", "-std=gnu17", "-static"};
            if (like == Like::Codeforces)
                return {compiler, "-std=c11", "-static", "-DONLINE_JUDGE", "-fno-asm", "-s", "-O2"};
            return {compiler, "-std=c11", "-O2"};
        case Lang::Cpp:
            if (like == Like::LeetCode)
                return {compiler,
                        "-std=c++23",
                        "-O2",
                        "-stdlib=libc++",
                        "-gline-tables-only",
                        "-fno-omit-frame-pointer",
                        "-fsanitize=address,undefined",
                        "-fno-sanitize-recover=all"};
            if (like == Like::Icpc) return {compiler, "-g", "-O2", "-std=gnu++20", "-static"};
            if (like == Like::Codeforces)
                return {compiler,  "-Wall",          "-Wextra", "-Wconversion",
                        "-static", "-DONLINE_JUDGE", "-O2",     "-std=c++20"};
            return {compiler, "-std=c++17", "-O2", "-pthread"};
        case Lang::Java: return {compiler, "-encoding", "UTF-8", "-nowarn"};
        case Lang::Python:
            // A syntax check: compile() the file under the name of the user's file. Its error is
            // said without a traceback, whose one frame would be this check's `File "<string>"`.
            return {compiler, "-B", "-c",
                    "import sys, traceback\n"
                    "try:\n"
                    "    compile(open(sys.argv[1], 'rb').read(), sys.argv[2], 'exec')\n"
                    "except (SyntaxError, ValueError) as e:\n"
                    "    sys.exit(''.join(traceback.format_exception_only(type(e), e)).rstrip())"};
    }
    return {};
}

std::vector<std::string> linkFlags(Lang lang) {
    if (lang == Lang::C) return {"-lm"};
    return {};
}

std::string printedCompileCommand(const Language& lang, Like like) {
    std::vector<std::string> words =
        compileCommand(lang.id, toolFor(lang.id, ToolRole::Compiler, like).name, like);
    if (lang.id == Lang::Cpp && like == Like::LeetCode)
        words.insert(words.end(), {"-isystem", "judge/drivers/libcxx"});
    for (const std::string& flag : linkFlags(lang.id)) words.push_back(flag);
    std::string out;
    for (const std::string& w : words)
        out += (out.empty() ? "" : " ") + (w.find(' ') == std::string::npos ? w : "\"" + w + "\"");
    return out;
}

RunCommand runCommandFor(Lang lang, const std::string& runDir, const std::string& tool,
                         const Limits& limits, Like like) {
    RunCommand run{{}, limits, {}};
    if (sanitized(lang, like)) {
        // AddressSanitizer reserves its shadow (an eighth of the address space) at start: no
        // RLIMIT_AS. Resident memory, shadow pages included, is still held to the limit.
        run.limits.addressSpace = false;
        run.env = sanitizerEnvironment();
    }
    switch (lang) {
        case Lang::C:
        case Lang::Cpp: run.argv = {runDir + "/program"}; break;
        case Lang::Java: {
            // Never an address-space limit: a JVM reserves far more than it uses and does not start
            // under one. The heap gets the memory limit; resident memory is watched as for any run.
            run.limits.addressSpace = false;
            run.argv = {tool, javaStack(limits.memoryBytes)};
            for (const char* flag : kJavaRun) run.argv.push_back(flag);
            run.argv.push_back("-Xmx" + std::to_string(limits.memoryBytes >> 20) + "m");
            std::string mainClass = rtrim(readFile(runDir + "/main-class").value_or("Main"));
            run.argv.insert(run.argv.end(), {"-cp", runDir, mainClass});
            break;
        }
        case Lang::Python: {
            // harness.py MODE SOLUTION ORIGIN (run-args holds MODE and ORIGIN, a line each).
            std::vector<std::string> args = splitLines(readFile(runDir + "/run-args").value_or(""));
            run.argv = {tool, "-B", runDir + "/harness.py"};
            for (const std::string& a : args) run.argv.push_back(a);
            run.argv.insert(run.argv.begin() + 4, runDir + "/solution.py");
            break;
        }
    }
    return run;
}

}  // namespace judge
