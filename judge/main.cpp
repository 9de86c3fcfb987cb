// build/bin/judge: compiles the kit's solutions (in parallel, cached), runs each on the tests of
// its problem under limits, checks the answers and prints one line per (solution, test).
// Exit status: 0 when everything is as expected, 1 when something failed, 2 on usage errors.
#include <sys/wait.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <thread>

#include "cgroup.hpp"
#include "compile.hpp"
#include "languages.hpp"
#include "options.hpp"
#include "report.hpp"
#include "runner.hpp"
#include "session.hpp"
#include "text.hpp"

using namespace judge;

namespace {

int usageError(const std::string& message) {
    std::fprintf(stderr, "error: %s\n", message.c_str());
    return static_cast<int>(ExitStatus::UsageError);
}

bool isDirectory(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

// A scratch directory for the programs' stdout and stderr, removed on exit, and by the signal
// handler when the judge is interrupted (its paths are kept in plain arrays for that).
const char* const kScratchFiles[] = {"out", "err", "testcases", "answers", "run"};
constexpr int kScratch = 6;
char gScratch[kScratch][PATH_MAX + 16];  // the files, then the directory; empty when there is none

void removeScratch() {  // async-signal-safe
    for (const char* path : gScratch)
        if (*path && ::unlink(path) != 0 && ::rmdir(path) != 0 && errno == ENOTEMPTY) {
            // the run directory, with the files of the solution being judged
            if (const pid_t pid = ::fork(); pid == 0) {
                ::execl("/bin/rm", "rm", "-rf", path, static_cast<char*>(nullptr));
                ::_exit(127);
            } else if (pid > 0) {
                ::waitpid(pid, nullptr, 0);
                ::rmdir(path);
            }
        }
}

class WorkDir {
public:
    WorkDir() {
        const char* tmp = std::getenv("TMPDIR");
        std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/judge-XXXXXX";
        if (pattern.size() > PATH_MAX || !::mkdtemp(pattern.data())) return;
        ::chmod(pattern.c_str(), 0711);  // an unprivileged run must reach its run directory
        path_ = pattern;
        for (int i = 0; i + 1 < kScratch; ++i)
            std::snprintf(gScratch[i], sizeof gScratch[i], "%s/%s", path_.c_str(),
                          kScratchFiles[i]);
        std::snprintf(gScratch[kScratch - 1], sizeof gScratch[kScratch - 1], "%s", path_.c_str());
    }
    ~WorkDir() {
        removeScratch();
        for (char* path : gScratch) *path = '\0';
    }
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

// Interrupted (Ctrl-C, a closed pipe, kill): stop the running program, clean up, then die of
// the signal as if there were no handler.
void onFatalSignal(int sig) {
    killRunningProgram();
    removeScratch();
    ::signal(sig, SIG_DFL);
    ::raise(sig);
}

void setUpSignals() {
    ::signal(SIGCHLD,
             SIG_DFL);  // an inherited "ignore" would reap children behind the judge's back
    struct sigaction action {};
    action.sa_handler = onFatalSignal;
    sigemptyset(&action.sa_mask);
    for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE}) ::sigaction(sig, &action, nullptr);
}

std::vector<CompileResult> compileEverything(const std::vector<Solution>& solutions,
                                             const std::string& root, const std::string& cacheDir,
                                             const Options& options, Isolation isolation) {
    std::vector<CompileJob> compileJobs;
    for (const Solution& s : solutions)
        compileJobs.push_back(compileJobFor(s, root, isolation, options.compile));
    const int jobs = options.jobs > 0
                         ? options.jobs
                         : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    const bool verbose = options.verbose;
    std::vector<CompileResult> compiled = compileAll(compileJobs, cacheDir, jobs);
    if (verbose)
        for (const CompileResult& c : compiled)
            std::fprintf(stderr, "%s%s\n", c.cached ? "(cached) " : "", c.command.c_str());
    return compiled;
}

int judgeAll(const Options& options, const std::string& root,
             const std::vector<Solution>& solutions) {
    const std::string cacheDir =
        options.cacheDir.empty() ? root + "/build/judge-cache" : options.cacheDir;
    if (!makeDirs(cacheDir)) return usageError("cannot create the cache directory " + cacheDir);
    if (!options.jsonPath.empty() && !writeFile(options.jsonPath, "{}\n"))
        return usageError("cannot write " + options.jsonPath);
    WorkDir work;
    if (work.path().empty())
        return usageError("cannot create a scratch directory under $TMPDIR or /tmp");

    // How solutions and compilers are boxed: decided once, said once.
    std::string warning, error;
    const Isolation isolation = chooseIsolation(options.sandbox, warning, error);
    if (!error.empty()) return usageError(error);
    if (!warning.empty()) std::printf("warning: %s\n", warning.c_str());
    if (options.sandbox == SandboxMode::Off)
        turnOffCgroups();
    else if (cgroupSupport().version == 0)
        std::printf(
            "warning: no cgroup for the runs (%s): memory is measured and limited per "
            "process, and CPU time is watched on the main process only\n",
            cgroupSupport().reason.c_str());
    std::printf("sandbox: %s\n", sandboxName(isolation).c_str());
    std::vector<CompileResult> compiled =
        compileEverything(solutions, root, cacheDir, options, isolation);

    std::size_t width = 0;
    for (const Solution& s : solutions) width = std::max(width, s.display.size());
    Report report(colourWanted(), options.verbose, width);
    std::map<std::string, std::vector<TestCase>> testsOf;
    for (std::size_t i = 0; i < solutions.size(); ++i) {
        const Problem& p = *solutions[i].problem;
        if (!testsOf.count(p.id))
            testsOf[p.id] = findTests(root + "/testdata/" + p.id, options.testFilters);
        judgeSolution(solutions[i], compiled[i], testsOf[p.id],
                      limitsFor(p, options, *solutions[i].language), isolation, work.path(),
                      report);
    }
    report.printSummary();
    if (!options.jsonPath.empty() && !report.writeJson(options.jsonPath))
        std::fprintf(stderr, "error: cannot write %s\n", options.jsonPath.c_str());
    if (solutions.empty())
        std::fprintf(stderr, "judge: no solutions found under %s/solutions\n", root.c_str());
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
        std::printf("%s\n", printedCompileCommand(*findLanguage(options.printCompile)).c_str());
        return 0;
    }
    choosePython(options.python);
    char rootBuf[PATH_MAX];
    if (!isDirectory(options.root) || !::realpath(options.root.c_str(), rootBuf))
        return usageError("--root " + options.root + " is not a directory");
    const std::string root = rootBuf;
    const Problem* forced = options.problem.empty() ? nullptr : findProblem(options.problem);

    std::vector<Solution> solutions;
    if (options.files.empty()) {
        if (!isDirectory(root + "/solutions"))
            return usageError("no solutions/ folder under " + root + " (see --root)");
        solutions = discoverSolutions(root, forced);
    } else {
        const Language* language =
            options.language.empty() ? nullptr : findLanguage(options.language);
        NamedSolutions named = namedSolutions(options.files, root, forced, language);
        if (!named.error.empty()) return usageError(named.error);
        solutions = named.solutions;
    }
    setUpSignals();
    return judgeAll(options, root, solutions);
}
