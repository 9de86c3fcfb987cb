// judge --self-test (selftest.hpp): each language's record asked for its programs and toolchains;
// nothing here knows a language.
#include "selftest.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "cache_folder.hpp"
#include "compile.hpp"
#include "judging.hpp"
#include "languages.hpp"
#include "scratch.hpp"
#include "text.hpp"

namespace judge {

namespace {

const Like kProfiles[] = {Like::LeetCode, Like::Local, Like::Icpc, Like::Codeforces};

// One row of the table: a language under a profile.
struct Row {
    const Language* language;
    Like like;
    std::string tool, version, libraries, result;
    bool ok = false;
    std::vector<std::size_t> jobs;  // its compiles: accepted, compile error, runtime error
};

// The version of a Debian package installed in a system ("" for the host's: /), from dpkg's
// status file; empty when it is not installed.
std::string debianVersion(const std::string& system, const std::string& package) {
    bool found = false;
    for (const std::string& raw :
         splitLines(readFile(system + "/var/lib/dpkg/status").value_or(""))) {
        const std::string line = rtrim(raw);
        if (line.empty()) found = false;
        if (line == "Package: " + package) found = true;
        if (found && line.rfind("Version: ", 0) == 0) return line.substr(9);
    }
    return "";
}

// The row's tools, found (a host's installed on demand, as a compile does): empty when they are
// all there, else why not, with the command that brings them.
std::string findTools(Row& row, const std::string& root) {
    const Language& l = *row.language;
    const Tool tool = toolOf(l, ToolRole::Compiler, row.like);
    row.tool =
        tool.name + (tool.root == Root::Host ? "" : std::string(" (") + rootName(tool.root) + ")");
    row.libraries = librariesOf(l, row.like, root);
    std::string error;
    for (ToolRole role : {ToolRole::Compiler, ToolRole::Runner})
        if (requireTool(l, role, root, error, row.like).empty()) return error;
    const std::string system = systemOf(l, row.like, root);
    row.version = debianVersion(system, tool.package);
    if (row.version.empty()) row.version = "?";
    return "";
}

// The record's three programs, written once into the cache (so that a second self-test finds
// their compiles there): their paths.
std::vector<std::string> writePrograms(const Language& l, const std::string& cacheDir) {
    const std::string dir = cacheDir + "/self-test/" + l.name;
    std::vector<std::string> paths;
    makeDirs(dir);
    ::chmod((cacheDir + "/self-test").c_str(), 0755);
    ::chmod(dir.c_str(), 0755);
    const std::pair<const char*, const std::string*> programs[] = {
        {"accepted", &l.selfTest.accepted},
        {"compile_error", &l.selfTest.compileError},
        {"runtime_error", &l.selfTest.runtimeError}};
    for (const auto& [name, text] : programs) {
        const std::string path = dir + "/" + name + l.extensions[0];
        if (readFile(path).value_or("") != *text) writeFile(path, *text);
        ::chmod(path.c_str(), 0644);
        paths.push_back(path);
    }
    return paths;
}

TestRun failedRun(const std::string& why) {
    TestRun t;
    t.outcome = {Verdict::FAIL, "", why};
    return t;
}

// Runs a compiled program on input 21 (its answer 42) in the box, as the judge runs a solution.
TestRun runOnce(const Row& row, const CompileResult& compiled, const std::string& source,
                Isolation isolation, const std::string& work, int id) {
    const std::string runDir = work + "/run-" + std::to_string(id), dir = runDir + "-test";
    removeTree(runDir);
    if (!copyTree(compiled.artifact, runDir) || ::chmod(runDir.c_str(), 0755) != 0 ||
        !makeDirs(dir))
        return failedRun("cannot make the run folder " + runDir);
    Limits limits;
    limits.timeFactor = row.language->timeFactor;
    limits.cpuMs = static_cast<int>(limits.cpuMs * limits.timeFactor);
    limits.wallMs = wallMsFor(limits.cpuMs);
    const RunCommand command =
        runCommandFor(*row.language, runDir, compiled.tool, limits, row.like, compiled.system);
    Program program = programIn(runDir, command.argv, command.limits, isolation);
    program.system = command.system;
    for (const std::string& folder : command.readable) program.paths.push_back({folder, false});
    program.env = command.env;
    program.sanitized = sanitized(*row.language, row.like);
    program.language = row.language;
    program.sourcePath = compiled.sourceName.empty() ? source : compiled.sourceName;
    program.userName = std::filesystem::path(source).filename();
    PackageTest test;
    test.name = test.fullName = "self-test";
    test.inputPath = work + "/in.txt";
    test.answerPath = work + "/ans.txt";
    return judgeTest(program, test, OutputCheck{}, dir);
}

// What went wrong with a row's three programs; empty when each did as it must.
std::string judgeRow(const Row& row, const std::vector<CompileResult>& compiled,
                     const std::vector<std::string>& sources, Isolation isolation,
                     const std::string& work, int& id) {
    const CompileResult &ac = compiled[row.jobs[0]], &ce = compiled[row.jobs[1]],
                        &re = compiled[row.jobs[2]];
    if (!ac.ok) return "the accepted program does not compile: " + cut(rtrim(ac.log), 200);
    const TestRun accepted = runOnce(row, ac, sources[0], isolation, work, ++id);
    if (accepted.outcome.verdict != Verdict::AC)
        return std::string("the accepted program got ") + verdictName(accepted.outcome.verdict) +
               ": " + cut(accepted.outcome.message, 200);
    if (row.language->toolchain(row.like).checksSyntax ? ce.ok : !ce.ok)
        return "the compile error compiled";
    if (ce.ok && runOnce(row, ce, sources[1], isolation, work, ++id).outcome.verdict != Verdict::RE)
        return "the compile error, which this profile reads when it runs, was not RE";
    if (!re.ok) return "the runtime error does not compile: " + cut(rtrim(re.log), 200);
    const Outcome o = runOnce(row, re, sources[2], isolation, work, ++id).outcome;
    const std::string said = o.detail + " " + o.message;
    if (o.verdict != Verdict::RE ||
        said.find(row.language->selfTest.runtimeWord) == std::string::npos)
        return std::string("the runtime error got ") + verdictName(o.verdict) + " (" +
               cut(said, 200) + "), not RE with " + row.language->selfTest.runtimeWord;
    return "";
}

void printRow(const std::string& a, const std::string& b, const std::string& c,
              const std::string& d, const std::string& e, const std::string& f) {
    std::printf("%-10s %-10s %-19s %-22s %-24s %s\n", a.c_str(), b.c_str(), c.c_str(), d.c_str(),
                e.c_str(), f.c_str());
}

}  // namespace

int selfTest(const Options& options, const std::string& root) {
    const std::string cacheDir = cacheFolder(options.cacheDir, root);
    const SandboxChoice box = chooseSandbox(options.sandbox);
    WorkDir work;
    if (!box.error.empty() || work.path().empty() || !makeDirs(cacheDir) ||
        !writeFile(work.path() + "/in.txt", "21\n") ||
        !writeFile(work.path() + "/ans.txt", "42\n")) {
        std::fprintf(stderr, "error: %s\n",
                     box.error.empty() ? ("cannot write the scratch folder or " + cacheDir).c_str()
                                       : box.error.c_str());
        return static_cast<int>(ExitStatus::UsageError);
    }
    std::vector<Row> rows;
    std::vector<CompileJob> jobs;
    std::vector<std::vector<std::string>> sources;
    for (const Language* l : allLanguages()) {
        if (!options.files.empty() &&
            std::find(options.files.begin(), options.files.end(), l->name) == options.files.end())
            continue;
        for (Like like : kProfiles) {
            Row row{l, like, "", "", "", "", false, {}};
            if (const std::string why = findTools(row, root); !why.empty())
                row.result = "missing: " + why;
            sources.push_back(writePrograms(*l, cacheDir));
            for (std::size_t i = 0; row.result.empty() && i < 3; ++i) {
                CompileJob job = compileJob(sources.back()[i], *l, "", root);
                job.like = like;
                job.isolation = box.isolation;
                row.jobs.push_back(jobs.size());
                jobs.push_back(job);
            }
            rows.push_back(row);
        }
    }
    const std::vector<CompileResult> compiled =
        compileAll(jobs, cacheDir, options.jobs > 0 ? options.jobs : 2);
    printRow("language", "profile", "tool", "version", "libraries", "result");
    int passed = 0, id = 0;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        Row& row = rows[r];
        if (row.result.empty())
            row.result = judgeRow(row, compiled, sources[r], box.isolation, work.path(), id);
        row.ok = row.result.empty();
        passed += row.ok;
        printRow(row.language->name, likeName(row.like), row.tool, row.version,
                 row.libraries.empty() ? "-" : row.libraries,
                 row.ok ? "ok: AC, CE, RE (" + row.language->selfTest.runtimeWord + ")"
                 : row.result.rfind("missing: ", 0) == 0 ? row.result
                                                         : "FAILED: " + row.result);
    }
    std::printf("self-test: %d passed, %d failed\n", passed,
                static_cast<int>(rows.size()) - passed);
    return passed == static_cast<int>(rows.size()) ? 0 : 1;
}

}  // namespace judge
