// build/bin/judge: compiles solutions (in parallel, cached), runs each on the tests of its
// problem (a problem package) under limits in a box, checks the answers with the problem's
// output validator and prints one line per (solution, test). --validate checks a package's data.
// Exit status: 0 when everything is as expected, 1 when something failed, 2 on usage errors and
// broken packages.
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <filesystem>
#include <map>
#include <thread>

#include <nlohmann/json.hpp>

#include "cgroup.hpp"
#include "compile.hpp"
#include "guard.hpp"
#include "invalid_cases.hpp"
#include "languages.hpp"
#include "options.hpp"
#include "problems.hpp"
#include "protocol.hpp"
#include "report.hpp"
#include "runner.hpp"
#include "session.hpp"
#include "text.hpp"

using namespace judge;

namespace {

namespace fs = std::filesystem;

int usageError(const std::string& message) {
    std::fprintf(stderr, "error: %s\n", message.c_str());
    return static_cast<int>(ExitStatus::UsageError);
}

// The session's scratch folder, removed on exit and by the signal handler when the judge is
// interrupted (its path is kept in a plain array for that: the handler may not allocate).
char gScratch[PATH_MAX + 1];

void removeScratch() {  // async-signal-safe
    if (!*gScratch) return;
    if (const pid_t pid = ::fork(); pid == 0) {
        ::execl("/bin/rm", "rm", "-rf", gScratch, static_cast<char*>(nullptr));
        ::_exit(127);
    } else if (pid > 0) {
        ::waitpid(pid, nullptr, 0);
    }
}

class WorkDir {
public:
    WorkDir() {
        const char* tmp = std::getenv("TMPDIR");
        std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/judge-XXXXXX";
        if (pattern.size() >= sizeof gScratch || !::mkdtemp(pattern.data())) return;
        ::chmod(pattern.c_str(), 0711);  // an unprivileged run must reach its run directory
        path_ = pattern;
        std::snprintf(gScratch, sizeof gScratch, "%s", path_.c_str());
    }
    ~WorkDir() {
        removeScratch();
        *gScratch = '\0';
    }
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

// Interrupted (Ctrl-C, a closed pipe, kill): stop the running programs, clean up, then die of the
// signal as if there were no handler.
void onFatalSignal(int sig) {
    killRunningProgram();
    removeScratch();
    ::signal(sig, SIG_DFL);
    ::raise(sig);
}

void setUpSignals() {
    ::signal(SIGCHLD, SIG_DFL);  // an inherited "ignore" would reap children behind our back
    struct sigaction action {};
    action.sa_handler = onFatalSignal;
    sigemptyset(&action.sa_mask);
    for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE}) ::sigaction(sig, &action, nullptr);
}

// The problems of the session, each loaded once (a deque: solutions point into it).
class Problems {
public:
    explicit Problems(std::string root) : root_(std::move(root)), kitIds_(kitProblemIds(root_)) {}

    const std::vector<std::string>& kitIds() const { return kitIds_; }

    // The package in `dir`; nothing, with `error`, when it is broken.
    Problem* load(const std::string& dir, std::string& error) {
        std::error_code ec;
        const std::string key = fs::weakly_canonical(dir, ec);
        if (auto it = byDir_.find(key); it != byDir_.end()) return it->second;
        std::optional<Package> package = loadPackage(dir, error);
        if (!package) return nullptr;
        problems_.push_back(Problem{*package, {}, {}, "", false});
        return byDir_[key] = &problems_.back();
    }
    Problem* kit(const std::string& id, std::string& error) {
        return load(root_ + "/problems/" + id, error);
    }
    std::deque<Problem>& all() { return problems_; }

private:
    std::string root_;
    std::vector<std::string> kitIds_;
    std::deque<Problem> problems_;
    std::map<std::string, Problem*> byDir_;
};

// A path as the report shows it: under <root>/solutions/, else under the root, else as it is.
std::string displayName(const std::string& path, const std::string& root) {
    for (const std::string& dir : {root + "/solutions/", root + "/"})
        if (path.size() > dir.size() && path.compare(0, dir.size(), dir) == 0)
            return path.substr(dir.size());
    return path;
}

