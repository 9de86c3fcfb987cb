// build/bin/judge: compiles solutions (in parallel, cached), runs each on the tests of its
// problem (a problem package) under limits in a box, checks the answers with the problem's
// output validator and prints one line per (solution, test). --validate checks a package's data.
// This file is the command line and the session's order of work; the parts it calls each have
// their own file: find_solutions, problem_cache, time_limit, validate_package, scratch, signals.
// Exit status: 0 when everything is as expected, 1 when something failed, 2 on usage errors and
// broken packages.
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <deque>
#include <filesystem>
#include <map>
#include <new>
#include <stdexcept>
#include <thread>

#include "compile.hpp"
#include "cores.hpp"
#include "find_solutions.hpp"
#include "guard.hpp"
#include "languages.hpp"
#include "margin.hpp"
#include "options.hpp"
#include "parallel.hpp"
#include "problem_cache.hpp"
#include "problems.hpp"
#include "report.hpp"
#include "roots.hpp"
#include "runner.hpp"
#include "scratch.hpp"
#include "session.hpp"
#include "signals.hpp"
#include "text.hpp"
#include "time_limit.hpp"
#include "validate_package.hpp"

using namespace judge;

namespace {

namespace fs = std::filesystem;

int usageError(const std::string& message) {
    std::fprintf(stderr, "error: %s\n", escapeControls(message).c_str());
    return static_cast<int>(ExitStatus::UsageError);
}

CompileLimits compileLimitsFor(const Problem& p, const Options& options) {
    CompileLimits c;
    c.wallMs = options.compileWallS.value_or(p.package.compilationSeconds) * 1000;
    c.memoryBytes = static_cast<long long>(options.compileMiB.value_or(p.package.compilationMiB))
                    << 20;
    c.outputBytes = static_cast<long long>(options.compileOutMiB.value_or(8)) << 20;
    return c;
}

int jobsOf(const Options& options) {
    return options.jobs > 0 ? options.jobs
                            : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

// The one line for a -j beyond the physical cores; nothing when it is within them.
void sayLanes(const Options& options) {
    const int cores = static_cast<int>(physicalCores().size()), lanes = testLanes(options.jobs);
    if (options.jobs > lanes)
        std::printf(
            "parallel: -j %d, but the judge has %d physical core%s here: %d test%s at once "
            "(one program per core), %d compiles at once\n",
            options.jobs, cores, cores == 1 ? "" : "s", lanes, lanes == 1 ? "" : "s", options.jobs);
}

std::vector<CompileResult> compileEverything(const std::vector<Solution>& solutions,
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
    std::vector<CompileResult> compiled(solutions.size());
    for (std::size_t k = 0; k < jobs.size(); ++k) {
        compiled[index[k]] = done[k];
        if (options.verbose)
            std::fprintf(stderr, "%s%s\n", done[k].cached ? "(cached) " : "",
                         done[k].command.c_str());
    }
    return compiled;
}

// Why a toolchain root that a solution's profile compiles in cannot be used (roots.hpp), with the
// command that builds it; empty when every one is ready.
std::string unreadyRoot(const std::vector<Solution>& solutions, const std::string& root) {
    for (const Solution& s : solutions)
        if (s.skipped.empty() && s.language)
            if (std::string why = toolchainRootError(s.language->id, s.like, root); !why.empty())
                return why;
    return "";
}

// A toolchain root is shown only by the box with namespaces: without it (no user namespaces,
// --sandbox off) a solution whose profile compiles in one cannot be judged as that profile.
std::string rootWithoutBox(const std::vector<Solution>& solutions, const std::string& root,
                           Isolation isolation) {
    if (isolation == Isolation::Namespaces) return "";
    for (const Solution& s : solutions)
        if (s.skipped.empty() && s.language && !systemOf(s.language->id, s.like, root).empty()) {
            // Go, Rust, JavaScript and TypeScript come from a root under every profile.
            const bool local = systemOf(s.language->id, Like::Local, root).empty();
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

Sandbox chooseSandbox(const Options& options) {
    const SandboxChoice choice = judge::chooseSandbox(options.sandbox);
    const Sandbox box{choice.isolation, choice.error};
    if (!box.error.empty()) return box;
    for (const std::string& warning : choice.warnings)
        std::printf("warning: %s\n", warning.c_str());
    std::printf("sandbox: %s\n", sandboxName(box.isolation).c_str());
    return box;
}

// A session stopped by the guard (guard.hpp): the error line, then nothing left behind.
[[noreturn]] void stopForChange(const std::string& message) {
    std::fflush(stdout);
    std::fprintf(stderr, "error: %s\n", escapeControls(message).c_str());
    killRunningProgram();
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

// Set-up problems, found before anything runs (the judge's, never a solution's verdict): a folder
// of several languages, a --tests filter that matches no test of a problem (the error lists its
// tests).
std::string setupProblem(const Options& options, const std::vector<Solution>& solutions) {
    for (const Solution& s : solutions)
        for (const std::string& f : s.files)
            if (const Language* l = languageOfPath(f);
                s.language && l && l != s.language &&
                !(l->id == Lang::C && s.language->id == Lang::Cpp))
                return s.path + " mixes languages (" + fs::path(f).filename().string() + " is " +
                       l->title + ", the folder's program " + s.language->title +
                       "): one language per folder";
    for (const Solution& s : solutions) {
        if (!s.skipped.empty() || options.testFilters.empty() ||
            !selectTests(s.problem->package.tests, options.testFilters).empty())
            continue;
        std::string names;
        for (const TestCase& t : s.problem->package.tests)
            names += (names.empty() ? "" : " ") + t.name;
        std::string filters;
        for (const std::string& f : options.testFilters)
            filters += (filters.empty() ? "" : ",") + f;
        return "--tests " + filters + " matches no test of " + s.problem->id() +
               " (its tests: " + names + ")";
    }
    return "";
}

// Without the box as root, nobody compiles and runs the programs: a source or package it cannot
// read would be its CE, not the set-up problem it is.
std::string unreadableProblem(const std::vector<Solution>& solutions, Isolation isolation) {
    if (isolation != Isolation::Rlimits) return "";
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

// The --json report: into the file, or for `--json -` into `stdoutFd`, the stdout the judge
// started with (the lines for people go to stderr then).
bool writeJson(const std::string& path, int stdoutFd, const std::string& text) {
    if (path != "-") return writeFile(path, text);
    std::fflush(stdout);
    return ::write(stdoutFd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
}

// Judges each solution under its problem's limits, its tests run on the pool's lanes (ahead, in
// order) when it has more than one, then says the margin of the packages' own time limits that
// accepted submissions used more than half of (margin.hpp).
void judgeSolutions(const std::vector<Solution>& solutions,
                    const std::vector<CompileResult>& compiled,
                    const std::map<const Problem*, TimeLimit>& times, const Options& options,
                    Isolation isolation, const std::string& workDir, Report& report) {
    TestPool pool(testLanes(options.jobs), physicalCores(), workDir);
    std::vector<Limits> limits;
    std::vector<std::vector<TestCase>> tests;
    std::vector<std::shared_ptr<SolutionRuns>> ahead;
    for (std::size_t i = 0; i < solutions.size(); ++i) {
        const Solution& s = solutions[i];
        const Problem& p = *s.problem;
        limits.push_back(s.language ? limitsFor(p, options, *s.language, times.at(&p)) : Limits{});
        tests.push_back(selectTests(p.package.tests, options.testFilters));
        ahead.push_back(runAhead(s, compiled[i], tests[i], limits[i], isolation,
                                 workDir + "/run-" + std::to_string(i), pool));
    }
    Margins margins;
    for (std::size_t i = 0; i < solutions.size(); ++i) {
        const Solution& s = solutions[i];
        const double slowest = judgeSolution(s, compiled[i], tests[i], limits[i], isolation,
                                             workDir, report, ahead[i].get());
        if (s.problem->package.timeLimit && !options.cpuMs) margins.add(s, limits[i], slowest);
    }
    for (const std::string& line : margins.lines()) std::printf("%s\n", line.c_str());
}

int judgeAll(const Options& options, const std::string& root) {
    const bool jsonOut = options.jsonPath == "-";
    // --json -: the report on stdout, so the lines for people go to stderr.
    const Fd jsonFd(jsonOut ? ::fcntl(1, F_DUPFD_CLOEXEC, 3) : -1);
    if (jsonOut && (!jsonFd.valid() || ::dup2(2, 1) != 1))
        return usageError(std::string("--json -: cannot keep stdout: ") + std::strerror(errno));
    // A usage error or a refused package: the `error:` line, and the same error in the --json
    // report (which would otherwise hold nothing to say why).
    auto refuse = [&](const std::string& message) {
        if (!options.jsonPath.empty())
            writeJson(options.jsonPath, jsonFd.get(), refusalJsonText(message));
        return usageError(message);
    };
    const std::string cacheDir =
        options.cacheDir.empty() ? root + "/build/judge-cache" : options.cacheDir;
    if (!makeDirs(cacheDir)) return refuse("cannot create the cache directory " + cacheDir);
    if (::access(cacheDir.c_str(), W_OK | X_OK) != 0)
        return refuse("cannot write the cache directory " + cacheDir + ": " + std::strerror(errno) +
                      " (pass --cache DIR)");
    if (!options.jsonPath.empty() && !jsonOut && !writeFile(options.jsonPath, "{}\n"))
        return usageError("cannot write " + options.jsonPath);
    Problems problems(root);
    std::string error;
    Problem* forced = nullptr;
    if (!options.package.empty()) {
        if (!(forced = problems.load(options.package, error))) return refuse(error);
    } else if (!options.problem.empty()) {
        const std::vector<std::string>& ids = problems.kitIds();
        if (std::find(ids.begin(), ids.end(), options.problem) == ids.end())
            return refuse("unknown problem " + quote(options.problem) + " (use " + joinIds(ids) +
                          ")");
        if (!(forced = problems.kit(options.problem, error))) return refuse(error);
    }
    if (options.validate && !forced)
        return refuse("--validate needs --package DIR (or --problem P)");
    std::vector<Solution> solutions;
    if (!options.validate) {
        solutions = solutionsOf(options, root, problems, forced, error);
        if (error.empty()) error = setupProblem(options, solutions);  // before any line is said
        if (error.empty()) chooseProfiles(solutions, options, error);
        if (error.empty()) error = unreadyRoot(solutions, root);
        if (!error.empty()) return refuse(error);
    }
    WorkDir work;
    if (work.path().empty())
        return refuse("cannot create a scratch directory under $TMPDIR or /tmp");
    const Sandbox box = chooseSandbox(options);
    if (!box.error.empty()) return refuse(box.error);
    if (const std::string why = rootWithoutBox(solutions, root, box.isolation); !why.empty())
        return refuse(why);
    if (const std::string problem = unreadableProblem(solutions, box.isolation); !problem.empty())
        return refuse(problem);

    setUpSignals();
    if (box.isolation == Isolation::Rlimits)
        guardFolders(
            guardedFolders(root, solutions, problems.all()),
            {canonicalOr(cacheDir), canonicalOr(work.path()), root + "/build", root + "/.git"},
            root, stopForChange);
    const ValidatorBuild build{root, cacheDir, work.path(), box.isolation};
    for (Problem& p : problems.all()) {
        prepareValidators(p, build);
        if (!prepareIncludedFiles(p, work.path(), error)) return refuse(error);
    }
    for (Solution& s : solutions)  // the format replaces a package's constants in submissions
        if (!s.problem->package.constants.empty() && s.skipped.empty() &&
            !useConstants(s, work.path() + "/constants"))
            return refuse("cannot copy " + s.path + " under " + work.path());

    std::size_t width = options.validate ? 34 : 0, testWidth = 0;
    for (const Solution& s : solutions) width = std::max(width, s.display.size());
    for (Problem& p : problems.all())
        for (const auto* list : {&p.package.tests, &p.package.invalidInputs,
                                 &p.package.invalidOutputs, &p.package.validOutputs})
            for (const TestCase& t : *list) testWidth = std::max(testWidth, t.name.size());
    Report report(colourWanted() ? ReportOutput::Colour : ReportOutput::Plain, options.verbose,
                  width, testWidth);
    for (const Problem& p : problems.all()) {
        for (const std::string& note : p.package.notes)  // how a mix of versions was read
            std::printf("package: %s: %s\n", p.id().c_str(), note.c_str());
        for (const auto& [what, why] : p.package.skipped)  // each part the judge does not judge
            report.add(skippedLine(p.id(), p.id() + "/" + what, why));
    }
    if (options.validate) {
        validatePackage(*forced, options, build, report);
    } else {
        for (Problem& p : problems.all())  // a multi-pass problem's validators check nextpass.in
            if (p.package.multiPass) prepareInputValidators(p, build);
        sayLanes(options);
        const std::vector<CompileResult> compiled =
            compileEverything(solutions, root, cacheDir, options, box.isolation);
        std::map<const Problem*, TimeLimit> times;
        for (Problem& p : problems.all()) {
            times[&p] = timeLimitFor(p, options, solutions, compiled, box.isolation, work.path());
            if (!options.package.empty() || !p.package.timeLimit)
                std::printf("time limit: %s: %g s (%s)\n", p.id().c_str(), times[&p].cpuMs / 1000.0,
                            times[&p].from.c_str());
        }
        judgeSolutions(solutions, compiled, times, options, box.isolation, work.path(), report);
    }
    report.printSummary();
    if (!options.jsonPath.empty() && !writeJson(options.jsonPath, jsonFd.get(), report.jsonText()))
        return usageError(jsonOut ? std::string("--json -: cannot write stdout: ") +
                                        std::strerror(errno)
                                  : "cannot write " + options.jsonPath);
    return static_cast<int>(report.failed() == 0 ? ExitStatus::AllAsExpected
                                                 : ExitStatus::SomethingFailed);
}

int judgeMain(int argc, char* argv[]) {
    // fds 0, 1 and 2 open, so that no file the judge opens takes one of their numbers.
    int fd = ::open("/dev/null", O_RDWR);
    while (fd >= 0 && fd <= 2) fd = ::open("/dev/null", O_RDWR);
    if (fd > 2) ::close(fd);
    ParsedOptions parsed = parseOptions(argc, argv);
    if (!parsed.error.empty()) return usageError(parsed.error);
    const Options& options = parsed.options;
    if (options.help) {
        std::fputs(usageText().c_str(), stdout);
        return 0;
    }
    if (options.languages) {
        std::puts(languagesJson().c_str());
        return 0;
    }
    if (!options.printCompile.empty()) {
        const Like like = options.like.empty() ? Like::Local : *parseLike(options.like);
        std::fputs(printedToolchain(*findLanguage(options.printCompile), like).c_str(), stdout);
        return 0;
    }
    choosePython(options.python);
    setRootsFolder(options.rootsDir.empty() ? "" : fs::absolute(options.rootsDir).string());
    std::error_code ec;
    const std::string root = fs::canonical(options.root, ec);
    if (ec || !fs::is_directory(root))
        return usageError("--root " + options.root + " is not a directory");
    return judgeAll(options, root);
}

}  // namespace

// Whatever escapes the judge (memory that ran out, a library's exception) ends it with one
// `error:` line and the usage status, never a signal.
int main(int argc, char* argv[]) {
    try {
        return judgeMain(argc, argv);
    } catch (const std::bad_alloc&) {
        return usageError("out of memory (std::bad_alloc)");
    } catch (const std::exception& e) {
        return usageError(std::string("unexpected: ") + e.what());
    } catch (...) {
        return usageError("unexpected: an exception of an unknown type");
    }
}
