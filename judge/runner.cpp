// Process control for one run: fork, limits, the watch loop, group kill and orphan clean-up.
#include "runner.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <mutex>
#include <optional>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

#include "text.hpp"

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
    ~Fd() { if (fd_ >= 0) ::close(fd_); }
    int get() const { return fd_; }
    void reset() { if (fd_ >= 0) ::close(fd_); fd_ = -1; }

private:
    int fd_;
};

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
    struct rlimit rl {soft, hard};
    ::setrlimit(resource, &rl);
}

// The pipes between the judge and the child before exec: the child reports on `report` (an int:
// 0 when it is ready to exec, else an errno), then waits for one byte on `go`. Both are
// close-on-exec, so a successful exec shows as end-of-file on `report`.
struct ChildPipes {
    int report;
    int go;
};

[[noreturn]] void childFailed(int report) {
    const int error = errno ? errno : EINVAL;
    (void)!::write(report, &error, sizeof error);
    ::_exit(127);
}

// In the child between fork and exec: only async-signal-safe calls.
[[noreturn]] void startChild(const RunRequest& r, char* const argv[], int in, int out, int err, ChildPipes pipes) {
    ::setpgid(0, 0);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    ::signal(SIGPIPE, SIG_DFL);
    if (::dup2(in, 0) < 0 || ::dup2(out, 1) < 0 || ::dup2(err, 2) < 0) childFailed(pipes.report);
#ifdef SYS_close_range
    ::syscall(SYS_close_range, 3U, ~0U, 4U /* CLOSE_RANGE_CLOEXEC */);  // no stray fds after exec
#endif
    const rlim_t cpuSeconds = static_cast<rlim_t>((r.limits.cpuMs + 999) / 1000 + 1);
    setLimit(RLIMIT_CPU, cpuSeconds, cpuSeconds + 1);  // backstop; the watch loop is precise
    const rlim_t as = static_cast<rlim_t>(r.limits.memoryBytes) + (rlim_t{4} << 30);
    setLimit(RLIMIT_AS, as, as);                       // backstop; resident size is polled
    const rlim_t fsize = static_cast<rlim_t>(r.limits.outputBytes) + 1;
    setLimit(RLIMIT_FSIZE, fsize, fsize);
    setLimit(RLIMIT_CORE, 0, 0);
    const int ready = 0;
    char go = 0;
    if (::write(pipes.report, &ready, sizeof ready) != sizeof ready || ::read(pipes.go, &go, 1) != 1) ::_exit(127);
    ::execv(argv[0], argv);
    childFailed(pipes.report);
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
long long statusBytes(const std::string& pid, const char* name) {
    std::optional<std::string> status = readFile("/proc/" + pid + "/status", 1 << 14);
    if (!status) return -1;
    std::size_t at = status->find(std::string("\n") + name + ":");
    if (at == std::string::npos) return -1;
    return std::atoll(status->c_str() + at + std::strlen(name) + 2) * 1024;
}

bool hasEnded(pid_t pid) {
    siginfo_t info;
    std::memset(&info, 0, sizeof info);
    // WNOWAIT leaves the zombie in place, so its pid (and process group id) cannot be reused
    // before the group is killed.
    if (::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) < 0) return true;
    return info.si_pid == pid;
}

// Polls until the program ends or breaks a limit; returns the limit it broke. peak gets the
// largest resident size seen (VmHWM: the kernel's high-water mark since exec).
KillReason watch(pid_t pid, const Limits& limits, Clock::time_point start, long long& peak) {
    const std::string id = std::to_string(pid);
    for (int round = 0;; ++round) {
        if (hasEnded(pid)) return KillReason::None;
        peak = std::max(peak, statusBytes(id, "VmHWM"));
        if (peak > limits.memoryBytes) return KillReason::Memory;
        if (procCpuMs(pid) > limits.cpuMs) return KillReason::Cpu;
        double wall = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        if (wall > limits.wallMs) return KillReason::Wall;
        std::this_thread::sleep_for(std::chrono::microseconds(round < 50 ? 500 : 3000));
    }
}

// Reads the child's int report; -1 at end-of-file (after a successful exec), EIO if garbled.
int readReport(int fd) {
    int value = 0;
    ssize_t got;
    while ((got = ::read(fd, &value, sizeof value)) < 0 && errno == EINTR) {
    }
    if (got == 0) return -1;
    return got == static_cast<ssize_t>(sizeof value) ? value : EIO;
}

// Lets the child exec once it is ready, and returns 0 when exec succeeded, else the errno of
// the failure. copyPeak gets the child's resident high-water mark just before exec: its copy of
// the judge, which Linux counts into ru_maxrss as well (the maximum is kept across exec).
int releaseChild(pid_t pid, ChildPipes pipes, long long& copyPeak) {
    const int ready = readReport(pipes.report);
    if (ready != 0) return ready < 0 ? ECHILD : ready;
    copyPeak = statusBytes(std::to_string(pid), "VmHWM");
    const char go = 'g';
    if (::write(pipes.go, &go, 1) != 1) return errno;
    const int afterExec = readReport(pipes.report);
    return afterExec < 0 ? 0 : afterExec;
}