// The solutions named on the command line, each with its problem: the forced one, else the kit
// problem its path names.
std::vector<Solution> namedSolutions(const Options& options, const std::string& root,
                                     Problems& problems, Problem* forced, std::string& error) {
    const Language* language = options.language.empty() ? nullptr : findLanguage(options.language);
    std::vector<Solution> solutions;
    for (const std::string& file : options.files) {
        std::error_code ec;
        if (!fs::exists(file, ec)) {
            error = "no such file: " + file;
            return {};
        }
        const std::string path = fs::canonical(file, ec);
        Problem* problem = forced;
        if (!problem) {
            const std::string id = problemFromPath(path, problems.kitIds());
            if (id.empty()) {
                error = "cannot tell the problem of " + file + ": pass --problem " +
                        joinIds(problems.kitIds()) + " or --package DIR";
                return {};
            }
            if (!(problem = problems.kit(id, error))) return {};
        } else if (options.package.empty()) {
            const std::string id = problemFromPath(path, problems.kitIds());
            if (!id.empty() && id != forced->id()) {
                error = file + " belongs to " + id + ", not to --problem " + forced->id();
                return {};
            }
        }
        if (::access(path.c_str(), R_OK) != 0) {
            error = "cannot read " + file + ": " + std::strerror(errno);
            return {};
        }
        Solution s = makeSolution(path, displayName(path, root), problem, language);
        if (!language && !s.language && unsupportedLanguage(path).empty()) {
            error = "cannot tell the language of " + file + " (" +
                    (fs::is_directory(path) ? "no source file the judge knows in it"
                                            : "an unknown file type") +
                    "): pass --lang " + languageNames();
            return {};
        }
        solutions.push_back(s);
    }
    return solutions;
}

// The slowest run (seconds, without the language's factor) of the submissions of `p` that bound
// its time limit from below (lowerBoundTests), on the tests their rules cover: those of accepted/
// (`accepted`), or the others; -1 when none ran. Each is judged quietly under `probe`; a run that
// reaches the probe's CPU limit bounds nothing (it is not permitted TLE, it fails anyway).
double slowestBound(const Problem& p, const Options& options,
                    const std::vector<Solution>& solutions,
                    const std::vector<CompileResult>& compiled, Isolation isolation,
                    const std::string& workDir, bool accepted, const TimeLimit& probe) {
    Report quiet = Report::quiet();
    double slowest = -1;
    for (std::size_t i = 0; i < solutions.size(); ++i) {
        const Solution& s = solutions[i];
        if (s.problem != &p || s.folder.empty() || !s.skipped.empty() || !compiled[i].ok) continue;
        if ((s.folder == "accepted") != accepted) continue;
        const std::vector<std::string> scopes = lowerBoundTests(s.rules);
        std::vector<TestCase> tests;
        for (const TestCase& t : selectTests(p.package.tests, options.testFilters))
            if (std::any_of(scopes.begin(), scopes.end(),
                            [&](const std::string& g) { return testMatches(g, t.fullName); }))
                tests.push_back(t);
        if (tests.empty()) continue;
        const Limits limits = limitsFor(p, options, *s.language, probe);
        const double cpu = judgeSolution(s, compiled[i], tests, limits, isolation, workDir, quiet);
        if (cpu >= 0 && cpu < limits.cpuMs)
            slowest = std::max(slowest, cpu / limits.timeFactor / 1000.0);
    }
    return slowest;
}

