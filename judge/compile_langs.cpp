// The compile plans of Go, Rust, JavaScript and TypeScript (compile_plan.hpp).
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <mutex>

#include "common/hash.hpp"
#include "compile_plan.hpp"
#include "crates.hpp"
#include "libraries.hpp"
#include "text.hpp"

namespace judge {

namespace {

std::string baseName(const std::string& path) { return std::filesystem::path(path).filename(); }

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

// Go's /*line*/ comment: what follows it is line 1 of `path` to the compiler and the runtime.
std::string goLine(const std::string& path) { return "/*line " + path + ":1:1*/"; }

// A LeetCode Go file: `package main` and the automatic imports on the user's first line, their
// uses after its last.
std::string goLeetCodeFile(const std::string& source, const std::string& text) {
    std::string head = "package main;", uses;
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

}  // namespace

void planGo(Plan& plan, const CompileJob& job, const std::string& sourceText,
            const PlanFiles& files, const std::string& out, const std::string& src) {
    std::vector<std::string> names;
    auto add = [&](const std::string& text) {
        const std::string name = "p" + std::to_string(names.size()) + ".go";
        plan.sources[name] = text;
        names.push_back(src + "/" + name);
    };
    if (job.harness.empty()) {
        add(goLine(job.source) + sourceText);
        for (const std::string& f : job.extra) add(goLine(f) + readFile(f).value_or(""));
        for (const std::string& f : files.included) add(goLine(f) + readFile(f).value_or(""));
    } else {
        add(goLeetCodeFile(job.source, sourceText));
        for (const std::string& h : {std::string("harness.go"), job.harness + ".go"}) {
            const std::string path = files.drivers + h;
            add(goLine(path) + readFile(path).value_or(""));
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
                "GO111MODULE=off",
                "CGO_ENABLED=0",
                "XDG_CONFIG_HOME=" + cache + "/config"};
    plan.dropped = {".cache"};
    if (job.precompiled == job.source)
        plan.dropped.clear();  // the seed's own build (goSeed): its cache is kept
    else if (!job.precompiled.empty())
        plan.seed = {job.precompiled, ".cache/build"};
}

std::string goSeed(const CompileJob& job, const std::string& cacheDir, CompileOne compile) {
    static std::mutex mutex;
    const std::string drivers = job.root + "/judge/drivers/";
    std::string material =
        job.systemStamp + '\0' + readFile(drivers + "harness.go").value_or("") + '\0';
    for (const auto& [package, use] : kGoImports) material += std::string(package) + use;
    const std::string seed = cacheDir + "/go-seed-" + kit::hex(kit::fnv1a(material));
    std::lock_guard<std::mutex> lock(mutex);
    std::error_code ec;
    if (std::filesystem::is_directory(seed, ec)) return seed;
    const std::string dir = seed + ".tmp" + std::to_string(::getpid());
    CompileJob stub = job;
    stub.source = dir + "/stub.go";
    stub.harness = "lc52";
    stub.extra.clear();
    stub.include.clear();
    stub.programDir.clear();
    stub.precompiled = stub.source;  // says it is the seed's build
    // Its own limits, as the judge's own step (a user's compile limits are for the user's code).
    stub.limits.wallMs = std::max(stub.limits.wallMs, 180000);
    stub.limits.memoryBytes = std::max(stub.limits.memoryBytes, 2LL << 30);
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

bool placeSeed(const Plan& plan, const std::string& out) {
    namespace fs = std::filesystem;
    if (plan.seed.first.empty()) return true;
    const fs::path to = fs::path(out) / plan.seed.second;
    std::error_code ec;
    fs::create_directories(to, ec);
    bool ok = !ec && giveToBoxUser(out + "/.cache") && giveToBoxUser(to);
    for (auto it = fs::recursive_directory_iterator(plan.seed.first, ec);
         ok && !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        const fs::path target = to / fs::relative(it->path(), plan.seed.first);
        if (it->is_directory()) {
            ok = fs::create_directory(target, ec) && giveToBoxUser(target);
        } else if (dropsPrivileges()) {
            ok = ::link(it->path().c_str(), target.c_str()) == 0;
        } else {
            ok = fs::copy_file(it->path(), target, ec);
            fs::permissions(target, fs::perms(0644), ec);
        }
    }
    return ok && !ec;
}

void planRust(Plan& plan, const CompileJob& job, const PlanFiles& files, const std::string& out,
              const std::string& src) {
    if (job.precompiled == job.source) return planCrates(plan, job, out);  // (rustCrates' build)
    std::string main = job.source;
    if (!job.precompiled.empty()) {  // LeetCode's crates (crates.hpp)
        const std::vector<std::string> flags = crateFlags(job.root, job.precompiled);
        plan.command.insert(plan.command.end(), flags.begin(), flags.end());
    }
    if (!job.harness.empty()) {
        // include! keeps the included file's path and lines, in messages and in panics.
        plan.sources["main.rs"] = "#![allow(dead_code)]\nstruct Solution;\ninclude!(\"" +
                                  job.source + "\");\ninclude!(\"" + files.drivers + "harness.rs" +
                                  "\");\ninclude!(\"" + files.drivers + job.harness + ".rs\");\n";
        main = src + "/main.rs";
    }
    plan.command.insert(plan.command.end(), {"-o", out + "/program", main});
}

void planNode(Plan& plan, const CompileJob& job, const PlanFiles& files, const std::string& out) {
    const std::string harness =
        (job.harness.empty() ? job.root + "/judge/drivers/" : files.drivers) + "harness.cjs";
    const std::string modules = job.root + "/node_modules";
    plan.shown = {modules};
    if (job.harness.empty())
        plan.shown.push_back(harness);  // (a LeetCode file's: with the drivers)
    std::string loaded = "solution.js";
    if (job.language == Lang::JavaScript) {
        plan.command[1] = harness;  // node harness.cjs check FILE
        plan.command.push_back(job.source);
        plan.copies.push_back({job.source, loaded});
        for (const std::string& f : job.extra) plan.copies.push_back({f, baseName(f)});
    } else {
        plan.command[1] = job.root + "/" + plan.command[1];  // the kit's tsc
        plan.command.insert(plan.command.end(), {"--sourceMap", "--typeRoots", modules + "/@types",
                                                 "--outDir", out, job.source});
        plan.command.insert(plan.command.end(), job.extra.begin(), job.extra.end());
        if (!job.harness.empty()) {  // LeetCode's globals, declared (harness.cjs makes them)
            plan.command.push_back(job.root + "/judge/drivers/leetcode-globals.d.ts");
            plan.shown.push_back(plan.command.back());
        }
        loaded = std::filesystem::path(baseName(job.source)).replace_extension(".js");
        // tsc names files relative to its folder (out): the user's file by its own path again.
        plan.renamed.push_back(
            {std::filesystem::path(job.source).lexically_relative(out).string() + "(",
             job.source + "("});
    }
    if (!fileExists(modules + "/typescript/package.json") ||
        !fileExists(modules + "/lodash/package.json"))
        plan.refused = "npm's libraries are not installed in " + modules +
                       " (TypeScript, lodash): run npm ci in the kit";
    plan.copies.push_back({harness, "harness.cjs"});
    plan.products["run-args"] = (job.harness.empty() ? "acm" : job.harness) + "\n" + job.source +
                                "\n" + loaded + "\n" + modules + "\n";
}

}  // namespace judge
