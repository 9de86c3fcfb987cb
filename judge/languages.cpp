// The table's lookups and what every language shares: finding and installing its tools, its
// root, the sanitizers' environment, the printed commands. Each language's own is its record in
// judge/lang/ (languages.hpp).
#include "languages.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <set>

#include <nlohmann/json.hpp>

#include "defaults.hpp"
#include "roots.hpp"
#include "text.hpp"

namespace judge {

namespace {

namespace fs = std::filesystem;

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

// Whether `drivers` holds the LeetCode harness of `problem`: every file each record's harness names
// for it, one of them named after it. A problem's name is two letters and more (lc51), as a record
// takes it apart (Java's LeetCode51.java).
bool holdsHarness(const std::string& drivers, const std::string& problem) {
    if (problem.size() <= 2) return false;
    bool named = false;
    for (const Language* lang : allLanguages()) {
        if (!lang->harness) continue;
        for (const std::string& file : lang->harness(problem)) {
            if (!fileExists(drivers + file)) return false;
            named = named || fs::path(file).stem() == problem;
        }
    }
    return named;
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
    std::vector<std::string> env = boxEnvironment();
    env.insert(env.end(), {asan, "UBSAN_OPTIONS=color=never:print_summary=1:print_stacktrace=1"});
    return env;
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
            tool.what + "); build it again with: " + rebuildHint(tool.root, root.dir);
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

// The languages table of the package format (a language with a record of judge/lang/ is its own,
// whatever this table says of its extension).
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

// Words joined by spaces, a word with a space in it quoted.
std::string shellWords(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words)
        out += (out.empty() ? "" : " ") + (w.find(' ') == std::string::npos ? w : "\"" + w + "\"");
    return out;
}

}  // namespace

const Language* findLanguage(const std::string& name) {
    for (const Language* l : allLanguages())
        if (l->name == name ||
            std::find(l->aliases.begin(), l->aliases.end(), name) != l->aliases.end())
            return l;
    return nullptr;
}

const Language* languageOfPath(const std::string& path) {
    for (const Language* l : allLanguages())
        for (const std::string& ext : l->extensions)
            if (endsWith(path, ext) && path.size() > ext.size()) return l;
    return nullptr;
}

const Language* languageByCode(const std::string& code) {
    for (const Language* l : allLanguages())
        if (l->code == code) return l;
    return findLanguage(code);
}

std::string languageNames() {
    std::string names;
    for (const Language* l : allLanguages()) names += (names.empty() ? "" : "|") + l->name;
    return names;
}

std::string languagesJson() {
    nlohmann::json list = nlohmann::json::array();
    for (const Language* l : allLanguages())
        list.push_back({{"name", l->name}, {"title", l->title}, {"extensions", l->extensions}});
    return list.dump();
}

bool joins(const Language& other, const Language& language) {
    return &other == &language || other.partOf == language.name;
}

bool hasSourceExtension(const std::string& path) { return languageOfPath(path) != nullptr; }

std::vector<std::string> leetcodeProblems(const std::string& kit) {
    const std::string drivers = kit + "/judge/drivers/";
    std::set<std::string> names;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(drivers, ec)) names.insert(e.path().stem());
    std::vector<std::string> problems;
    for (const std::string& name : names)
        if (holdsHarness(drivers, name)) problems.push_back(name);
    return problems;
}

std::string unsupportedLanguage(const std::string& path) {
    const bool known = languageOfPath(path) != nullptr;  // a record's extension wins over the table
    for (const auto& [ext, name] : kOtherLanguages)
        if (!known && endsWith(path, ext) && path.size() > std::string(ext).size()) return name;
    if (endsWith(path, ".py")) {
        const std::vector<std::string> lines = splitLines(readFile(path, 256).value_or(""));
        const std::string first = lines.empty() ? "" : lines[0];
        if (first.rfind("#!", 0) == 0 && first.find("python2") != std::string::npos)
            return "Python 2";
    }
    return "";
}

