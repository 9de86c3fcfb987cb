// The session as the order of its work (pipeline.hpp): judgeSession reads as the steps, each a
// call into the file that owns it; the helpers below it are the checks between steps that refuse
// a session before anything runs (each an `error:` line and exit 2, and the same error in --json).
#include "pipeline.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <deque>
#include <filesystem>
#include <map>
#include <memory>
#include <thread>

#include "cache_folder.hpp"
#include "compile.hpp"
#include "cores.hpp"
#include "cpp_era.hpp"
#include "fd.hpp"
#include "guard.hpp"
#include "languages.hpp"
#include "margin.hpp"
#include "parallel.hpp"
#include "problem_cache.hpp"
#include "problems.hpp"
#include "progress.hpp"
#include "report.hpp"
#include "roots.hpp"
#include "runner.hpp"
#include "scratch.hpp"
#include "session.hpp"
#include "signals.hpp"
#include "solutions.hpp"
#include "text.hpp"
#include "time_limit.hpp"
#include "validate_package.hpp"

namespace judge {

namespace {

namespace fs = std::filesystem;

int usageError(const std::string& message) {
    std::fprintf(stderr, "error: %s\n", escapeControls(message).c_str());
    return static_cast<int>(ExitStatus::UsageError);
}

// The --json report: into the file, or for `--json -` into `stdoutFd`, the stdout the judge
// started with (the lines for people go to stderr then).
bool writeJson(const std::string& path, int stdoutFd, const std::string& text) {
    if (path != "-") return writeFile(path, text);
    std::fflush(stdout);
    return ::write(stdoutFd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
}

// Where the session's results go: the console, and the --json file (for `--json -`, the stdout
// the judge started with, the lines for people going to stderr then).
struct Output {
    std::string jsonPath;
    Fd jsonFd;
    // A usage error or a refused package: the `error:` line, and the same error in the --json
    // report (which would otherwise hold nothing to say why).
    int refuse(const std::string& message) const {
        if (!jsonPath.empty()) writeJson(jsonPath, jsonFd.get(), refusalJsonText(message));
        return usageError(message);
    }
};

// --json -: stdout kept for the report, the lines for people sent to stderr; an error or empty.
std::string openOutput(const Options& options, Output& out) {
    out.jsonPath = options.jsonPath;
    if (options.jsonPath != "-") return "";
    out.jsonFd.reset(::fcntl(1, F_DUPFD_CLOEXEC, 3));
    if (!out.jsonFd.valid() || ::dup2(2, 1) != 1)
        return std::string("--json -: cannot keep stdout: ") + std::strerror(errno);
    return "";
}

// The compile cache's folder, made and writable; an error or empty.
std::string openCache(const Options& options, const std::string& root, std::string& cacheDir) {
    cacheDir = cacheFolder(options.cacheDir, root);
    if (!makeDirs(cacheDir)) return "cannot create the cache directory " + cacheDir;
    if (::access(cacheDir.c_str(), W_OK | X_OK) != 0)
        return "cannot write the cache directory " + cacheDir + ": " + std::strerror(errno) +
               " (pass --cache DIR)";
    trimCache(cacheDir);
    return "";
}

// Step 1: the problem the options force (--package, --problem), or none; `error` when it cannot
// be loaded.
Problem* forcedProblem(const Options& options, ProblemCache& problems, std::string& error) {
    if (!options.package.empty()) return problems.load(options.package, error);
    if (options.problem.empty()) {
        if (options.validate) error = "--validate needs --package DIR (or --problem P)";
        return nullptr;
    }
    const std::vector<std::string>& ids = problems.kitIds();
    if (std::find(ids.begin(), ids.end(), options.problem) == ids.end()) {
        error = "unknown problem " + quote(options.problem) + " (use " + joinIds(ids) + ")";
        return nullptr;
    }
    return problems.kit(options.problem, error);
}

// Set-up problems, found before anything runs (the judge's, never a solution's verdict): a folder
// of several languages, a --tests filter that matches no test of a problem (the error lists its
// tests).
std::string setupProblem(const Options& options, const std::vector<Solution>& solutions) {
    for (const Solution& s : solutions)
        for (const std::string& f : s.files)
            if (const Language* l = languageOfPath(f); s.language && l && !joins(*l, *s.language))
                return s.path + " mixes languages (" + fs::path(f).filename().string() + " is " +
                       l->title + ", the folder's program " + s.language->title +
                       "): one language per folder";
    for (const Solution& s : solutions) {
        if (!s.skipped.empty() || options.testFilters.empty() ||
            !selectTests(s.problem->package.tests, options.testFilters).empty())
            continue;
        std::string names;
        for (const PackageTest& t : s.problem->package.tests)
            names += (names.empty() ? "" : " ") + t.name;
        std::string filters;
        for (const std::string& f : options.testFilters)
            filters += (filters.empty() ? "" : ",") + f;
        return "--tests " + filters + " matches no test of " + s.problem->id() +
               " (its tests: " + names + ")";
    }
    return "";
}

// Why a toolchain root that a solution's profile compiles in cannot be used (roots.hpp), or a
// library its language has under that profile is missing (its record's missingLibrary), with the
// command that fixes it; empty when every one is ready.
std::string unreadyRoot(const std::vector<Solution>& solutions, const std::string& root) {
    for (const Solution& s : solutions)
        if (s.skipped.empty() && s.language) {
            if (std::string why = toolchainRootError(*s.language, s.like, root); !why.empty())
                return why;
            if (std::string why = missingLibrary(*s.language, s.like, root); !why.empty())
                return why;
        }
    return "";
}

// Steps 2 and 3: the solutions, each with its profile, and nothing the session cannot carry out
// (said before any line); `error` when there is such a thing.
std::vector<Solution> findSolutions(const Options& options, const std::string& root,
                                    ProblemCache& problems, Problem* forced, std::string& error) {
    if (options.validate) return {};
    std::vector<Solution> solutions = solutionsOf(options, root, problems, forced, error);
    if (error.empty()) error = setupProblem(options, solutions);
    if (error.empty()) chooseProfiles(solutions, options, error);
    if (error.empty()) error = unreadyRoot(solutions, root);
    return solutions;
}

// A toolchain root is shown only by the box with namespaces: without it (no user namespaces,
// --sandbox off) a solution whose profile compiles in one cannot be judged as that profile.
std::string rootWithoutBox(const std::vector<Solution>& solutions, const std::string& root,
                           Isolation isolation) {
    if (isolation == Isolation::Namespaces) return "";
    for (const Solution& s : solutions)
        if (s.skipped.empty() && s.language && !systemOf(*s.language, s.like, root).empty()) {
            // Go, Rust, JavaScript and TypeScript come from a root under every profile.
            const bool local = systemOf(*s.language, Like::Local, root).empty();
            return std::string("the ") + likeName(s.like) + " profile compiles " +
                   s.language->title + " in a toolchain root, which only the box with namespaces " +
                   "shows, and runs here are " + isolationName(isolation) + " (" + s.display +
                   "): judge it " + (local ? "with --like local, or " : "") +
                   "where user namespaces are allowed";
        }
    return "";
}

// How the session's runs are boxed: decided once, said once.
struct Sandbox {
    Isolation isolation = Isolation::Rlimits;
    std::string error;
};

Sandbox announceSandbox(const Options& options) {
    const SandboxChoice choice = chooseSandbox(options.sandbox);
    const Sandbox box{choice.isolation, choice.error};
    if (!box.error.empty()) return box;
    for (const std::string& warning : choice.warnings)
        std::printf("warning: %s\n", warning.c_str());
    std::printf("sandbox: %s\n", sandboxName(box.isolation).c_str());
    return box;
}

// Without the box as root, nobody compiles and runs the programs: a source or package it cannot
// read, or a compile cache it cannot enter, would be its CE, not the set-up problem it is.
std::string unreadableProblem(const std::vector<Solution>& solutions, Isolation isolation,
                              const std::string& cacheDir) {
    if (isolation != Isolation::Rlimits) return "";
    if (const std::string why = unreadableWithoutBox(cacheDir); !why.empty())
        return unboxedUser() + ", who runs the compiles here without the box, cannot enter the " +
               "compile cache " + cacheDir + ": " + why +
               "; pass --cache DIR in a folder others can enter, or let the judge make its box "
               "(docs/sandbox.md)";
    for (const Solution& s : solutions) {
        std::vector<std::string> paths = s.files;
        paths.push_back(s.problem->package.dir);
        for (const std::string& path : paths)
            if (const std::string why = unreadableWithoutBox(path); !why.empty())
                return unboxedUser() +
                       ", who runs the compiles and programs here without the box, cannot read " +
                       path + ": " + why +
                       "; open the kit to others (chmod o+rX on the folders above it) or let the "
                       "judge make its box (docs/sandbox.md)";
    }
    return "";
}

// A session stopped by the guard (guard.hpp): the error line, then nothing left behind.
[[noreturn]] void stopForChange(const std::string& message) {
    std::fflush(stdout);
    std::fprintf(stderr, "error: %s\n", escapeControls(message).c_str());
    killRunningPrograms();
    removeScratch();
    std::_Exit(static_cast<int>(ExitStatus::UsageError));
}

std::string canonicalOr(const std::string& path) {
    std::error_code ec;
    const std::string canonical = fs::weakly_canonical(path, ec);
    return ec ? path : canonical;
}

// What no program may change while programs run without the box: the testdata, the packages
// and the folders of the solutions judged.
std::vector<std::string> guardedFolders(const std::string& root,
                                        const std::vector<Solution>& solutions,
                                        const std::deque<Problem>& problems) {
    std::vector<std::string> folders = {root + "/testdata", root + "/problems"};
    for (const Problem& p : problems) folders.push_back(p.package.dir);
    for (const Solution& s : solutions)
        folders.push_back(fs::is_directory(s.path) ? s.path
                                                   : fs::path(s.path).parent_path().string());
    std::sort(folders.begin(), folders.end());
    std::vector<std::string> outer;  // a folder inside another is hashed with it
    for (const std::string& f : folders)
        if (outer.empty() || (f != outer.back() && f.rfind(outer.back() + "/", 0) != 0))
            outer.push_back(f);
    return outer;
}

// Step 4: how runs are boxed, said once; without the box, the guard over what no program may
// change. An error when the solutions cannot be judged so.
Sandbox setUpBox(const Options& options, const std::string& root, const std::string& cacheDir,
                 const WorkDir& work, ProblemCache& problems,
                 const std::vector<Solution>& solutions) {
    Sandbox box = announceSandbox(options);
    if (box.error.empty()) box.error = rootWithoutBox(solutions, root, box.isolation);
    if (box.error.empty()) box.error = unreadableProblem(solutions, box.isolation, cacheDir);
    if (!box.error.empty()) return box;
    setUpSignals();
    if (box.isolation == Isolation::Rlimits)
        guardFolders(
            guardedFolders(root, solutions, problems.all()),
            {canonicalOr(cacheDir), canonicalOr(work.path()), root + "/build", root + "/.git"},
            root, stopForChange);
    return box;
}

// Step 5: every problem's validators built (a multi-pass problem's input validators too, which
// check nextpass.in, when judging) and included files copied, and the submissions of a package
// with constants copied with them replaced (as the format asks); an error or empty.
std::string prepareProblems(ProblemCache& problems, std::vector<Solution>& solutions,
                            const ValidatorBuild& build, bool judging) {
    std::string error;
    for (Problem& p : problems.all()) {
        prepareValidators(p, build);
        if (!prepareIncludedFiles(p, build.workDir, error)) return error;
    }
    for (Problem& p : problems.all())
        if (judging && p.package.multiPass) prepareInputValidators(p, build);
    for (Solution& s : solutions)
        if (!s.problem->package.constants.empty() && s.skipped.empty() &&
            !useConstants(s, build.workDir + "/constants"))
            return "cannot copy " + s.path + " under " + build.workDir;
    return "";
}

// The report, its columns as wide as the names it will show; the packages' notes and the parts
// the judge does not judge said first.
Report openReport(const Options& options, ProblemCache& problems,
                  const std::vector<Solution>& solutions) {
    std::size_t width = options.validate ? 34 : 0, testWidth = 0;
    for (const Solution& s : solutions) width = std::max(width, s.display.size());
    for (Problem& p : problems.all())
        for (const auto* list : {&p.package.tests, &p.package.invalidInputs,
                                 &p.package.invalidOutputs, &p.package.validOutputs})
            for (const PackageTest& t : *list) testWidth = std::max(testWidth, t.name.size());
    Report report(colourWanted() ? ReportOutput::Colour : ReportOutput::Plain, options.verbose,
                  width, testWidth);
    for (const Problem& p : problems.all()) {
        for (const std::string& note : p.package.notes)  // how a mix of versions was read
            std::printf("package: %s: %s\n", p.id().c_str(), note.c_str());
        for (const auto& [what, why] : p.package.skipped)  // each part the judge does not judge
            report.add(skippedLine(p.id(), p.id() + "/" + what, why));
    }
    return report;
}

CompileLimits compileLimitsFor(const Problem& p, const Options& options) {
    return compileLimits(options.compileWallS.value_or(p.package.compilationSeconds),
                         options.compileMiB.value_or(p.package.compilationMiB),
                         options.compileOutMiB.value_or(kCompileOutputMiB));
}

int jobsOf(const Options& options) {
    return options.jobs > 0 ? options.jobs
                            : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

// The compile job of a solution: its files, its profile, its package's include folder.
CompileJob compileJobFor(const Solution& s, const std::string& root, Isolation isolation,
                         const CompileLimits& limits) {
    CompileJob job = compileJob(s.files[0], *s.language, s.problem->package.leetcode, root);
    job.like = s.like;
    job.extra.assign(s.files.begin() + 1, s.files.end());
    job.include = includeFolder(s.problem->package, s.language->code);
    if (fs::is_directory(s.path)) job.programDir = s.path;  // its headers, modules and packages
    job.companions = s.headers;
    job.isolation = isolation;
    job.limits = limits;
    return job;
}

// Step 6: every solution compiled (skipped ones get an empty result), at once and cached.
std::vector<CompileResult> compileAllSolutions(const std::vector<Solution>& solutions,
                                               const std::string& root, const std::string& cacheDir,
                                               const Options& options, Isolation isolation) {
    std::vector<CompileJob> jobs;
    std::vector<std::size_t> index;  // the solution of each job (skipped ones have none)
    for (std::size_t i = 0; i < solutions.size(); ++i) {
        const Solution& s = solutions[i];
        if (!s.skipped.empty()) continue;
        jobs.push_back(compileJobFor(s, root, isolation, compileLimitsFor(*s.problem, options)));
        index.push_back(i);
    }
    std::vector<CompileResult> done = compileAll(jobs, cacheDir, jobsOf(options));
    std::vector<bool> older;  // a legacy package's C++ may be of an older era (cpp_era.hpp)
    for (std::size_t k = 0; k < jobs.size(); ++k)
        older.push_back(mayUseOlderEra(jobs[k]) && !solutions[index[k]].folder.empty() &&
                        solutions[index[k]].problem->package.version == "legacy");
    compileInOlderEras(jobs, older, done, cacheDir, jobsOf(options));
    std::vector<CompileResult> compiled(solutions.size());
    for (std::size_t k = 0; k < jobs.size(); ++k) {
        compiled[index[k]] = done[k];
        if (options.verbose)
            std::fprintf(stderr, "%s%s\n", done[k].cached ? "(cached) " : "",
                         done[k].command.c_str());
    }
    return compiled;
}

// Step 7: each problem's time limit, said when the judge chose it.
std::map<const Problem*, TimeLimit> timeLimits(ProblemCache& problems, const Options& options,
                                               const std::vector<Solution>& solutions,
                                               const std::vector<CompileResult>& compiled,
                                               Isolation isolation, const std::string& workDir) {
    std::map<const Problem*, TimeLimit> times;
    for (Problem& p : problems.all()) {
        times[&p] = timeLimitFor(p, options, solutions, compiled, isolation, workDir);
        if (!options.package.empty() || !p.package.timeLimit)
            std::printf("time limit: %s: %g s (%s)\n", p.id().c_str(), times[&p].cpuMs / 1000.0,
                        times[&p].from.c_str());
    }
    return times;
}

// Step 8: the test loop of each solution under its problem's limits, its tests run ahead on the
// pool's lanes (parallel.hpp) when -j gives more than one, then the margin of the packages' own
// time limits that accepted submissions used more than half of (margin.hpp).
void judgeSolutions(const std::vector<Solution>& solutions,
                    const std::vector<CompileResult>& compiled,
                    const std::map<const Problem*, TimeLimit>& times, const Options& options,
                    Isolation isolation, const std::string& workDir, Report& report) {
    std::vector<Judging> judgings;
    std::size_t judged = 0, all = 0;  // for the progress line on a terminal (progress.hpp)
    for (std::size_t i = 0; i < solutions.size(); ++i) {
        const Solution& s = solutions[i];
        const Problem& p = *s.problem;
        judgings.push_back(
            {i, selectTests(p.package.tests, options.testFilters),
             s.language ? limitsFor(p, options, *s.language, times.at(&p).cpuMs) : Limits{}});
        if (s.skipped.empty()) ++judged, all += judgings.back().tests.size();
    }
    Margins margins;
    progress::start(judged, all);
    std::size_t started = 0;
    judgeInTurn(
        solutions, compiled, judgings, testLanes(options.jobs), isolation, workDir, "run", report,
        [&](const Judging& j) {
            const Solution& s = solutions[j.solution];
            if (s.skipped.empty()) progress::submission(started++, s.display, j.tests.size());
        },
        [&](const Judging& j, double slowest) {
            const Solution& s = solutions[j.solution];
            if (s.problem->package.timeLimit && !options.cpuMs) margins.add(s, j.limits, slowest);
        });
    progress::stop();
    for (const std::string& line : margins.lines()) std::printf("%s\n", line.c_str());
}

// The one line for a -j beyond the tests the judge runs at once (one per physical core); nothing
// when it is within them.
void sayLanes(const Options& options) {
    const int cores = static_cast<int>(physicalCores().size()), lanes = testLanes(options.jobs);
    if (options.jobs > lanes)
        std::printf(
            "parallel: -j %d, but the judge has %d physical core%s here: %d test%s at once "
            "(one program per core), %d compiles at once\n",
            options.jobs, cores, cores == 1 ? "" : "s", lanes, lanes == 1 ? "" : "s", options.jobs);
}

// Steps 6 to 8 for the solutions of the session.
void judgeAll(ProblemCache& problems, const std::vector<Solution>& solutions,
              const Options& options, const ValidatorBuild& build, Report& report) {
    sayLanes(options);
    const std::vector<CompileResult> compiled =
        compileAllSolutions(solutions, build.root, build.cacheDir, options, build.isolation);
    const std::map<const Problem*, TimeLimit> times =
        timeLimits(problems, options, solutions, compiled, build.isolation, build.workDir);
    judgeSolutions(solutions, compiled, times, options, build.isolation, build.workDir, report);
}

// Step 9: the closing line, the --json file, the exit status.
int closeReport(const Report& report, const Output& out) {
    report.printSummary();
    if (!out.jsonPath.empty() && !writeJson(out.jsonPath, out.jsonFd.get(), report.jsonText()))
        return usageError(out.jsonPath == "-" ? std::string("--json -: cannot write stdout: ") +
                                                    std::strerror(errno)
                                              : "cannot write " + out.jsonPath);
    return static_cast<int>(report.failed() == 0 ? ExitStatus::AllAsExpected
                                                 : ExitStatus::SomethingFailed);
}

}  // namespace

int judgeSession(const Options& options, const std::string& root) {
    Output out;
    if (const std::string error = openOutput(options, out); !error.empty())
        return usageError(error);
    std::string cacheDir;
    if (const std::string error = openCache(options, root, cacheDir); !error.empty())
        return out.refuse(error);
    if (!options.jsonPath.empty() && options.jsonPath != "-" &&
        !writeFile(options.jsonPath, "{}\n"))
        return usageError("cannot write " + options.jsonPath);
    ProblemCache problems(root);
    std::string error;
    Problem* forced = forcedProblem(options, problems, error);  // 1
    std::vector<Solution> solutions;
    if (error.empty()) solutions = findSolutions(options, root, problems, forced, error);  // 2, 3
    if (!error.empty()) return out.refuse(error);
    WorkDir work;
    if (work.path().empty())
        return out.refuse("cannot create a scratch directory under $TMPDIR or /tmp");
    const Sandbox box = setUpBox(options, root, cacheDir, work, problems, solutions);  // 4
    if (!box.error.empty()) return out.refuse(box.error);
    const ValidatorBuild build{root, cacheDir, work.path(), box.isolation};
    if (const std::string e = prepareProblems(problems, solutions, build, !options.validate);
        !e.empty())  // 5
        return out.refuse(e);
    Report report = openReport(options, problems, solutions);
    if (options.validate)
        validatePackage(*forced, options, build, report);
    else
        judgeAll(problems, solutions, options, build, report);  // 6, 7, 8
    return closeReport(report, out);                            // 9
}

}  // namespace judge
