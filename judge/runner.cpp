// Process control for one run: fork, limits, user, the watch loop, group kill and orphan clean-up.
#include "runner.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "text.hpp"

extern char** environ;

namespace judge {

namespace {

using Clock = std::chrono::steady_clock;

// Process group of the program being run, for killRunningProgram; 0 when none.
volatile std::sig_atomic_t gRunningGroup = 0;

class Fd {
public:
    explicit Fd(int fd = -1) : fd_(fd) {}
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    ~Fd() { reset(); }
    int get() const { return fd_; }
    void reset() {
        if (fd_ >= 0) ::close(fd_);
        fd_ = -1;
    }

private:
    int fd_;
};

// The unprivileged user of isolated runs, looked up once (getpwnam is not async-signal-safe).
struct RunUser {
    bool drop = false;
    uid_t uid = 65534;
    gid_t gid = 65534;
    std::string name = "nobody";
};

const RunUser& runUser() {
    static const RunUser user = [] {
        RunUser u;
        u.drop = ::geteuid() == 0;
        if (!u.drop) {
            u.uid = ::getuid();
            u.gid = ::getgid();
            const passwd* self = ::getpwuid(u.uid);
            u.name = self ? self->pw_name : std::to_string(u.uid);
        } else if (const passwd* nobody = ::getpwnam("nobody")) {
            u.uid = nobody->pw_uid;
            u.gid = nobody->pw_gid;
        }
        return u;
    }();
    return user;
}

// Once per process: orphaned descendants are re-parented to the judge, and SIGCHLD is not
// ignored (an ignored SIGCHLD would reap children behind the judge's back, losing their status).
void prepareProcess() {
    static std::once_flag once;
    std::call_once(once, [] {
        ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
        ::signal(SIGCHLD, SIG_DFL);
    });
}

void setLimit(int resource, rlim_t soft, rlim_t hard) {
    struct rlimit rl {
        soft, hard
    };
    ::setrlimit(resource, &rl);
}

// Raises a soft limit as far as the hard limit allows.
void raiseSoftLimit(int resource, rlim_t want) {
    struct rlimit rl {};
    if (::getrlimit(resource, &rl) != 0) return;
    rl.rlim_cur = rl.rlim_max == RLIM_INFINITY ? want : std::min(want, rl.rlim_max);
    ::setrlimit(resource, &rl);
}

// The pipes between the judge and the child before exec: the child reports on `report` (an int:
// 0 when it is ready to exec, else an errno), then waits for one byte on `go`. Both are
// close-on-exec, so a successful exec shows as end-of-file on `report`.
struct ChildPipes {
    int report;
    int go;
};

// What the child needs, prepared before fork (no allocation after it).
struct ChildSetup {
    const RunRequest* request;
    char* const* argv;
    char* const* envp;
    int in, out, err, answer;  // answer: -1 when there is none
    ChildPipes pipes;
};

[[noreturn]] void childFailed(int report) {
    const int error = errno ? errno : EINVAL;
    (void)!::write(report, &error, sizeof error);
    ::_exit(127);
}

void setRunLimits(const RunRequest& r, bool drop) {
    const Limits& l = r.limits;
    const rlim_t cpuSeconds =
        static_cast<rlim_t>(std::max(1, r.segments) * ((l.cpuMs + 999) / 1000 + 1));
    setLimit(RLIMIT_CPU, cpuSeconds, cpuSeconds + 1);  // backstop; the watch loop is precise
    if (l.addressSpace) {
        const rlim_t as = static_cast<rlim_t>(l.memoryBytes) + (rlim_t{8} << 30);
        setLimit(RLIMIT_AS, as, as);  // backstop; resident size is polled
    }
    const rlim_t fsize = static_cast<rlim_t>(l.outputBytes) + 1;
    setLimit(RLIMIT_FSIZE, fsize, fsize);
    setLimit(RLIMIT_CORE, 0, 0);
    // A big C stack (deep recursion, a raised Python recursion limit), but not so big that the
    // threads' stacks (glibc makes them RLIMIT_STACK large) exhaust the address-space backstop.
    raiseSoftLimit(RLIMIT_STACK, static_cast<rlim_t>(std::min(l.memoryBytes, 64LL << 20)));
    if (drop)
        setLimit(RLIMIT_NPROC, static_cast<rlim_t>(l.processes), static_cast<rlim_t>(l.processes));
}

// In the child between fork and exec: only async-signal-safe calls.
[[noreturn]] void startChild(const ChildSetup& c) {
    const RunRequest& r = *c.request;
    ::setpgid(0, 0);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    ::signal(SIGPIPE, SIG_DFL);
    if (::dup2(c.in, 0) < 0 || ::dup2(c.out, 1) < 0 || ::dup2(c.err, 2) < 0)
        childFailed(c.pipes.report);
    if (c.answer >= 0 && ::dup2(c.answer, 3) < 0) childFailed(c.pipes.report);
#ifdef SYS_close_range
    // no stray fds after exec
    ::syscall(SYS_close_range, c.answer >= 0 ? 4U : 3U, ~0U, 4U /* CLOSE_RANGE_CLOEXEC */);
#endif
    const bool drop = r.isolate && runUser().drop;
    setRunLimits(r, drop);
    if (!r.cwd.empty() && ::chdir(r.cwd.c_str()) != 0) childFailed(c.pipes.report);
    if (drop && (::setgroups(0, nullptr) != 0 || ::setgid(runUser().gid) != 0 ||
                 ::setuid(runUser().uid) != 0))
        childFailed(c.pipes.report);
    const int ready = 0;
    char go = 0;
    if (::write(c.pipes.report, &ready, sizeof ready) != sizeof ready ||
        ::read(c.pipes.go, &go, 1) != 1)
        ::_exit(127);
    ::execve(c.argv[0], c.argv, c.envp);
    childFailed(c.pipes.report);
}

// utime + stime of a live (or zombie) process, from /proc/PID/stat; -1 when unreadable.
double procCpuMs(pid_t pid) {
    std::optional<std::string> stat = readFile("/proc/" + std::to_string(pid) + "/stat", 4096);
    if (!stat) return -1;
    std::size_t close = stat->rfind(')');  // the command name may hold spaces
    if (close == std::string::npos) return -1;
    std::vector<std::string> fields = splitTokens(stat->substr(close + 1));
    if (fields.size() < 13) return -1;  // fields[0] is field 3 (state); utime, stime are 14, 15
    double ticks = std::atof(fields[11].c_str()) + std::atof(fields[12].c_str());
    return ticks * 1000.0 / static_cast<double>(::sysconf(_SC_CLK_TCK));
}

// A "Name:   123 kB" field of /proc/PID/status in bytes; -1 when unreadable.
long long statusBytes(pid_t pid, const char* name) {
    std::optional<std::string> status =
        readFile("/proc/" + std::to_string(pid) + "/status", 1 << 14);
    if (!status) return -1;
    std::size_t at = status->find(std::string("\n") + name + ":");
    if (at == std::string::npos) return -1;
    return std::atoll(status->c_str() + at + std::strlen(name) + 2) * 1024;
}

// The traced program: its peak read at its exit stop, if it stopped there.
struct Trace {
    bool on = false;
    long long exitPeak = -1;
};

// Handles one ptrace stop: at the exit stop it reads the peak; a signal is passed on.
void resumeFromStop(pid_t pid, int status, Trace& trace, bool passSignals) {
    const int event = status >> 16;
    int deliver = 0;
    if (event == PTRACE_EVENT_EXIT)
        trace.exitPeak = statusBytes(pid, "VmHWM");
    else if (event == 0 && passSignals)
        deliver = WSTOPSIG(status);
    ::ptrace(PTRACE_CONT, pid, nullptr, reinterpret_cast<void*>(static_cast<long>(deliver)));
}

// Whether the program has ended. WNOWAIT leaves the zombie in place, so its pid (and process
// group id) cannot be reused before the group is killed. Stops of a traced program are handled.
bool hasEnded(pid_t pid, Trace& trace) {
    for (;;) {
        siginfo_t info;
        std::memset(&info, 0, sizeof info);
        const int flags = WEXITED | WNOHANG | WNOWAIT | (trace.on ? WSTOPPED : 0);
        if (::waitid(P_PID, static_cast<id_t>(pid), &info, flags) < 0) return true;
        if (info.si_pid != pid) return false;
        if (info.si_code != CLD_TRAPPED && info.si_code != CLD_STOPPED) return true;
        int status = 0;
        if (::waitpid(pid, &status, WNOHANG | __WALL) == pid && WIFSTOPPED(status))
            resumeFromStop(pid, status, trace, true);
    }
}

// CPU and wall limits per segment: a segment ends when the answer file grows.
struct Segment {
    long long answerSize = 0;
    double cpuStart = 0;
    Clock::time_point wallStart;
};

long long fileSize(int fd) {
    struct stat st {};
    return fd >= 0 && ::fstat(fd, &st) == 0 ? static_cast<long long>(st.st_size) : 0;
}

// Polls until the program ends or breaks a limit; returns the limit it broke. peak gets the
// largest resident size seen (VmHWM: the kernel's high-water mark since exec).
KillReason watch(pid_t pid, const RunRequest& r, int answerFd, Trace& trace, long long& peak,
                 double& segmentCpu) {
    Segment segment{0, 0, Clock::now()};
    for (int round = 0;; ++round) {
        if (hasEnded(pid, trace)) return KillReason::None;
        peak = std::max(peak, statusBytes(pid, "VmHWM"));
        if (peak > r.limits.memoryBytes) return KillReason::Memory;
        const double cpu = procCpuMs(pid);
        if (const long long size = fileSize(answerFd); size != segment.answerSize)
            segment = {size, cpu, Clock::now()};
        segmentCpu = cpu - segment.cpuStart;
        if (segmentCpu > r.limits.cpuMs) return KillReason::Cpu;
        double wall =
            std::chrono::duration<double, std::milli>(Clock::now() - segment.wallStart).count();
        if (wall > r.limits.wallMs) return KillReason::Wall;
        std::this_thread::sleep_for(std::chrono::microseconds(round < 50 ? 500 : 3000));
    }
}

// Reads the child's int report; -1 at end-of-file (after a successful exec), EIO if garbled.
int readReport(int fd) {
    int value = 0;
    ssize_t got;
    while ((got = ::read(fd, &value, sizeof value)) < 0 && errno == EINTR) {}
    if (got == 0) return -1;
    return got == static_cast<ssize_t>(sizeof value) ? value : EIO;
}

// Lets the child exec once it is ready (tracing it from then on when ptrace allows), and returns
// 0 when exec succeeded, else the errno of the failure. copyPeak gets the child's resident
// high-water mark just before exec: its copy of the judge, which Linux counts into ru_maxrss as
// well (the maximum is kept across exec).
int releaseChild(pid_t pid, ChildPipes pipes, bool traced, Trace& trace, long long& copyPeak) {
    const int ready = readReport(pipes.report);
    if (ready != 0) return ready < 0 ? ECHILD : ready;
    const long options = PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL;
    trace.on =
        traced && ::ptrace(PTRACE_SEIZE, pid, nullptr, reinterpret_cast<void*>(options)) == 0;
    copyPeak = statusBytes(pid, "VmHWM");
    const char go = 'g';
    if (::write(pipes.go, &go, 1) != 1) return errno;
    const int afterExec = readReport(pipes.report);
    return afterExec < 0 ? 0 : afterExec;
}

// Reaps the killed program, letting a traced one run through its remaining stops.
bool reap(pid_t pid, Trace& trace, int& status, struct rusage& usage) {
    for (;;) {
        const pid_t got = ::wait4(pid, &status, __WALL, &usage);
        if (got < 0 && errno == EINTR) continue;
        if (got != pid) return false;
        if (!WIFSTOPPED(status)) return true;
        resumeFromStop(pid, status, trace, false);
    }
}

std::vector<pid_t> pidsIn(const std::string& text) {
    std::vector<pid_t> pids;
    for (const std::string& pid : splitTokens(text))
        pids.push_back(static_cast<pid_t>(std::atol(pid.c_str())));
    return pids;
}

// Children of this process from /proc/self/task/*/children; nothing if the kernel lacks them.
std::optional<std::vector<pid_t>> childrenFromTasks() {
    DIR* tasks = ::opendir("/proc/self/task");
    if (!tasks) return std::nullopt;
    std::optional<std::vector<pid_t>> kids;
    while (dirent* task = ::readdir(tasks)) {
        if (task->d_name[0] == '.') continue;
        std::optional<std::string> list =
            readFile(std::string("/proc/self/task/") + task->d_name + "/children", 1 << 20);
        if (!list) continue;
        if (!kids) kids.emplace();
        for (pid_t pid : pidsIn(*list)) kids->push_back(pid);
    }
    ::closedir(tasks);
    return kids;
}

// Children of this process by their parent pid in /proc/PID/stat: slower, works everywhere.
std::vector<pid_t> childrenFromProcScan() {
    std::vector<pid_t> kids;
    DIR* proc = ::opendir("/proc");
    if (!proc) return kids;
    const std::string self = std::to_string(::getpid());
    while (dirent* entry = ::readdir(proc)) {
        if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
        std::optional<std::string> stat =
            readFile(std::string("/proc/") + entry->d_name + "/stat", 4096);
        std::size_t close = stat ? stat->rfind(')') : std::string::npos;
        if (close == std::string::npos) continue;
        std::vector<std::string> fields = splitTokens(stat->substr(close + 1));  // state, ppid, ...
        if (fields.size() > 1 && fields[1] == self)
            kids.push_back(static_cast<pid_t>(std::atol(entry->d_name)));
    }
    ::closedir(proc);
    return kids;
}

std::vector<pid_t> childrenOfSelf() {
    if (std::optional<std::vector<pid_t>> kids = childrenFromTasks()) return *kids;
    return childrenFromProcScan();
}

Fd openFile(const std::string& path, int flags) {
    return Fd(::open(path.c_str(), flags | O_CLOEXEC, 0644));
}

// Without an exit stop: ru_maxrss is the larger of the program's peak and its copy of the judge
// (see releaseChild), so it is the program's own peak when it clearly exceeds the copy.
// "Clearly": the kernel keeps RSS in per-CPU counters, and both numbers may be off by a few
// hundred KiB. Otherwise the largest VmHWM seen while polling, a lower bound, stands in for it.
long long programPeak(long long maxrss, long long copyPeak, long long sampled) {
    const long long slack = 2LL << 20;
    if (copyPeak < 0) return maxrss;  // no /proc: nothing better to go by
    return maxrss > copyPeak + slack ? maxrss : std::max(sampled, 0LL);
}

void finish(RunResult& result, int status, const struct rusage& usage) {
    result.exited = WIFEXITED(status);
    result.exitCode = result.exited ? WEXITSTATUS(status) : 0;
    result.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    auto ms = [](const timeval& t) {
        return static_cast<double>(t.tv_sec) * 1000.0 + static_cast<double>(t.tv_usec) / 1000.0;
    };
    result.cpuMs = ms(usage.ru_utime) + ms(usage.ru_stime);
}

// The environment of an isolated run: nothing of the judge's, which may hold secrets or options
// that change how a runtime behaves (JAVA_TOOL_OPTIONS, PYTHONPATH).
std::vector<std::string> cleanEnvironment(const RunRequest& r) {
    return {"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8",
            "HOME=" + (r.cwd.empty() ? "/" : r.cwd)};
}

std::vector<char*> pointers(std::vector<std::string>& words) {
    std::vector<char*> out;
    for (std::string& w : words) out.push_back(w.data());
    out.push_back(nullptr);
    return out;
}

}  // namespace

bool dropsPrivileges() { return runUser().drop; }
std::string runUserName() { return runUser().name; }
unsigned runUid() { return runUser().uid; }

void killRunningProgram() {
    const pid_t group = static_cast<pid_t>(gRunningGroup);
    if (group > 0) ::kill(-group, SIGKILL);
}

int killOrphans() {
    int killed = 0;
    for (int round = 0; round < 100000; ++round) {
        std::vector<pid_t> kids = childrenOfSelf();
        if (kids.empty()) break;
        for (pid_t kid : kids) {
            ::kill(-kid, SIGKILL);  // its group, if it leads one (e.g. after setsid)
            ::kill(kid, SIGKILL);
            ::waitpid(kid, nullptr, __WALL);  // its own children are now ours: next round
            ++killed;
        }
    }
    return killed;
}

RunResult runProgram(const RunRequest& request) {
    prepareProcess();
    RunResult result;
    if (request.argv.empty()) {
        result.startError = "nothing to run";
        return result;
    }
    Fd in = openFile(request.inputPath, O_RDONLY);
    Fd out = openFile(request.outputPath, O_WRONLY | O_CREAT | O_TRUNC);
    Fd err = openFile(request.errorPath, O_WRONLY | O_CREAT | O_TRUNC);
    Fd answer = request.answerPath.empty()
                    ? Fd()
                    : openFile(request.answerPath, O_WRONLY | O_CREAT | O_TRUNC);
    int report[2], go[2];
    if (in.get() < 0 || out.get() < 0 || err.get() < 0 ||
        (!request.answerPath.empty() && answer.get() < 0) || ::pipe2(report, O_CLOEXEC) < 0) {
        result.startError = std::string("cannot open files: ") + std::strerror(errno);
        return result;
    }
    // The program's own files, so that it may reopen them (/proc/self/fd/3, as a JVM must).
    const bool drop = request.isolate && runUser().drop;
    if (drop)
        for (int fd : {out.get(), err.get(), answer.get()})
            if (fd >= 0) (void)!::fchown(fd, runUser().uid, runUser().gid);
    Fd reportRead(report[0]), reportWrite(report[1]);
    if (::pipe2(go, O_CLOEXEC) < 0) {
        result.startError = std::string("pipe: ") + std::strerror(errno);
        return result;
    }
    Fd goRead(go[0]), goWrite(go[1]);
    std::vector<std::string> args = request.argv;
    std::vector<std::string> env;
    if (request.isolate) env = cleanEnvironment(request);
    std::vector<char*> argv = pointers(args), envp = pointers(env);

    const Clock::time_point start = Clock::now();
    const pid_t pid = ::fork();
    if (pid < 0) {
        result.startError = std::string("fork: ") + std::strerror(errno);
        return result;
    }
    if (pid == 0)
        startChild({&request,
                    argv.data(),
                    request.isolate ? envp.data() : environ,
                    in.get(),
                    out.get(),
                    err.get(),
                    answer.get(),
                    {reportWrite.get(), goRead.get()}});
    ::setpgid(pid, pid);  // also here, so the group exists before anything is killed
    result.pid = pid;
    gRunningGroup = pid;
    reportWrite.reset();
    goRead.reset();

    Trace trace;
    long long copyPeak = 0, sampledPeak = 0;
    // Solutions are traced; the kit's own programs are not (a sanitizer's leak check must trace
    // the program itself, and a process has one tracer).
    const int execError =
        releaseChild(pid, {reportRead.get(), goWrite.get()}, request.isolate, trace, copyPeak);
    if (!execError)
        result.killedFor =
            watch(pid, request, answer.get(), trace, sampledPeak, result.segmentCpuMs);
    ::kill(-pid, SIGKILL);
    ::kill(pid, SIGKILL);  // in case it left the group
    int status = 0;
    struct rusage usage {};
    const bool waited = reap(pid, trace, status, usage);
    gRunningGroup = 0;
    result.wallMs = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    killOrphans();

    if (execError) {
        result.startError = "cannot run " + request.argv[0] + ": " + std::strerror(execError);
        if (drop) result.startError += " (as user " + runUser().name + ")";
    } else if (!waited) {
        result.startError = "lost track of the program (wait4 failed)";
    }
    if (!result.startError.empty()) return result;
    result.started = true;
    finish(result, status, usage);
    result.exactPeak = trace.exitPeak > 0;
    result.peakBytes =
        result.exactPeak
            ? std::max(trace.exitPeak, sampledPeak)
            : programPeak(static_cast<long long>(usage.ru_maxrss) * 1024, copyPeak, sampledPeak);
    result.outputBytes = fileSize(out.get());
    result.answerBytes = fileSize(answer.get());
    return result;
}

std::string signalName(int signal) {
    static const std::pair<int, const char*> names[] = {
        {SIGHUP, "SIGHUP"},   {SIGINT, "SIGINT"},   {SIGQUIT, "SIGQUIT"}, {SIGILL, "SIGILL"},
        {SIGTRAP, "SIGTRAP"}, {SIGABRT, "SIGABRT"}, {SIGBUS, "SIGBUS"},   {SIGFPE, "SIGFPE"},
        {SIGKILL, "SIGKILL"}, {SIGUSR1, "SIGUSR1"}, {SIGSEGV, "SIGSEGV"}, {SIGUSR2, "SIGUSR2"},
        {SIGPIPE, "SIGPIPE"}, {SIGALRM, "SIGALRM"}, {SIGTERM, "SIGTERM"}, {SIGXCPU, "SIGXCPU"},
        {SIGXFSZ, "SIGXFSZ"}, {SIGSYS, "SIGSYS"},
    };
    for (const auto& [number, name] : names)
        if (number == signal) return name;
    return "signal " + std::to_string(signal);
}

}  // namespace judge