// The limit the tests of a problem run under, before each language's factor: --tl, the package's
// own (limits.time_limit, .timelimit), or computed from the submissions that bound it from below
// the way its format says (they are judged once first to measure them), or the judge's default.
// Legacy: the accepted submissions. Later: every submission whose rules permit no TLE (accepted/,
// wrong_answer/, run_time_error/, use_for_time_limit: lower), unless use_for_time_limit: false;
// those outside accepted/ are measured under twice the limit accepted/ gives, so that one that
// hangs costs seconds, not minutes.
TimeLimit timeLimitFor(Problem& p, const Options& options, const std::vector<Solution>& solutions,
                       const std::vector<CompileResult>& compiled, Isolation isolation,
                       const std::string& workDir) {
    if (options.cpuMs) return {*options.cpuMs, "--tl"};
    if (p.package.timeLimit)
        return {static_cast<int>(std::lround(*p.package.timeLimit * 1000)),
                p.package.timeLimitFrom};
    double slowest =
        slowestBound(p, options, solutions, compiled, isolation, workDir, true, {60000, "probe"});
    if (p.package.version != "legacy") {
        const double first = computedTimeLimit(p.package, std::max(slowest, 0.0));
        const int probeMs = static_cast<int>(std::lround(2 * 1000 * first));
        slowest = std::max(slowest, slowestBound(p, options, solutions, compiled, isolation,
                                                 workDir, false, {probeMs, "probe"}));
    }
    if (slowest < 0)
        return {kDefaultCpuMs,
                "the judge's default: the package states none, and no submission that bounds it "
                "from below (accepted/ and the like) ran here"};
    const double seconds = computedTimeLimit(p.package, slowest);
    char from[160];
    std::snprintf(from, sizeof from, "the slowest run that bounds it from below, %.3f s, x %g",
                  slowest, p.package.acToTimeLimit);
    return {static_cast<int>(std::lround(seconds * 1000)), from};
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

// How the session's runs are boxed: decided once, said once.
struct Sandbox {
    Isolation isolation = Isolation::Rlimits;
    std::string error;
};

Sandbox chooseSandbox(const Options& options) {
    Sandbox box;
    std::string warning;
    box.isolation = chooseIsolation(options.sandbox, warning, box.error);
    if (!box.error.empty()) return box;
    if (options.sandbox == SandboxMode::Require && cgroupSupport().version == 0) {
        box.error = "--sandbox require: no cgroup with memory and pids for the runs here (" +
                    cgroupSupport().reason +
                    "); --sandbox require=namespaces judges in the box without one";
        return box;
    }
    if (!warning.empty()) std::printf("warning: %s\n", warning.c_str());
    if (options.sandbox == SandboxMode::Off)
        turnOffCgroups();
    else if (cgroupSupport().version == 0)
        std::printf(
            "warning: no cgroup for the runs (%s): memory is measured and limited per "
            "process, and CPU time is watched on the main process only\n",
            cgroupSupport().reason.c_str());
    std::printf("sandbox: %s\n", sandboxName(box.isolation).c_str());
    return box;
}

// The solutions of the session: those named, else the package's submissions, else every
// solution of the kit's problems (or of --problem).
std::vector<Solution> solutionsOf(const Options& options, const std::string& root,
                                  Problems& problems, Problem* forced, std::string& error) {
    if (!options.files.empty()) return namedSolutions(options, root, problems, forced, error);
    if (!options.package.empty()) return packageSubmissions(*forced);
    std::vector<Solution> solutions;
    for (const std::string& id : problems.kitIds()) {
        Problem* p = forced ? forced : problems.kit(id, error);
        if (!p) return {};
        if (forced && p->id() != id) continue;
        for (Solution& s : kitSolutions(root, *p)) solutions.push_back(s);
    }
    if (solutions.empty()) error = "no solutions found under " + root + "/solutions";
    return solutions;
}

// --validate: every input validator on every input, the output validation on every answer.
void validatePackage(Problem& p, const Options& options, const ValidatorBuild& build,
                     Report& report) {
    prepareInputValidators(p, build);
    Limits limits;
    auto line = [&](const std::string& who, const TestCase* t, const Outcome& o) {
        ResultLine l;
        l.solution = who;
        l.problem = p.id();
        l.language = "-";
        l.test = t ? t->name : "-";
        l.run.outcome = o;
        l.passed = o.verdict == Verdict::AC;
        l.limits = limits;
        report.add(l);
    };
    if (!p.validatorError.empty())
        line("validators", nullptr, {Verdict::FAIL, "", p.validatorError});
    for (const std::string& name : p.package.unsupportedValidators) {
        ResultLine l;
        l.solution = "input_validators/" + name;
        l.problem = p.id();
        l.skipped = "no checktestdata or VIVA here";
        report.add(l);
    }
    for (const TestCase& t : selectTests(p.package.tests, options.testFilters)) {
        for (const ValidatorProgram& v : p.inputValidators) {
            const InputCheck c = runInputValidator(v, t, build.workDir);
            line("input_validators/" + v.name, &t,
                 c.valid ? Outcome{Verdict::AC, "", ""}
                         : Outcome{Verdict::FAIL, "",
                                   "not valid (exit " + std::to_string(c.exitCode) + ", " +
                                       std::to_string(protocol::kAccepted) + " means valid)" +
                                       (c.said.empty() ? "" : ": " + c.said)});
        }
        // The format holds only samples shown in the statement to the output validator, and
        // checks no .ans of interactive or multi-pass problems.
        if (p.package.interactive || p.package.multiPass || t.shownOutput.empty()) continue;
        const Validation v = p.check.check(t, t.shownOutput);
        const std::string who = p.check.programs.empty()
                                    ? "the default validator"
                                    : "output_validators/" + p.check.programs[0].name;
        line(who + " on " + fs::path(t.shownOutput).extension().string(), &t, v.outcome);
    }
    for (const ResultLine& l : invalidCaseLines(p, build.workDir)) report.add(l);
}

// A session stopped by the guard (guard.hpp): the error line, then nothing left behind.
[[noreturn]] void stopForChange(const std::string& message) {
    std::fflush(stdout);
    std::fprintf(stderr, "error: %s\n", message.c_str());
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
                return "nobody (uid " + std::to_string(outerUid()) +
                       "), who runs the compiles and programs here without the box, cannot read " +
                       path + ": " + why +
                       "; open the kit to others (chmod o+rX on the folders above it) or let the "
                       "judge make its box (docs/sandbox.md)";
    }
    return "";
}