Tool toolOf(const Language& lang, ToolRole role, Like like) {
    Toolchain chain = lang.toolchain(like);
    return role == ToolRole::Runner && !chain.runner.name.empty() ? chain.runner : chain.compiler;
}

std::string interpreterName(const Language& lang, Like like) {
    return lang.namesInterpreter ? toolOf(lang, ToolRole::Runner, like).name : "";
}

std::string requireTool(const Language& lang, ToolRole role, const std::string& root,
                        std::string& error, Like like) {
    static std::mutex mutex;  // one install at a time; compiles run in parallel
    std::lock_guard<std::mutex> lock(mutex);
    const Tool tool = toolOf(lang, role, like);
    std::string found = locate(tool, root, error);
    if (tool.root != Root::Host) return found;  // a root has what it has: make root builds it
    if (found.empty() && install(tool, root)) found = locate(tool, root, error);
    if (found.empty())
        error = tool.name + " not found (" + tool.what + "); install the Debian package " +
                tool.package + " (tools/require-deb.sh does it as root)";
    return found;
}

std::string toolchainRootError(const Language& lang, Like like, const std::string& root) {
    for (ToolRole role : {ToolRole::Compiler, ToolRole::Runner}) {
        std::string error;
        const Tool tool = toolOf(lang, role, like);
        if (tool.root != Root::Host && locate(tool, root, error).empty()) return error;
    }
    return "";
}

std::string systemOf(const Language& lang, Like like, const std::string& root) {
    const Root r = toolOf(lang, ToolRole::Compiler, like).root;
    return r == Root::Host ? "" : readyRoot(r, root).dir;
}

std::string systemStampOf(const Language& lang, Like like, const std::string& root) {
    const Root r = toolOf(lang, ToolRole::Compiler, like).root;
    return r == Root::Host ? "" : readyRoot(r, root).stamp;
}

bool sanitized(const Language& lang, Like like) { return lang.toolchain(like).sanitized; }

std::string missingLibrary(const Language& lang, Like like, const std::string& kit) {
    return lang.missingLibrary ? lang.missingLibrary(like, kit) : "";
}

std::string librariesOf(const Language& lang, Like like, const std::string& kit) {
    std::string all = lang.toolchain(like).libraries;
    if (lang.listedLibraries)
        for (const std::string& name : lang.listedLibraries(like, kit))
            all += (all.empty() ? "" : ", ") + name;
    return all;
}

std::vector<std::string> compileCommand(const Language& lang, const std::string& compiler,
                                        Like like) {
    std::vector<std::string> command = {compiler};
    const Toolchain chain = lang.toolchain(like);
    command.insert(command.end(), chain.flags.begin(), chain.flags.end());
    return command;
}

std::string printedCompileCommand(const Language& lang, Like like) {
    const Toolchain chain = lang.toolchain(like);
    std::vector<std::string> words = compileCommand(lang, chain.compiler.name, like);
    words.insert(words.end(), chain.link.begin(), chain.link.end());
    return shellWords(words);
}

std::string printedToolchain(const Language& lang, Like like) {
    const Tool runner = toolOf(lang, ToolRole::Runner, like);
    // In a run folder that cannot exist: its files by name, MODE and ORIGIN left empty.
    const std::string folder = "/nonexistent/run";
    RunCommand run = runCommandFor(lang, folder, runner.name, Limits{}, like);
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

RunCommand runCommandFor(const Language& lang, const std::string& runDir, const std::string& tool,
                         const Limits& limits, Like like, const std::string& system) {
    RunCommand run{{}, limits, {}, system, {}};
    if (sanitized(lang, like)) {
        // AddressSanitizer reserves its shadow (an eighth of the address space) at start: no
        // RLIMIT_AS. Resident memory, shadow pages included, is still held to the limit.
        run.limits.addressSpace = false;
        run.env = sanitizerEnvironment(system, limits.memoryBytes);
    }
    if (!lang.boundedAddressSpace) run.limits.addressSpace = false;
    lang.run(run, {runDir, tool, limits, like, system});
    return run;
}

}  // namespace judge
