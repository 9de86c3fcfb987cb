// One run: its files, its cgroup, its jail, the watch loop and the figures at the end.
#include "runner.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include "fd.hpp"
#include "text.hpp"

namespace judge {

namespace {

using Clock = std::chrono::steady_clock;

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

long long fileSize(int fd) {
    struct stat st {};
    return fd >= 0 && ::fstat(fd, &st) == 0 ? static_cast<long long>(st.st_size) : 0;
}

// stdin: a sealed memory file with a copy of the input (readable, seekable, not writable).
int sealedCopy(const std::string& path) {
    Fd file(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (!file.valid()) return -1;
    Fd memory(::memfd_create("stdin", MFD_CLOEXEC | MFD_ALLOW_SEALING));
    if (!memory.valid()) return -1;
    const long long size = fileSize(file.get());
    for (long long done = 0; done < size;) {
        const ssize_t sent =
            ::sendfile(memory.get(), file.get(), nullptr, static_cast<std::size_t>(size - done));
        if (sent <= 0) return -1;
        done += sent;
    }
    const int seals = F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL;
    if (::fcntl(memory.get(), F_ADD_SEALS, seals) != 0 || ::lseek(memory.get(), 0, SEEK_SET) != 0)
        return -1;
    return memory.release();
}

int openOutput(const std::string& path) {
    return ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
}

// The files of one run, opened by the judge and handed to the program as fds 0 to 3.
struct RunFiles {
    Fd in, out, err, answer;
    std::string error;

    explicit RunFiles(const RunRequest& r)
        : in(r.inputFd >= 0 ? ::fcntl(r.inputFd, F_DUPFD_CLOEXEC, 3) : sealedCopy(r.inputPath)),
          out(r.outputFd >= 0 ? ::fcntl(r.outputFd, F_DUPFD_CLOEXEC, 3) : openOutput(r.outputPath)),
          err(r.errorPath == r.outputPath ? ::fcntl(out.get(), F_DUPFD_CLOEXEC, 3)
                                          : openOutput(r.errorPath)),
          answer(r.answerPath.empty() ? -1 : openOutput(r.answerPath)) {
        if (in.get() < 0 || out.get() < 0 || err.get() < 0 ||
            (!r.answerPath.empty() && answer.get() < 0))
            error = std::string("cannot open the run's files: ") + std::strerror(errno);
        // The program may reopen its own files (/proc/self/fd/3, as a JVM must) as nobody.
        if (r.isolation != Isolation::None)
            for (int fd : {out.get(), err.get(), answer.get()})
                if (fd >= 0) (void)giveToBoxUser(fd);
    }
};

// The environment of a confined run: the request's, else the box's (defaults.hpp).
std::vector<std::string> environmentOf(const RunRequest& r) {
    return r.env.empty() ? boxEnvironment() : r.env;
}

ChildLimits childLimits(const RunRequest& r) {
    const Limits& l = r.limits;
    ChildLimits c;
    c.cpuSeconds = static_cast<long long>(std::max(1, r.segments)) * ((l.cpuMs + 999) / 1000 + 1);
    c.fileSize = l.fileBytes > 0 ? l.fileBytes : l.outputBytes + 1;
    // A big C stack (deep recursion, a raised Python recursion limit). The threads' stacks (glibc
    // makes them RLIMIT_STACK large) get room beside the address-space backstop: eight of them.
    c.stack = l.stackBytes > 0 ? l.stackBytes : std::min(l.memoryBytes, 64LL << 20);
    if (l.addressSpace) c.addressSpace = l.memoryBytes + (8LL << 30) + 8 * c.stack;
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

thread_local std::vector<std::vector<int>> tPinned;  // pinThreadRuns

// The CPUs of the index-th program of a round started by this thread; empty: not pinned.
std::vector<int> pinnedCpus(std::size_t index) {
    return tPinned.empty() ? std::vector<int>{} : tPinned[index % tPinned.size()];
}

// One run from start to finish: its files, its cgroup, its jail, and the limits it is watched for.
// poll() is one round of the watch loop, so that several runs can be watched at once.
class Run {
public:
    explicit Run(const RunRequest& request, std::size_t index = 0)
        : r_(request), files_(request), cpus_(pinnedCpus(index)) {
        result_.isolation = r_.isolation;
        if (!files_.error.empty()) {
            result_.startError = files_.error;
            return;
        }
        if (r_.isolation != Isolation::None && cgroupSupport().version != 0) {
            std::string error;
            group_ = RunGroup::create(r_.limits.memoryBytes, r_.limits.processes, error);
            if (!group_) {
                result_.startError = "cannot make the run's cgroup: " + error;
                return;
            }
        }
        start_ = Clock::now();
        jail_ = std::make_unique<Jail>(jailRequest());
        if (!jail_->error().empty()) {
            result_.startError = "cannot start the run: " + jail_->error();
            return;
        }
        result_.pid = jail_->program();
        // A pipe is the program's alone now: the judge's copy would keep the other end waiting.
        if (r_.inputFd >= 0) files_.in.reset();
        if (r_.outputFd >= 0) files_.out.reset();
        if (group_ && !group_->join(jail_->program()))
            result_.startError =
                std::string("cannot move the program into its cgroup: ") + std::strerror(errno);
        // Its copy of the judge, which Linux counts into ru_maxrss as well (the maximum is kept
        // across exec).
        copyPeak_ = statusBytes(jail_->program(), "VmHWM");
    }

    // Lets the program exec; false when it cannot run (finish() says why).
    bool start() {
        if (!result_.startError.empty()) return false;
        execError_ = jail_->release();
        segment_ = {0, 0, Clock::now()};
        return execError_ == 0;
    }

    // One round of watching: true while the program runs within its limits.
    bool poll() {
        if (ended_) return false;
        if (jail_->ended()) {
            ended_ = true;
        } else if ((result_.killedFor = brokenLimit()) != KillReason::None) {
            jail_->kill();
            ended_ = true;
        }
        return !ended_;
    }

    RunResult finish() {
        if (!result_.startError.empty()) return result_;
        const KeeperReport report = jail_->finish();
        result_.wallMs = msSince(start_);
        if (execError_ != 0) {
            result_.startError = "cannot run " + r_.argv[0] + ": " + jail_->error();
            return result_;
        }
        result_.started = true;
        setEnding(result_, report);
        setFigures(result_, report, group_.get(), sample_, copyPeak_);
        result_.killedFor =
            settledKill(result_.killedFor, result_.cpuMs - segment_.cpuStart, r_.limits);
        result_.outputBytes = fileSize(files_.out.get());
        return result_;
    }

private:
    JailRequest jailRequest() const {
        JailRequest j;
        j.isolation = r_.isolation;
        j.argv = r_.argv;
        j.env = environmentOf(r_);
        j.cwd = r_.cwd;
        j.paths = r_.paths;
        j.system = r_.system;
        j.tmpBytes = r_.limits.memoryBytes / 2;
        j.in = files_.in.get();
        j.out = files_.out.get();
        j.err = files_.err.get();
        j.answer = files_.answer.get();
        j.limits = childLimits(r_);
        j.cpus = cpus_;
        j.awaitSlot = true;  // many runs at once (-j): a full registry is a wait, never a failure
        return j;
    }

    // The limit the program has broken so far, if any; updates the figures.
    KillReason brokenLimit() {
        const Limits& l = r_.limits;
        Sample& s = sample_;
        s.ownPeak = std::max(s.ownPeak, statusBytes(jail_->program(), "VmHWM"));
        if (group_) s.treeNow = group_->usageBytes();
        if (s.ownPeak > l.memoryBytes || s.treeNow > l.memoryBytes) return KillReason::Memory;
        const double cpu = group_ ? group_->cpuMs() : procCpuMs(jail_->program());
        if (cpu >= 0) s.cpuMs = cpu;
        if (const long long size = fileSize(files_.answer.get()); size != segment_.answerSize)
            segment_ = {size, s.cpuMs, Clock::now()};
        if (s.cpuMs - segment_.cpuStart > l.cpuMs) return KillReason::Cpu;
        if (msSince(segment_.wallStart) > l.wallMs) return KillReason::Wall;
        if (fileSize(files_.out.get()) > l.outputBytes) return KillReason::Output;
        return KillReason::None;
    }

    const RunRequest& r_;
    RunFiles files_;
    std::vector<int> cpus_;
    std::unique_ptr<RunGroup> group_;
    std::unique_ptr<Jail> jail_;
    Clock::time_point start_ = Clock::now();
    long long copyPeak_ = 0;
    int execError_ = 0;
    bool ended_ = false;
    Sample sample_;
    Segment segment_;
    RunResult result_;
};

void pause(int round) {
    std::this_thread::sleep_for(std::chrono::microseconds(round < 50 ? 500 : 3000));
}

std::atomic<void (*)(const std::string&)> gUnboxedCheck{nullptr};

void afterRun(const RunRequest& r) {
    if (r.isolation != Isolation::Rlimits) return;
    if (void (*check)(const std::string&) = gUnboxedCheck.load()) check(r.argv.at(0));
}

}  // namespace

KillReason settledKill(KillReason seen, double segmentCpuMs, const Limits& limits) {
    return seen == KillReason::Wall && segmentCpuMs > limits.cpuMs ? KillReason::Cpu : seen;
}

void checkAfterUnboxedRuns(void (*check)(const std::string& program)) { gUnboxedCheck = check; }

void pinThreadRuns(std::vector<std::vector<int>> cores) { tPinned = std::move(cores); }

RunResult runProgram(const RunRequest& request) {
    Run run(request);
    if (run.start())
        for (int round = 0; run.poll(); ++round) pause(round);
    RunResult result = run.finish();
    afterRun(request);
    return result;
}

std::vector<RunResult> runTogether(
    const std::vector<RunRequest>& requests, int& firstEnded, const std::vector<int>& handOver,
    const std::function<void(const std::vector<bool>& running)>& eachRound) {
    std::vector<std::unique_ptr<Run>> runs;
    for (std::size_t i = 0; i < requests.size(); ++i)
        runs.push_back(std::make_unique<Run>(requests[i], i));
    for (int fd : handOver) ::close(fd);
    std::vector<bool> running;
    for (auto& run : runs) running.push_back(run->start());
    firstEnded = -1;
    for (int round = 0;; ++round) {
        bool any = false;
        for (std::size_t i = 0; i < runs.size(); ++i) {
            if (!running[i]) continue;
            running[i] = runs[i]->poll();
            if (!running[i] && firstEnded < 0) firstEnded = static_cast<int>(i);
            any = any || running[i];
        }
        if (eachRound) eachRound(running);
        if (!any) break;
        pause(round);
    }
    std::vector<RunResult> results;
    for (auto& run : runs) results.push_back(run->finish());
    for (const RunRequest& r : requests) afterRun(r);
    return results;
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
