// Go: the record (languages.hpp). Go 1.24 from the trixie root under every profile (the host's
// Debian 12 has none of LeetCode's or the contest judges' versions); under leetcode held to
// LeetCode's Go 1.23 (a name or a generic type alias new in 1.24 is CE, as there). Its panics
// and fatal errors are an RE's detail and message.
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <mutex>

#include "../text.hpp"
#include "common/hash.hpp"
#include "go_api.hpp"
#include "libraries.hpp"
#include "shared.hpp"

namespace judge::lang {

namespace {

// The root's Go: its GOROOT (the compiler, the api/ lists of what each release added).
const std::string kGoRoot = "/usr/lib/go-1.24";

// LeetCode's Go library, gods: its import path, a GOPATH folder of the root (kGoLibraryPath).
const std::string kGods = "github.com/emirpasic/gods";

// The packages a LeetCode Go file may use without importing them, each with a use so that one it
// does not use is no error. LeetCode's driver owns the import block; its list is not published,
// this one is the kit's.
const std::pair<const char*, const char*> kGoImports[] = {
    {"container/heap", "heap.Init"}, {"container/list", "list.New"},
    {"fmt", "fmt.Sprint"},           {"math", "math.Abs"},
    {"math/bits", "bits.OnesCount"}, {"slices", "slices.Contains[[]int]"},
    {"sort", "sort.Ints"},           {"strconv", "strconv.Itoa"},
    {"strings", "strings.Repeat"},   {"unicode", "unicode.IsDigit"},
};

// Whether a Go file has import declarations of its own (then it gets no automatic ones: Go
// refuses a package imported twice in one file).
bool importsItself(const std::string& text) {
    for (const std::string& line : splitLines(text)) {
        const std::size_t start = line.find_first_not_of(" \t");
        if (start != std::string::npos && line.compare(start, 6, "import") == 0) return true;
    }
    return false;
}

// The packages a LeetCode file uses by name: its own imports, else the automatic ones.
std::vector<GoImport> leetCodeImports(const std::string& text) {
    if (importsItself(text)) return goImportsOf(text);
    std::vector<GoImport> imports;
    for (const auto& [package, use] : kGoImports)
        imports.push_back({goPackageName(package), package});
    return imports;
}

// Under leetcode, the file's language version is LeetCode's, go1.23: Go takes a file's
// //go:build goX.Y line as its version (as a go.mod's `go` line would be for a module, which this
// GOPATH build has none of). Go 1.24 gates nothing of its own by it (generic type aliases are
// gated at go1.23, behind an experiment: goExperiment); a later root's Go would. Elsewhere none.
std::string versionLine(Like like) {
    if (like != Like::LeetCode) return "";
    return "//go:build go1." + std::to_string(kLeetCodeGoMinor) + "\n\n";
}

// Under leetcode, Go 1.23's experiments: without aliastypeparams, which Go 1.24 made the default,
// so that a generic type alias is CE with Go 1.23's own message (goNote adds why); elsewhere
// Go 1.24's.
std::string goExperiment(Like like) { return like == Like::LeetCode ? "noaliastypeparams" : ""; }

// Go's /*line*/ comment: what follows it is line 1 of `path` to the compiler and the runtime.
std::string goLine(const std::string& path) { return "/*line " + path + ":1:1*/"; }

// A LeetCode Go file: `package main` and the automatic imports on the user's first line, their
// uses after its last; under leetcode, its version line before them.
std::string goLeetCodeFile(const std::string& source, const std::string& text, Like like) {
    std::string head = versionLine(like) + "package main;", uses;
    if (!importsItself(text)) {
        head += " import (";
        for (const auto& [package, use] : kGoImports) {
            head += std::string("\"") + package + "\"; ";
            uses += std::string("var _ = ") + use + "\n";
        }
        head += ");";
    }
    return head + goLine(source) + text + "\n" + uses;
}

// Every file copied into src under its own name after a /*line*/ comment that names the user's
// file (by its fixed name, relocation.hpp: the binary names no folder of the host, and one
// compile serves every checkout), so that messages and panics show its path and lines (the
// judge gives them back with the asking job's folders); a LeetCode file gets `package main`
// and LeetCode-like imports on its first line, and the harness's files beside it; under
// leetcode, one that uses a name newer than LeetCode's Go is refused (go_api.hpp).
void plan(Plan& plan, const PlanInput& in) {
    const CompileJob& job = in.job;
    const std::string &sourceText = in.sourceText, &out = in.out, &src = in.src;
    std::vector<std::string> names;
    auto add = [&](const std::string& text) {
        const std::string name = "p" + std::to_string(names.size()) + ".go";
        plan.sources[name] = text;
        names.push_back(src + "/" + name);
    };
    auto line = [&](const std::string& path) { return goLine(in.names.toFixed(path)); };
    if (job.harness.empty()) {
        add(line(job.source) + sourceText);
        for (const std::string& f : job.extra) add(line(f) + readFile(f).value_or(""));
        for (const std::string& f : in.included) add(line(f) + readFile(f).value_or(""));
    } else {
        add(goLeetCodeFile(in.names.toFixed(job.source), sourceText, job.like));
        if (job.like == Like::LeetCode)  // (job.system: the root, on this machine)
            plan.refused = newerGoNames(sourceText, leetCodeImports(sourceText),
                                        job.system + kGoRoot + "/api");
        for (const std::string& h : {std::string("harness.go"), job.harness + ".go"}) {
            const std::string path = in.drivers + h;
            add(line(path) + readFile(path).value_or(""));
        }
    }
    plan.command.insert(plan.command.end(), {"-o", out + "/program"});
    plan.command.insert(plan.command.end(), names.begin(), names.end());
    // The build cache and module folder in the compile's own output folder, dropped after it:
    // never $HOME, never shared between compiles.
    const std::string cache = out + "/.cache";
    // Under leetcode, gods too (LeetCode's Go library), from the root's GOPATH folder.
    const std::string gods = job.like == Like::LeetCode ? std::string(":") + kGoLibraryPath : "";
    plan.env = {"GOCACHE=" + cache + "/build",
                "GOPATH=" + cache + "/path" + gods,
                "GOMODCACHE=" + cache + "/path/mod",
                "GOENV=off",
                "GOTOOLCHAIN=local",
                "GOPROXY=off",
                "GOFLAGS=",
                "GOEXPERIMENT=" + goExperiment(job.like),
                "GO111MODULE=off",
                "CGO_ENABLED=0",
                "XDG_CONFIG_HOME=" + cache + "/config"};
    plan.dropped = {".cache"};
    if (job.precompiled == job.source)
        plan.dropped.clear();  // the seed's own build (goSeed): its cache is kept
    else if (!job.precompiled.empty())
        plan.seed = {job.precompiled, ".cache/build"};
}

// The standard packages that the harness and the automatic imports use, built once per cache
// folder and root from the kit's own files alone (a stub solution, compiled under the job's
// profile, whose experiments build packages of their own), which each Go compile's own cache
// starts from: 20 s less a compile. Empty when it cannot be built (a compile goes on without).
std::string goSeed(const CompileJob& job, const std::string& cacheDir, const std::string&,
                   CompileOne compile, std::string&) {
    static std::mutex mutex;
    const std::string drivers = job.root + "/judge/drivers/";
    std::string material =
        job.systemStamp + '\0' + readFile(drivers + "harness.go").value_or("") + '\0';
    for (const auto& [package, use] : kGoImports) material += std::string(package) + use;
    material += '\0' + goExperiment(job.like);  // a profile's experiments: its own packages
    const std::string seed = cacheDir + "/go-seed-" + kit::hex(kit::fnv1a(material));
    std::lock_guard<std::mutex> lock(mutex);
    std::error_code ec;
    if (std::filesystem::is_directory(seed, ec)) return seed;
    const std::string dir = seed + ".tmp" + std::to_string(::getpid());
    CompileJob stub = seedBuild(job, dir + "/stub.go", 180000, 2LL << 30);
    stub.harness = "lc52";  // a LeetCode file: the harness's packages are the seed's
    std::filesystem::create_directories(dir, ec);
    std::string made;
    if (writeFile(stub.source, "func totalNQueens(n int) int { return n }\n")) {
        const CompileResult built = compile(stub, dir + "/cache");
        if (built.ok && ::rename((built.artifact + "/.cache/build").c_str(), seed.c_str()) == 0)
            made = seed;
    }
    // The seed's files: the judge's, read-only to the box's user, which links them.
    if (!made.empty() && ::lchown(made.c_str(), ::geteuid(), ::getegid()) != 0) made.clear();
    for (auto it = std::filesystem::recursive_directory_iterator(made, ec);
         !made.empty() && !ec && it != std::filesystem::recursive_directory_iterator();
         it.increment(ec))
        if (::lchown(it->path().c_str(), ::geteuid(), ::getegid()) != 0 ||
            (it->is_regular_file() && ::chmod(it->path().c_str(), 0444) != 0))
            made.clear();
    std::filesystem::remove_all(dir, ec);
    if (made.empty()) std::filesystem::remove_all(seed, ec);
    return made;
}

// The kind of a Go panic or fatal error, from its first line.
std::string goKind(const std::string& first) {
    if (startsWith(first, "fatal error: "))
        return first.find("stack overflow") != std::string::npos ? "stack overflow" : "fatal error";
    std::string what = first.substr(7);  // after "panic: "
    if (!startsWith(what, "runtime error: ")) return "panic";
    what = what.substr(15);
    return what.substr(0, std::min(what.find(" ["), what.find(':')));
}

// What Go's runtime said before a fatal error ("runtime: failed to create new OS thread ..."), as
// the start of the message; empty when it said nothing.
std::string goCause(const std::vector<std::string>& lines, std::size_t fatal) {
    if (fatal == 0 || !startsWith(lines[fatal], "fatal error: ") ||
        !startsWith(lines[0], "runtime: "))
        return "";
    return rtrim(lines[0]) + " | ";
}

// A Go panic or fatal error (Go prints its goroutines' stacks after it).
RuntimeErrorText runtimeError(const std::string& text, const std::vector<std::string>& lines) {
    if (text.find("\ngoroutine ") == std::string::npos) return {};
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string line = rtrim(lines[i]);
        if (startsWith(line, "panic: ") || startsWith(line, "fatal error: "))
            return {goKind(line), goCause(lines, i) + line};
    }
    return {};
}

// What a generic type alias's CE means under leetcode (Go 1.23's message, goExperiment); empty
// for any other log.
std::string goNote(const std::string& log, Like like) {
    if (like != Like::LeetCode ||
        log.find("generic type alias requires GOEXPERIMENT=aliastypeparams") == std::string::npos)
        return "";
    return "note: generic type aliases are new in Go 1.24; LeetCode runs Go 1." +
           std::to_string(kLeetCodeGoMinor) + ", which refuses them as this judge does\n";
}

// LeetCode's Go has gods, the root's golang-github-emirpasic-gods-dev; the check of names newer
// than its Go reads the root's lists of them (golang-1.24-src's api/).
std::string missingLibrary(Like like, const std::string& kit) {
    if (like != Like::LeetCode) return "";
    const std::string gods =
        missingInRoot(kit, kGoLibraryPath + ("/src/" + kGods),
                      "Go's " + goPackageName(kGods) + " (golang-github-emirpasic-gods-dev)");
    if (!gods.empty()) return gods;
    return missingInRoot(kit, kGoRoot + "/api/" + firstNewerGoList(),
                         "Go's list of the names new after LeetCode's Go (golang-1.24-src)");
}

Toolchain toolchain(Like like) {
    Toolchain t;
    t.compiler = {"go", "golang-go", "judging Go", kGoRoot + "/bin/go", Root::Trixie};
    t.flags = {"build"};
    t.libraries = (like == Like::LeetCode ? goPackageName(kGods) + ", " : "") + "automatic imports";
    return t;
}

Language record() {
    Language l;
    l.order = 5;
    l.name = "go";
    l.title = "Go";
    l.aliases = {"golang"};
    l.extensions = {".go"};
    l.comment = "//";
    l.code = "go";
    l.toolchain = toolchain;
    l.plan = plan;
    l.harness = [](const std::string& p) {
        return std::vector<std::string>{"harness.go", p + ".go"};
    };
    l.seed = goSeed;
    l.relocatable = true;  // the plan writes the fixed names into its /*line*/ comments
    l.run = runItself;
    l.runtimeError = runtimeError;
    l.missingLibrary = missingLibrary;
    l.compileNote = goNote;
    l.selfTest = {
        "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tvar n int64\n"
        "\tfmt.Scan(&n)\n\tfmt.Println(2 * n)\n}\n",
        "package main\n\nfunc main() { undeclared() }\n",
        "package main\n\nimport \"os\"\n\nfunc main() {\n\ta := []int{1}\n"
        "\t_ = a[len(os.Args)+1]\n}\n",
        "index out of range"};
    return l;
}

}  // namespace

const Language& go() {
    static const Language l = record();
    return l;
}

namespace {

[[maybe_unused]] const bool kRegistered = registerLanguage(go);

}  // namespace

}  // namespace judge::lang