std::vector<pid_t> pidsIn(const std::string& text) {
    std::vector<pid_t> pids;
    for (const std::string& pid : splitTokens(text)) pids.push_back(static_cast<pid_t>(std::atol(pid.c_str())));
    return pids;
}

// Children of this process from /proc/self/task/*/children; nothing if the kernel lacks them.
std::optional<std::vector<pid_t>> childrenFromTasks() {
    DIR* tasks = ::opendir("/proc/self/task");
    if (!tasks) return std::nullopt;
    std::optional<std::vector<pid_t>> kids;
    while (dirent* task = ::readdir(tasks)) {
        if (task->d_name[0] == '.') continue;
        std::optional<std::string> list = readFile(std::string("/proc/self/task/") + task->d_name + "/children", 1 << 20);
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
        std::optional<std::string> stat = readFile(std::string("/proc/") + entry->d_name + "/stat", 4096);
        std::size_t close = stat ? stat->rfind(')') : std::string::npos;
        if (close == std::string::npos) continue;
        std::vector<std::string> fields = splitTokens(stat->substr(close + 1));  // state, ppid, ...
        if (fields.size() > 1 && fields[1] == self) kids.push_back(static_cast<pid_t>(std::atol(entry->d_name)));
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

// ru_maxrss is the larger of the program's peak and its copy of the judge (see releaseChild), so
// it is the program's own peak when it clearly exceeds the copy. "Clearly": the kernel keeps RSS
// in per-CPU counters, and both numbers may be off by a few hundred KiB. Otherwise (a program
// smaller than the judge, e.g. under a sanitizer build) the largest VmHWM seen while polling, a
// lower bound, stands in for it.
long long programPeak(long long maxrss, long long copyPeak, long long sampled) {
    const long long slack = 2LL << 20;
    if (copyPeak < 0) return maxrss;  // no /proc: nothing better to go by
    return maxrss > copyPeak + slack ? maxrss : std::max(sampled, 0LL);
}

void finish(RunResult& result, int status, const struct rusage& usage) {
    result.exited = WIFEXITED(status);
    result.exitCode = result.exited ? WEXITSTATUS(status) : 0;
    result.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    auto ms = [](const timeval& t) { return static_cast<double>(t.tv_sec) * 1000.0 + static_cast<double>(t.tv_usec) / 1000.0; };
    result.cpuMs = ms(usage.ru_utime) + ms(usage.ru_stime);
}

}  // namespace

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
            ::waitpid(kid, nullptr, 0);  // its own children are now ours: next round
            ++killed;
        }
    }
    return killed;
}

RunResult runProgram(const RunRequest& request) {
    prepareProcess();
    RunResult result;
    Fd in = openFile(request.inputPath, O_RDONLY);
    Fd out = openFile(request.outputPath, O_WRONLY | O_CREAT | O_TRUNC);
    Fd err = openFile(request.errorPath, O_WRONLY | O_CREAT | O_TRUNC);
    int report[2], go[2];
    if (in.get() < 0 || out.get() < 0 || err.get() < 0 || ::pipe2(report, O_CLOEXEC) < 0) {
        result.startError = std::string("cannot open files: ") + std::strerror(errno);
        return result;
    }
    Fd reportRead(report[0]), reportWrite(report[1]);
    if (::pipe2(go, O_CLOEXEC) < 0) {
        result.startError = std::string("pipe: ") + std::strerror(errno);
        return result;
    }
    Fd goRead(go[0]), goWrite(go[1]);
    std::string program = request.program;
    char* argv[] = {program.data(), nullptr};

    const Clock::time_point start = Clock::now();
    const pid_t pid = ::fork();
    if (pid < 0) {
        result.startError = std::string("fork: ") + std::strerror(errno);
        return result;
    }
    if (pid == 0) startChild(request, argv, in.get(), out.get(), err.get(), {reportWrite.get(), goRead.get()});
    ::setpgid(pid, pid);  // also here, so the group exists before anything is killed
    result.pid = pid;
    gRunningGroup = pid;
    reportWrite.reset();
    goRead.reset();

    long long copyPeak = 0, sampledPeak = 0;
    const int execError = releaseChild(pid, {reportRead.get(), goWrite.get()}, copyPeak);
    if (!execError) result.killedFor = watch(pid, request.limits, start, sampledPeak);
    ::kill(-pid, SIGKILL);
    ::kill(pid, SIGKILL);  // in case it left the group
    int status = 0;
    struct rusage usage {};
    const bool waited = ::wait4(pid, &status, 0, &usage) == pid;
    gRunningGroup = 0;
    result.wallMs = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    killOrphans();

    if (execError) result.startError = "cannot run " + request.program + ": " + std::strerror(execError);
    else if (!waited) result.startError = "lost track of the program (wait4 failed)";
    if (!result.startError.empty()) return result;
    result.started = true;
    finish(result, status, usage);
    result.peakBytes = programPeak(static_cast<long long>(usage.ru_maxrss) * 1024, copyPeak, sampledPeak);
    struct stat st {};
    if (::fstat(out.get(), &st) == 0) result.outputBytes = static_cast<long long>(st.st_size);
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
