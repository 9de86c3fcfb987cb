// Compile with a content-addressed cache: <cache>/<key>.run/ for artifacts, <key>.ce for errors.
#include "compile.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <map>
#include <mutex>
#include <thread>
#include <utility>

#include "cache_folder.hpp"
#include "cache_publish.hpp"
#include "common/hash.hpp"
#include "common/limits.hpp"
#include "compile_plan.hpp"
#include "include_runner.hpp"
#include "profiles.hpp"
#include "relocation.hpp"
#include "text.hpp"

namespace judge {

namespace {

// Part of every key: a change to what an entry holds, or to how build() makes one, takes a new
// value, so that no judge takes an entry of another's making from a cache of the machine's.
constexpr const char* kCacheFormat = "judge-cache 2";

// The files of a folder with one of these endings, sorted.
std::vector<std::string> filesEnding(const std::string& dir,
                                     const std::vector<std::string>& endings) {
    std::vector<std::string> files;
    std::error_code ec;
    if (dir.empty()) return files;
    for (const auto& e : std::filesystem::directory_iterator(dir, ec)) {
        const std::string name = e.path().filename();
        for (const std::string& end : endings)
            if (e.is_regular_file() && name.size() > end.size() &&
                name.compare(name.size() - end.size(), end.size(), end) == 0)
                files.push_back(e.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

// Every file under a program's folder, or the headers beside a program of one file, sorted.
std::vector<std::string> programFolderFiles(const CompileJob& job) {
    std::vector<std::string> files = job.companions;
    std::error_code ec;
    if (job.programDir.empty()) return files;
    for (auto it = std::filesystem::recursive_directory_iterator(job.programDir, ec);
         !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec))
        if (it->is_regular_file()) files.push_back(it->path());
    std::sort(files.begin(), files.end());
    return files;
}

// The folder of the LeetCode harness files: the job's include folder, else judge/drivers/.
std::string driverFolder(const CompileJob& job) {
    return (job.include.empty() ? job.root + "/judge/drivers" : job.include) + "/";
}

// The include folder's sources, minus those a file of the program shadows (the format: included
// files overwrite the submission's; here the other way round would compile a file twice).
std::vector<std::string> includedSources(const CompileJob& job) {
    std::vector<std::string> kept;
    if (!job.harness.empty()) return kept;
    for (const std::string& f : includeFiles(job.include, job.language->extensions)) {
        const std::filesystem::path own = std::filesystem::path(f).lexically_relative(job.include);
        const bool shadowed = !job.programDir.empty() &&
                              std::filesystem::is_regular_file(job.programDir + "/" + own.string());
        if (!shadowed) kept.push_back(f);
    }
    return kept;
}

// "70,939".
std::string withCommas(long long n) {
    std::string digits = std::to_string(n), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

// A source the profile's judge would not take: Codeforces' 64 KB.
std::string refusedSource(const CompileJob& job, const std::string& sourceText) {
    if (job.like != Like::Codeforces) return "";
    long long bytes = static_cast<long long>(sourceText.size());
    for (const std::string& f : job.extra)
        bytes += static_cast<long long>(readFile(f).value_or("").size());
    if (bytes <= static_cast<long long>(kit::kCodeforcesSourceLimit)) return "";
    return "the source is " + withCommas(bytes) + " bytes, over Codeforces' limit of " +
           withCommas(static_cast<long long>(kit::kCodeforcesSourceLimit)) + " bytes (64 KB)";
}

Plan planFor(const CompileJob& job, const std::string& compiler, const std::string& sourceText,
             const std::string& out, const std::string& src, const Relocation& names) {
    Plan plan;
    plan.command = compileCommand(*job.language, compiler, job.like);
    for (std::string& flag : plan.command)  // an older standard for a legacy program (cpp_era.hpp)
        if (!job.standard.empty() && flag.rfind("-std=", 0) == 0) flag = "-std=" + job.standard;
    job.language->plan(plan,
                       {job, sourceText, out, src, driverFolder(job), includedSources(job), names});
    if (plan.refused.empty()) plan.refused = refusedSource(job, sourceText);
    return plan;
}

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

// "8 MiB", "64 KiB".
std::string sizeText(long long bytes) {
    return bytes % (1 << 20) == 0 ? std::to_string(bytes >> 20) + " MiB"
                                  : std::to_string(bytes >> 10) + " KiB";
}

// What stopped a compile, as the CE message says it; empty when the compiler ran to its end.
std::string stopReason(const RunResult& run, const CompileLimits& limits) {
    if (!run.started) return "the compiler could not be started: " + run.startError;
    const std::string mib = sizeText(limits.memoryBytes);
    switch (run.killedFor) {
        case KillReason::Cpu:
        case KillReason::Wall:
            return "the compile was stopped after " + std::to_string(limits.wallMs / 1000) +
                   " s (the compile time limit)";
        case KillReason::Memory: return "the compile was stopped at " + mib + " of memory";
        case KillReason::Output:
            return "the compile was stopped: its messages passed " + sizeText(limits.outputBytes);
        case KillReason::None: break;
    }
    if (run.oomKilled) return "the compile was stopped at " + mib + " of memory";
    if (run.signal) return "the compiler was killed by " + signalName(run.signal);
    return "";
}

// The compile's box: the solution, the drivers, the sources the judge wrote and (writable) the
// output folder, each at its own path.
std::vector<BoxPath> compileBox(const CompileJob& job, const std::string& out,
                                const std::string& src, const std::vector<std::string>& shown) {
    std::vector<BoxPath> paths = {{job.source, false}, {out, true}};
    for (const std::string& f : shown) paths.push_back({f, false});
    for (const std::string& f : job.extra) paths.push_back({f, false});
    for (const std::string& f : programFolderFiles(job))
        if (f != job.source && std::find(job.extra.begin(), job.extra.end(), f) == job.extra.end())
            paths.push_back({f, false});
    // Folders file by file: a package's links to files elsewhere show what they point at.
    const std::vector<std::string> drivers = job.harness.empty()
                                                 ? includeFiles(job.include, {""})
                                                 : filesEnding(driverFolder(job), {""});
    for (const std::string& f : drivers) paths.push_back({f, false});
    if (fileExists(src) || ::access(src.c_str(), F_OK) == 0) paths.push_back({src, false});
    if (!job.precompiled.empty() && job.precompiled != job.source)  // (Go's seed build: itself)
        paths.push_back({job.precompiled, false});
    return paths;
}

// Runs a command in the compile's box with stdout and stderr into logPath. Returns the exit
// status (-1 when it did not exit by itself) and sets `stopped` when a limit or a signal ended it.
int runBoxed(const std::vector<std::string>& cmd, const CompileJob& job, const std::string& out,
             const std::string& src, const std::string& logPath, std::string& stopped,
             const Plan& plan = {}) {
    RunRequest r;
    r.argv = cmd;
    r.inputPath = "/dev/null";
    r.outputPath = r.errorPath = logPath;
    r.cwd = out;
    r.isolation = job.isolation;
    r.paths = compileBox(job, out, src, plan.shown);
    r.system = job.system;
    r.env = boxEnvironment();
    r.env.push_back("TMPDIR=/tmp");
    r.env.insert(r.env.end(), plan.env.begin(), plan.env.end());
    r.limits.cpuMs = r.limits.wallMs = job.limits.wallMs;
    r.limits.memoryBytes = job.limits.memoryBytes;
    r.limits.outputBytes = job.limits.outputBytes;
    r.limits.fileBytes = job.limits.memoryBytes;  // the binary, class files: no larger than that
    r.limits.processes = kCompileProcesses;
    r.limits.addressSpace = job.language->boundedAddressSpace;
    const RunResult run = runProgram(r);
    stopped = stopReason(run, job.limits);
    return stopped.empty() && run.exited ? run.exitCode : -1;
}

// A trusted tool of the judge's (`javac -version`, the leetcode prelude's precompile): stdout and stderr into logPath.
void runTrusted(const std::vector<std::string>& cmd, const std::string& logPath) {
    RunRequest r;
    r.argv = cmd;
    r.inputPath = "/dev/null";
    r.outputPath = r.errorPath = logPath;
    r.isolation = Isolation::None;
    const CompileLimits limits;  // the defaults (defaults.hpp)
    r.limits.cpuMs = r.limits.wallMs = limits.wallMs;
    r.limits.memoryBytes = limits.memoryBytes;
    r.limits.processes = kCompileProcesses;
    r.limits.addressSpace = false;
    r.limits.fileBytes = 1LL << 30;  // a precompiled header is tens of MiB
    runProgram(r);
}

// A unique scratch name next to the cache entry, so concurrent compiles never collide.
std::string scratchPath(const std::string& base) {
    static std::atomic<unsigned> counter{0};
    return base + ".tmp" + std::to_string(::getpid()) + "_" + std::to_string(counter++);
}

// First line of `TOOL --version` (javac: -version), computed once per tool: part of the cache key.
std::string toolVersion(const std::string& tool, const std::string& cacheDir) {
    static std::mutex mutex;
    static std::map<std::string, std::string> versions;
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = versions.find(tool); it != versions.end()) return it->second;
    std::string log = scratchPath(cacheDir + "/version");
    const bool javac = tool.size() >= 5 && tool.compare(tool.size() - 5, 5, "javac") == 0;
    runTrusted({tool, javac ? "-version" : "--version"}, log);
    std::vector<std::string> lines = splitLines(readFile(log).value_or(""));
    ::unlink(log.c_str());
    return versions[tool] = lines.empty() ? "" : lines[0];
}

// Two FNV-1a hashes of the text, from two seeds: 32 hex digits.
std::string hashKey(const std::string& text) {
    return kit::hex(kit::fnv1a(text)) + kit::hex(kit::fnv1a(text, kit::fnv1a("judge-cache")));
}

// The compiler's version for the cache key: the root's stamp (its packages and versions), or
// the first line of a host tool's --version.
std::string versionOf(const CompileJob& job, const std::string& compiler,
                      const std::string& cacheDir) {
    return job.system.empty() ? toolVersion(compiler, cacheDir) : job.systemStamp;
}

// The leetcode prelude precompiled with the job's flags, in the cache: built once, in the box of
// the job's root, named by a hash of the flags and the root's stamp. Empty when it cannot be built
// (the compile goes on without).
std::string precompiledPrelude(const CompileJob& job, const std::string& compiler,
                               const std::string& cacheDir) {
    static std::mutex mutex;
    const Toolchain chain = job.language->toolchain(job.like);
    std::vector<std::string> command = compileCommand(*job.language, compiler, job.like);
    command.insert(command.end(), chain.preludeFlags.begin(), chain.preludeFlags.end());
    command.push_back(chain.prelude);
    const std::string pch = cacheDir + "/prelude-" +
                            hashKey(joined(command) + '\0' + versionOf(job, compiler, cacheDir)) +
                            ".pch";
    std::lock_guard<std::mutex> lock(mutex);
    if (fileExists(pch)) return pch;
    struct stat st {};
    if (::stat((job.system + chain.prelude).c_str(), &st) != 0) return "";
    const std::string out = scratchPath(pch + ".dir"), log = scratchPath(pch + ".log");
    CompileJob alone = job;
    alone.extra.clear();
    alone.programDir.clear();
    alone.limits.memoryBytes = std::max(alone.limits.memoryBytes, CompileLimits{}.memoryBytes);
    command.insert(command.end(), {"-o", out + "/prelude.pch"});
    std::string stopped;
    const bool built = makeDirs(out) && (job.isolation == Isolation::None || giveToBoxUser(out)) &&
                       runBoxed(command, alone, out, "", log, stopped) == 0;
    ::unlink(log.c_str());
    const bool made = built && ::chmod((out + "/prelude.pch").c_str(), 0644) == 0 &&
                      ::rename((out + "/prelude.pch").c_str(), pch.c_str()) == 0;
    removeTree(out);
    return made ? pch : "";
}

// What the compile reads besides its source: the program's other files, the include folder's
// sources or headers, the LeetCode harness and the kit's own files of the language.
std::vector<std::string> filesRead(const CompileJob& job) {
    std::vector<std::string> read = job.extra;
    for (const std::string& f : programFolderFiles(job)) read.push_back(f);
    for (const std::string& f : includedSources(job)) read.push_back(f);
    if (!job.include.empty() && job.harness.empty())  // headers a program may include
        for (const std::string& h : filesEnding(job.include, {".h", ".hpp", ".hh"}))
            read.push_back(h);
    if (!job.harness.empty()) {
        std::vector<std::string> files = job.language->harness(job.harness);
        for (const std::string& h : job.language->harnessHeaders) files.push_back(h);
        for (const std::string& h : files) read.push_back(driverFolder(job) + h);
    }
    for (const std::string& f : job.language->kitFiles) read.push_back(job.root + "/" + f);
    return read;
}

// The entry's name: a hash of everything the artifact depends on, each path by its fixed name
// where the language's artifacts name none of the host's (relocation.hpp).
std::string cacheKey(const CompileJob& job, const std::string& compiler,
                     const std::string& cacheDir, const std::string& sourceText,
                     const Relocation& names) {
    const Plan plan = planFor(job, compiler, sourceText, "OUT", "SRC", names);
    // The path too (its fixed name where `names` has one): messages and tracebacks name it.
    std::string material = std::string(kCacheFormat) + '\0' + job.source + '\0' +
                           joined(plan.command) + '\0' + versionOf(job, compiler, cacheDir) + '\0' +
                           isolationName(job.isolation) + '\0' + likeName(job.like) + '\0';
    for (const auto& [name, text] : plan.sources) material += name + '\0' + text + '\0';
    for (const auto& [name, text] : plan.products) material += name + '\0' + text + '\0';
    for (const auto& [from, name] : plan.copies) material += from + '\0' + name + '\0';
    for (const std::string& w : plan.dropped) material += w + '\0';
    for (const std::string& w : plan.env) material += w + '\0';
    material += plan.seed.first + '\0' + plan.seed.second + '\0';
    material += plan.refused + '\0';  // a rule that refuses it now: no entry of before
    material = names.toFixed(material);
    material += std::to_string(sourceText.size()) + '\0' + sourceText + '\0';
    for (const std::string& f : filesRead(job))
        material += names.toFixed(f) + '\0' + readFile(f).value_or("(unreadable)") + '\0';
    return hashKey(material);
}

CompileResult failed(const std::string& log) {
    CompileResult r;
    r.log = log;
    return r;
}

// One file's bytes into `to` (replaced); a link is copied as what it points at.
bool copyFile(const std::string& from, const std::string& to) {
    std::error_code ec;
    return std::filesystem::copy_file(from, to, std::filesystem::copy_options::overwrite_existing,
                                      ec);
}

// Writes the plan's sources, runs it in its box, and fills the artifact directory; the log names
// the user's file wherever the compiler saw a copy. Returns the compiler's exit status, or -1
// when the compile did not end by itself (`stopped` says why).
int build(const Plan& plan, const CompileJob& job, const std::string& out, const std::string& src,
          const std::string& logPath, std::string& log, std::string& stopped) {
    bool ok = makeDirs(out) && (plan.sources.empty() || makeDirs(src));
    for (const auto& [name, text] : plan.sources) ok = ok && writeFile(src + "/" + name, text);
    // The compiler runs as nobody when the judge is root: it must be able to write its output.
    if (ok && job.isolation != Isolation::None) ok = giveToBoxUser(out);
    if (ok) ok = placeSeed(plan, out);
    if (!ok) {
        log = "cannot write the compile directory " + out;
        return -1;
    }
    const int status = runBoxed(plan.command, job, out, src, logPath, stopped, plan);
    for (const std::string& name : plan.dropped) removeTree(out + "/" + name);
    log = readFile(logPath).value_or("");
    ::unlink(logPath.c_str());
    for (const auto& [name, text] : plan.sources)
        log = replaceAll(log, src + "/" + name, job.source);
    for (const auto& [from, to] : plan.renamed) log = replaceAll(log, from, to);
    if (!plan.sources.empty()) removeTree(src);
    if (!stopped.empty()) log += (log.empty() || log.back() == '\n' ? "" : "\n") + stopped + "\n";
    if (status != 0) return status;
    for (const auto& [name, text] : plan.products) ok = ok && writeFile(out + "/" + name, text);
    for (const auto& [from, name] : plan.copies) ok = ok && copyFile(from, out + "/" + name);
    if (!ok) log = "cannot write the compile directory " + out;
    return ok ? 0 : -1;
}

// A compile that failed: its log (a word for a silent compiler, the note of a Java too new for
// LeetCode), its scratch output removed, and the error cached when it is the source's own (not a
// compiler that could not run or was stopped).
void keepFailure(const CompileJob& job, int status, const std::string& stopped,
                 const std::string& base, const std::string& tmpOut, const Relocation& names,
                 CompileResult& result) {
    if (job.language->compileNote) result.log += job.language->compileNote(result.log, job.like);
    if (result.log.empty())
        result.log = "the compiler failed without a message (exit " + std::to_string(status) + ")";
    removeTree(tmpOut);
    const std::string tmpError = scratchPath(base + ".ce");
    if (status > 0 && status != 127 && stopped.empty() &&
        writeFile(tmpError, names.toFixed(result.log)))
        ::rename(tmpError.c_str(), (base + ".ce").c_str());
    ::unlink(tmpError.c_str());
}

}  // namespace

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

bool makeDirs(const std::string& path) {
    std::error_code ec;
    std::filesystem::create_directories(path, ec);
    return std::filesystem::is_directory(path, ec);
}

void removeTree(const std::string& path) {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
}

bool copyTree(const std::string& from, const std::string& to) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!makeDirs(to)) return false;
    for (const fs::directory_entry& e : fs::directory_iterator(from, ec)) {
        const fs::path target = fs::path(to) / e.path().filename();
        if (e.is_directory()) {  // a Java package's classes: out/a/b/Main.class
            if (!copyTree(e.path(), target) || ::chmod(target.c_str(), 0755) != 0) return false;
            continue;
        }
        if (!e.is_regular_file()) continue;
        if (!copyFile(e.path(), target)) return false;
        fs::permissions(target, fs::status(e.path()).permissions() & fs::perms(0755), ec);
        if (ec) return false;
    }
    return !ec;
}

CompileJob compileJob(std::string source, const Language& language, std::string harness,
                      std::string root) {
    CompileJob job;
    job.source = std::move(source);
    job.language = &language;
    job.harness = std::move(harness);
    job.root = std::move(root);
    return job;
}

namespace {

// The job's toolchain filled in (its root and stamp, the prelude or seed it starts from), its
// compiler and the result's runner; an error, or empty.
std::string prepare(CompileJob& job, const std::string& cacheDir, const std::string& source,
                    std::string& compiler, CompileResult& result) {
    std::string error;
    const Language& lang = *job.language;
    compiler = requireTool(lang, ToolRole::Compiler, job.root, error, job.like);
    if (compiler.empty()) return error;
    job.system = systemOf(lang, job.like, job.root);
    job.systemStamp = systemStampOf(lang, job.like, job.root);
    if (!lang.toolchain(job.like).prelude.empty() && !job.system.empty())
        job.precompiled = precompiledPrelude(job, compiler, cacheDir);
    if (lang.seed && job.precompiled.empty()) {
        job.precompiled = lang.seed(job, cacheDir, source, compileOne, error);
        if (!error.empty()) return error;
    }
    if (!lang.toolchain(job.like).runner.name.empty()) {
        result.tool = requireTool(lang, ToolRole::Runner, job.root, error, job.like);
        if (result.tool.empty()) return error;
    }
    return "";
}

// A compile the cache does not hold, run in its box and published as the entry `base`; its log
// names the asking job's folders.
void compileFresh(const CompileJob& job, const std::string& compiler, const std::string& source,
                  const std::string& base, const Relocation& names, CompileResult& result) {
    const std::string tmpOut = scratchPath(base + ".run"), tmpSrc = scratchPath(base + ".src");
    Plan plan = planFor(job, compiler, source, tmpOut, tmpSrc, names);
    if (names.relocates() && !job.language->remapFlag.empty()) {  // what it writes too
        const std::vector<std::string> remap = names.flags(job.language->remapFlag);
        plan.command.insert(plan.command.begin() + 1, remap.begin(), remap.end());
    }
    std::string stopped;
    const int status =
        build(plan, job, tmpOut, tmpSrc, scratchPath(base + ".log"), result.log, stopped);
    result.log = names.toHost(result.log);  // (rustc's messages name the folders as remapped)
    result.ok = status == 0 && publishArtifact(tmpOut, result.artifact);
    if (!result.ok) keepFailure(job, status, stopped, base, tmpOut, names, result);
}

}  // namespace

CompileResult compileOne(const CompileJob& given, const std::string& cacheFolder) {
    CompileJob job = given;
    std::optional<std::string> source = readFile(job.source);
    if (!source) return failed("cannot read " + job.source);
    std::error_code ec;
    // Absolute: the compile's box shows its output folder at that path.
    const std::string cacheDir = std::filesystem::absolute(cacheFolder, ec).lexically_normal();
    if (ec || !makeDirs(cacheDir))
        return failed("cannot create the cache directory " + cacheFolder);
    CompileResult result;
    std::string compiler;
    if (const std::string error = prepare(job, cacheDir, *source, compiler, result); !error.empty())
        return failed(error);
    // (a seed's own build, Go's packages or Rust's crates through cargo: keyed by its paths)
    const bool relocated = job.language->relocatable && job.precompiled != job.source;
    const Relocation names = relocated ? Relocation(job, cacheDir) : Relocation();
    const std::string base = cacheDir + "/" + cacheKey(job, compiler, cacheDir, *source, names);
    result.artifact = base + ".run";
    result.system = job.system;
    result.sourceName = names.toFixed(job.source);
    const Plan shown = planFor(job, compiler, *source, result.artifact, base + ".src", names);
    result.command = joined(shown.command);
    const CacheKeyLock lock(base);  // a judge compiling this key now: wait for its entry
    struct stat st {};
    const bool haveArtifact = ::stat(result.artifact.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
    if (haveArtifact || fileExists(base + ".ce")) {
        result.cached = true;
        result.ok = haveArtifact;
        if (!result.ok) result.log = names.toHost(readFile(base + ".ce").value_or(""));
        markUsed(base, haveArtifact ? ".run" : ".ce");
    } else if (!shown.refused.empty()) {
        result.log = job.source + ": error: " + shown.refused + "\n";
    } else {
        compileFresh(job, compiler, *source, base, names, result);
    }
    return result;
}

std::vector<CompileResult> compileAll(const std::vector<CompileJob>& jobs,
                                      const std::string& cacheDir, int parallel) {
    std::vector<CompileResult> results(jobs.size());
    std::atomic<std::size_t> next{0};
    auto worker = [&] {
        for (std::size_t i = next++; i < jobs.size(); i = next++)
            results[i] = compileOne(jobs[i], cacheDir);
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < parallel && static_cast<std::size_t>(t) < jobs.size(); ++t)
        threads.emplace_back(worker);
    worker();
    for (std::thread& t : threads) t.join();
    return results;
}

}  // namespace judge
