// One run: its files, its cgroup, its jail, the watch loop and the figures at the end.
#include "runner.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include "cgroup.hpp"
#include "text.hpp"

namespace judge {

namespace {

using Clock = std::chrono::steady_clock;

class Fd {
public:
    explicit Fd(int fd = -1) : fd_(fd) {}
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    ~Fd() {
        if (fd_ >= 0) ::close(fd_);
    }
    int get() const { return fd_; }

private:
    int fd_;
};

double msSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// utime + stime of a live process, from /proc/PID/stat; -1 when unreadable.
double procCpuMs(pid_t pid) {
    std::optional<std::string> stat = readFile("/proc/" + std::to_string(pid) + "/stat", 4096);
    if (!stat) return -1;
    const std::size_t close = stat->rfind(')');  // the command name may hold spaces
    if (close == std::string::npos) return -1;
    std::vector<std::string> fields = splitTokens(stat->substr(close + 1));
    if (fields.size() < 13) return -1;  // fields[0] is field 3 (state); utime, stime are 14, 15
    const double ticks = std::atof(fields[11].c_str()) + std::atof(fields[12].c_str());
    return ticks * 1000.0 / static_cast<double>(::sysconf(_SC_CLK_TCK));
}

// A "Name:   123 kB" field of /proc/PID/status in bytes; -1 when unreadable.
long long statusBytes(pid_t pid, const char* name) {
    std::optional<std::string> status =
        readFile("/proc/" + std::to_string(pid) + "/status", 1 << 14);
    if (!status) return -1;
    const std::size_t at = status->find(std::string("\n") + name + ":");
    if (at == std::string::npos) return -1;
    return std::atoll(status->c_str() + at + std::strlen(name) + 2) * 1024;
}

long long fileSize(int fd) {
    struct stat st {};
    return fd >= 0 && ::fstat(fd, &st) == 0 ? static_cast<long long>(st.st_size) : 0;
}

// stdin: a sealed memory file with a copy of the input (readable, seekable, not writable).
int sealedCopy(const std::string& path) {
    Fd file(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (file.get() < 0) return -1;
    const int memory = ::memfd_create("stdin", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (memory < 0) return -1;
    const long long size = fileSize(file.get());
    for (long long done = 0; done < size;) {
        const ssize_t sent =
            ::sendfile(memory, file.get(), nullptr, static_cast<std::size_t>(size - done));
        if (sent <= 0) {
            ::close(memory);
            return -1;
        }
        done += sent;
    }
    const int seals = F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL;
    if (::fcntl(memory, F_ADD_SEALS, seals) != 0 || ::lseek(memory, 0, SEEK_SET) != 0) {
        ::close(memory);
        return -1;
    }
    return memory;
}

int openOutput(const std::string& path) {
    return ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
}

// The files of one run, opened by the judge and handed to the program as fds 0 to 3.
struct RunFiles {
    Fd in, out, err, answer;
    std::string error;

    explicit RunFiles(const RunRequest& r)
        : in(sealedCopy(r.inputPath)), out(openOutput(r.outputPath)),
          err(r.errorPath == r.outputPath ? ::dup(out.get()) : openOutput(r.errorPath)),
          answer(r.answerPath.empty() ? -1 : openOutput(r.answerPath)) {
        if (in.get() < 0 || out.get() < 0 || err.get() < 0 ||
            (!r.answerPath.empty() && answer.get() < 0))
            error = std::string("cannot open the run's files: ") + std::strerror(errno);
        // The program may reopen its own files (/proc/self/fd/3, as a JVM must) as nobody.
        if (r.isolation != Isolation::None && dropsPrivileges())
            for (int fd : {out.get(), err.get(), answer.get()})
                if (fd >= 0) (void)!::fchown(fd, outerUid(), outerGid());
    }
};

// The environment of a confined run: nothing of the judge's, which may hold secrets or options
// that change how a runtime behaves (JAVA_TOOL_OPTIONS, PYTHONPATH).
std::vector<std::string> environmentOf(const RunRequest& r) {
    if (!r.env.empty()) return r.env;
    return {"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8", "HOME=/tmp"};
}

ChildLimits childLimits(const RunRequest& r) {
    const Limits& l = r.limits;
    ChildLimits c;
    c.cpuSeconds = static_cast<long long>(std::max(1, r.segments)) * ((l.cpuMs + 999) / 1000 + 1);
    if (l.addressSpace) c.addressSpace = l.memoryBytes + (8LL << 30);
    c.fileSize = l.fileBytes > 0 ? l.fileBytes : l.outputBytes + 1;
    // A big C stack (deep recursion, a raised Python recursion limit), but not so big that the
    // threads' stacks (glibc makes them RLIMIT_STACK large) exhaust the address-space backstop.
    c.stack = std::min(l.memoryBytes, 64LL << 20);
    c.processes = l.processes;
    return c;
}

// The figures the watch loop keeps up to date.
struct Sample {
    long long ownPeak = 0;  // the program's own VmHWM
    long long treeNow = 0;  // the cgroup's memory now
    double cpuMs = 0;       // the tree's (cgroup) or the program's CPU time
};

// CPU and wall limits per segment: a segment ends when the answer file grows.
struct Segment {
    long long answerSize = 0;
    double cpuStart = 0;
    Clock::time_point wallStart;
};

// Polls until the run ends or breaks a limit; returns the limit it broke.
KillReason watch(const Jail& jail, const RunRequest& r, const RunGroup* group, int outFd,
                 int answerFd, Sample& s) {
    const Limits& l = r.limits;
    Segment segment{0, 0, Clock::now()};
    for (int round = 0;; ++round) {
        if (jail.ended()) return KillReason::None;
        s.ownPeak = std::max(s.ownPeak, statusBytes(jail.program(), "VmHWM"));
        if (group) s.treeNow = group->usageBytes();
        if (s.ownPeak > l.memoryBytes || s.treeNow > l.memoryBytes) return KillReason::Memory;
        const double cpu = group ? group->cpuMs() : procCpuMs(jail.program());
        if (cpu >= 0) s.cpuMs = cpu;
        if (const long long size = fileSize(answerFd); size != segment.answerSize)
            segment = {size, s.cpuMs, Clock::now()};
        if (s.cpuMs - segment.cpuStart > l.cpuMs) return KillReason::Cpu;
        if (msSince(segment.wallStart) > l.wallMs) return KillReason::Wall;
        if (fileSize(outFd) > l.outputBytes) return KillReason::Output;
        std::this_thread::sleep_for(std::chrono::microseconds(round < 50 ? 500 : 3000));
    }
}

// Without an exit stop: ru_maxrss is the larger of the program's peak and its copy of the judge,
// so it is the program's own peak when it clearly exceeds the copy. "Clearly": the kernel keeps
// RSS in per-CPU counters, and both numbers may be off by a few hundred KiB. Otherwise the largest
// VmHWM seen while polling, a lower bound, stands in for it.
long long untracedPeak(long long maxrss, long long copyPeak, long long sampled) {
    const long long slack = 2LL << 20;
    if (copyPeak < 0) return maxrss;  // no /proc: nothing better to go by
    return maxrss > copyPeak + slack ? maxrss : std::max(sampled, 0LL);
}

void setEnding(RunResult& result, const KeeperReport& report) {
    if (!report.complete) {  // the judge killed the keeper (and the box with it)
        result.signal = SIGKILL;
        return;
    }
    result.exited = WIFEXITED(report.status);
    result.exitCode = result.exited ? WEXITSTATUS(report.status) : 0;
    result.signal = WIFSIGNALED(report.status) ? WTERMSIG(report.status) : 0;
}

void setFigures(RunResult& result, const KeeperReport& report, const RunGroup* group,
                const Sample& s, long long copyPeak) {
    if (group) {
        result.wholeTree = true;
        result.cpuMs = std::max(s.cpuMs, group->cpuMs());
        result.oomKilled = group->oomKilled();
    } else {
        result.cpuMs = report.complete ? static_cast<double>(report.treeCpuUs) / 1000.0 : s.cpuMs;
    }
    result.exactPeak = report.exitPeakBytes > 0;
    long long own = s.ownPeak;
    if (result.exactPeak)
        own = std::max(own, report.exitPeakBytes);
    else if (report.complete)
        own = untracedPeak(report.maxrssKiB * 1024, copyPeak, s.ownPeak);
    result.peakBytes = group ? std::max(own, group->peakBytes()) : own;
}

// Every jail running now, for killRunningProgram (jail.cpp keeps the list).
}  // namespace

bool dropsPrivileges() { return ::geteuid() == 0; }

void killRunningProgram() { killAllJails(); }

RunResult runProgram(const RunRequest& request) {
    RunResult result;
    result.isolation = request.isolation;
    RunFiles files(request);
    if (!files.error.empty()) {
        result.startError = files.error;
        return result;
    }
    std::unique_ptr<RunGroup> group;
    if (request.isolation != Isolation::None && cgroupSupport().version != 0) {
        std::string error;
        group = RunGroup::create(request.limits.memoryBytes, request.limits.processes, error);
        if (!group) {
            result.startError = "cannot make the run's cgroup: " + error;
            return result;
        }
    }
    JailRequest j;
    j.isolation = request.isolation;
    j.argv = request.argv;
    j.env = environmentOf(request);
    j.cwd = request.cwd;
    j.paths = request.paths;
    j.tmpBytes = request.limits.memoryBytes / 2;
    j.in = files.in.get();
    j.out = files.out.get();
    j.err = files.err.get();
    j.answer = files.answer.get();
    j.limits = childLimits(request);

    const Clock::time_point start = Clock::now();
    Jail jail(j);
    if (!jail.error().empty()) {
        result.startError = "cannot start the run: " + jail.error();
        return result;
    }
    result.pid = jail.program();
    if (group && !group->join(jail.program())) {
        result.startError =
            std::string("cannot move the program into its cgroup: ") + std::strerror(errno);
        return result;
    }
    // Its copy of the judge, which Linux counts into ru_maxrss as well (the maximum is kept
    // across exec).
    const long long copyPeak = statusBytes(jail.program(), "VmHWM");
    const int execError = jail.release();
    Sample sample;
    if (execError == 0)
        result.killedFor =
            watch(jail, request, group.get(), files.out.get(), files.answer.get(), sample);
    jail.kill();
    const KeeperReport report = jail.finish();
    result.wallMs = msSince(start);
    if (execError != 0) {
        result.startError = "cannot run " + request.argv[0] + ": " + jail.error();
        return result;
    }
    result.started = true;
    setEnding(result, report);
    setFigures(result, report, group.get(), sample, copyPeak);
    result.outputBytes = fileSize(files.out.get());
    return result;
}

std::string sandboxName(Isolation isolation, bool tree) {
    if (isolation == Isolation::None) return isolationName(isolation);
    return std::string(isolationName(isolation)) +
           (tree ? ", cgroup v" + std::to_string(cgroupSupport().version) : ", no cgroup");
}

std::string sandboxName(Isolation isolation) {
    return sandboxName(isolation, cgroupSupport().version != 0);
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