// A usage error or a refused package: the `error:` line, and the same error in the --json file
// (which would otherwise hold nothing to say why).
int refuse(const Options& options, const std::string& message) {
    if (!options.jsonPath.empty()) {
        const nlohmann::json report = {
            {"error", message}, {"passed", 0}, {"failed", 0}, {"results", nlohmann::json::array()}};
        const std::string text =
            report.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
        if (options.jsonPath == "-")  // --json -: the report is stdout
            std::fputs(text.c_str(), stdout);
        else
            writeFile(options.jsonPath, text);
    }
    return usageError(message);
}

int judgeAll(const Options& options, const std::string& root) {
    const std::string cacheDir =
        options.cacheDir.empty() ? root + "/build/judge-cache" : options.cacheDir;
    if (!makeDirs(cacheDir))
        return refuse(options, "cannot create the cache directory " + cacheDir);
    if (::access(cacheDir.c_str(), W_OK | X_OK) != 0)
        return refuse(options, "cannot write the cache directory " + cacheDir + ": " +
                                   std::strerror(errno) + " (pass --cache DIR)");
    const bool jsonOut = options.jsonPath == "-";
    if (!options.jsonPath.empty() && !jsonOut && !writeFile(options.jsonPath, "{}\n"))
        return usageError("cannot write " + options.jsonPath);
    Problems problems(root);
    std::string error;
    Problem* forced = nullptr;
    if (!options.package.empty()) {
        if (!(forced = problems.load(options.package, error))) return refuse(options, error);
    } else if (!options.problem.empty()) {
        const std::vector<std::string>& ids = problems.kitIds();
        if (std::find(ids.begin(), ids.end(), options.problem) == ids.end())
            return refuse(options, "unknown problem " + quote(options.problem) + " (use " +
                                       joinIds(ids) + ")");
        if (!(forced = problems.kit(options.problem, error))) return refuse(options, error);
    }
    if (options.validate && !forced)
        return refuse(options, "--validate needs --package DIR (or --problem P)");
    std::vector<Solution> solutions;
    if (!options.validate) {
        solutions = solutionsOf(options, root, problems, forced, error);
        if (error.empty()) error = setupProblem(options, solutions);  // before any line is said
        if (error.empty()) chooseProfiles(solutions, options, error);
        if (!error.empty()) return refuse(options, error);
    }
    // --json -: the report on stdout, so the lines for people go to stderr.
    const Fd jsonFd(jsonOut ? ::fcntl(1, F_DUPFD_CLOEXEC, 3) : -1);
    if (jsonOut && (!jsonFd.valid() || ::dup2(2, 1) != 1))
        return usageError(std::string("--json -: cannot keep stdout: ") + std::strerror(errno));
    WorkDir work;
    if (work.path().empty())
        return refuse(options, "cannot create a scratch directory under $TMPDIR or /tmp");
    const Sandbox box = chooseSandbox(options);
    if (!box.error.empty()) return refuse(options, box.error);
    if (const std::string problem = unreadableProblem(solutions, box.isolation); !problem.empty())
        return refuse(options, problem);

    setUpSignals();
    if (box.isolation == Isolation::Rlimits)
        guardFolders(
            guardedFolders(root, solutions, problems.all()),
            {canonicalOr(cacheDir), canonicalOr(work.path()), root + "/build", root + "/.git"},
            root, stopForChange);
    const ValidatorBuild build{root, cacheDir, work.path(), box.isolation};
    for (Problem& p : problems.all()) {
        prepareValidators(p, build);
        if (!prepareIncludedFiles(p, work.path(), error)) return refuse(options, error);
    }
    for (Solution& s : solutions)  // the format replaces a package's constants in submissions
        if (!s.problem->package.constants.empty() && s.skipped.empty() &&
            !useConstants(s, work.path() + "/constants"))
            return refuse(options, "cannot copy " + s.path + " under " + work.path());

    std::size_t width = options.validate ? 34 : 0, testWidth = 0;
    for (const Solution& s : solutions) width = std::max(width, s.display.size());
    for (Problem& p : problems.all())
        for (const auto* list : {&p.package.tests, &p.package.invalidInputs,
                                 &p.package.invalidOutputs, &p.package.validOutputs})
            for (const TestCase& t : *list) testWidth = std::max(testWidth, t.name.size());
    Report report(colourWanted() ? ReportOutput::Colour : ReportOutput::Plain, options.verbose,
                  width, testWidth);
    for (const Problem& p : problems.all())
        for (const auto& [what, why] : p.package.skipped) {
            ResultLine l;  // one line for each part of a package the judge does not judge
            l.solution = p.id() + "/" + what;
            l.problem = p.id();
            l.language = l.test = "-";
            l.skipped = why;
            l.counted = false;
            report.add(l);
        }
    if (options.validate) {
        validatePackage(*forced, options, build, report);
    } else {
        for (Problem& p : problems.all())  // a multi-pass problem's validators check nextpass.in
            if (p.package.multiPass) prepareInputValidators(p, build);
        const std::vector<CompileResult> compiled =
            compileEverything(solutions, root, cacheDir, options, box.isolation);
        std::map<const Problem*, TimeLimit> times;
        for (Problem& p : problems.all()) {
            times[&p] = timeLimitFor(p, options, solutions, compiled, box.isolation, work.path());
            if (!options.package.empty() || !p.package.timeLimit)
                std::printf("time limit: %s: %g s (%s)\n", p.id().c_str(), times[&p].cpuMs / 1000.0,
                            times[&p].from.c_str());
        }
        for (std::size_t i = 0; i < solutions.size(); ++i) {
            const Solution& s = solutions[i];
            const Problem& p = *s.problem;
            const Limits limits =
                s.language ? limitsFor(p, options, *s.language, times[&p]) : Limits{};
            judgeSolution(s, compiled[i], selectTests(p.package.tests, options.testFilters), limits,
                          box.isolation, work.path(), report);
        }
    }
    report.printSummary();
    if (jsonOut) {
        const std::string text = report.jsonText();
        std::fflush(stdout);
        if (::write(jsonFd.get(), text.data(), text.size()) != static_cast<ssize_t>(text.size()))
            return usageError(std::string("--json -: cannot write stdout: ") +
                              std::strerror(errno));
    } else if (!options.jsonPath.empty() && !report.writeJson(options.jsonPath)) {
        return usageError("cannot write " + options.jsonPath);
    }
    return static_cast<int>(report.failed() == 0 ? ExitStatus::AllAsExpected
                                                 : ExitStatus::SomethingFailed);
}

}  // namespace

int main(int argc, char* argv[]) {
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
    if (!options.printCompile.empty()) {
        const Like like = options.like.empty() ? Like::Local : *parseLike(options.like);
        std::printf("%s\n",
                    printedCompileCommand(*findLanguage(options.printCompile), like).c_str());
        return 0;
    }
    choosePython(options.python);
    std::error_code ec;
    const std::string root = fs::canonical(options.root, ec);
    if (ec || !fs::is_directory(root))
        return usageError("--root " + options.root + " is not a directory");
    return judgeAll(options, root);
}
