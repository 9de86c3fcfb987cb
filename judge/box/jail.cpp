// The judge's side of a run: the plan made, the keeper started and released, the run ended and
// reaped, and the registry of running boxes that the signal handlers read.
#include <fcntl.h>
#include <sched.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <optional>
#include <thread>

#include "../text.hpp"
#include "box.hpp"
#include "keeper.hpp"
#include "seccomp.hpp"

namespace judge {

using namespace box;

// The four pipes between the judge and the keeper: [0] reads, [1] writes.
struct Jail::Pipes {
    Fd start[2], report[2], result[2], go[2];

    // Opens them and names the keeper's ends in the plan, with every fd the keeper keeps.
    bool open(Plan& p, std::string& error) {
        if (!Fd::pipe(start) || !Fd::pipe(report) || !Fd::pipe(result) || !Fd::pipe(go)) {
            error = std::string("pipe2: ") + std::strerror(errno);
            return false;
        }
        p.start = start[0].get();
        p.report = report[1].get();
        p.result = result[1].get();
        p.go = go[0].get();
        p.keep = {p.in, p.out, p.err, p.answer, p.start, p.report, p.result, p.go};
        p.keep.erase(std::remove(p.keep.begin(), p.keep.end(), -1), p.keep.end());
        std::sort(p.keep.begin(), p.keep.end());
        return true;
    }
};

namespace {

// The registry of the boxes running now, for killRunningPrograms (a signal handler: plain atomics). A
// run reserves its slot before its keeper starts, so a full registry refuses the run instead of
// starting one the handler cannot see; the slot holds the keeper's pid from its start until the
// judge reaps it, and outside a pid namespace the program's pid and a pidfd of it, which tells
// whether that pid is still the program's (a pid is reused once its process has been reaped).
constexpr int kReserved = -1;
std::atomic<int> gKeepers[kMaxBoxes];
std::atomic<int> gPrograms[kMaxBoxes];
std::atomic<int> gProgramFds[kMaxBoxes];

int reserveSlot() {
    for (int slot = 0; slot < kMaxBoxes; ++slot) {
        int expected = 0;
        if (gKeepers[slot].compare_exchange_strong(expected, kReserved)) {
            gPrograms[slot] = 0;
            gProgramFds[slot] = -1;
            return slot;
        }
    }
    return -1;
}

// A slot, waiting while the registry is full: every run holding one ends, by its own limits.
int awaitSlot() {
    int slot;
    while ((slot = reserveSlot()) < 0) std::this_thread::sleep_for(std::chrono::milliseconds(2));
    return slot;
}

void freeSlot(int slot) {
    if (slot < 0) return;
    gPrograms[slot] = 0;
    gProgramFds[slot] = -1;
    gKeepers[slot] = 0;
}

int pidfdSignal(int pidfd, int sig) {
    return static_cast<int>(::syscall(SYS_pidfd_send_signal, pidfd, sig, nullptr, 0U));
}

// SIGKILL to a program outside a pid namespace and to its process group, only while `pidfd`
// says the pid is still the program's (alive, or a zombie nobody has reaped). Async-signal-safe.
void killProgram(pid_t program, int pidfd) {
    if (program <= 0 || pidfd < 0 || pidfdSignal(pidfd, 0) != 0) return;
    ::kill(-program, SIGKILL);
    pidfdSignal(pidfd, SIGKILL);
}

bool writeProc(pid_t pid, const char* file, const std::string& text) {
    return writeFile("/proc/" + std::to_string(pid) + "/" + file, text);
}

// The keeper's uid and gid maps: the box's 1000 is nobody outside (or the judge's own user).
bool writeMaps(pid_t keeper, std::string& error) {
    const OuterUser& u = outerUser();
    const std::string uid = std::to_string(kBoxId) + " " + std::to_string(u.uid) + " 1\n";
    const std::string gid = std::to_string(kBoxId) + " " + std::to_string(u.gid) + " 1\n";
    const bool ok = (u.root || writeProc(keeper, "setgroups", "deny")) &&
                    writeProc(keeper, "uid_map", uid) && writeProc(keeper, "gid_map", gid);
    if (!ok) error = std::string("cannot write the box's uid map: ") + std::strerror(errno);
    return ok;
}

// The keeper's one child (the program), in the judge's pid namespace.
pid_t onlyChild(pid_t keeper) {
    std::optional<std::string> list = readFile("/proc/" + std::to_string(keeper) + "/task/" +
                                               std::to_string(keeper) + "/children");
    std::vector<std::string> pids = splitTokens(list.value_or(""));
    return pids.size() == 1 ? static_cast<pid_t>(std::atol(pids[0].c_str())) : 0;
}

bool readMessage(int fd, Message& m) {
    ssize_t got;
    while ((got = ::read(fd, &m, sizeof m)) < 0 && errno == EINTR) {}
    return got == static_cast<ssize_t>(sizeof m);
}

std::string describe(const Message& m) {
    return std::string(m.step) + ": " + std::strerror(m.error);
}

// The command, its environment and fds, its limits and who it runs as, into the plan.
bool planCommand(Plan& p, const JailRequest& request, std::string& error) {
    if (request.argv.empty()) {
        error = "nothing to run";
        return false;
    }
    p.isolation = request.isolation;
    for (const std::string& a : request.argv) p.argv.push_back(const_cast<char*>(keepText(p, a)));
    p.argv.push_back(nullptr);
    for (const std::string& e : request.env) p.envp.push_back(const_cast<char*>(keepText(p, e)));
    p.envp.push_back(nullptr);
    if (!request.cwd.empty()) p.cwd = keepText(p, request.cwd);
    p.in = request.in;
    p.out = request.out;
    p.err = request.err;
    p.answer = request.answer;
    p.limits = request.limits;
    p.pinned = !request.cpus.empty();
    CPU_ZERO(&p.cpus);
    for (int cpu : request.cpus)
        if (cpu >= 0 && cpu < CPU_SETSIZE) CPU_SET(cpu, &p.cpus);
    p.judgeIsRoot = outerUser().root;
    p.nobodyUid = outerUser().uid;
    p.nobodyGid = outerUser().gid;
    p.dropToNobody = request.isolation == Isolation::Rlimits && p.judgeIsRoot;
    return true;
}

// A confined run's seccomp filter; false (the run refused) where the filter is not written.
bool planFilter(Plan& p, std::string& error) {
    if (p.isolation == Isolation::None) return true;
    if (!seccompFilterHere()) {
        error = "the box's seccomp filter is written for x86-64 only: confined runs refused";
        return false;
    }
    p.filter = denyList();
    p.program = {static_cast<unsigned short>(p.filter.size()), p.filter.data()};
    return true;
}

// Namespaces: the box itself, its own files at fds above every fd the keeper keeps.
bool planBox(Plan& p, const JailRequest& request, std::string& error) {
    if (p.isolation != Isolation::Namespaces && !request.system.empty()) {
        error = "the toolchain root " + request.system +
                " is shown only by a box with namespaces (" + isolationName(p.isolation) + " here)";
        return false;
    }
    if (p.isolation != Isolation::Namespaces) return true;
    const int firstFd = planSystem(p, request.tmpBytes, request.system, p.keep.back() + 1);
    if (!planPaths(p, request.paths, firstFd, request.system, error)) return false;
    addStep(p, Op::Pivot, kNewRoot);
    addStep(p, Op::Hostname, "box");
    return true;
}

// The keeper, in new namespaces (a raw clone: the child must not touch the C library's locks) or
// as a plain fork.
pid_t forkKeeper(Isolation isolation) {
    const long flags = CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC |
                       CLONE_NEWUTS | CLONE_NEWCGROUP;
    return isolation == Isolation::Namespaces
               ? static_cast<pid_t>(::syscall(SYS_clone, flags | SIGCHLD, 0, 0, 0, 0))
               : ::fork();
}

}  // namespace

Jail::Jail(const JailRequest& request) : isolation_(request.isolation) {
    Plan p;
    Pipes pipes;
    if (!planCommand(p, request, error_) || !planFilter(p, error_) || !pipes.open(p, error_) ||
        !planBox(p, request, error_))
        return;
    slot_ = request.awaitSlot ? awaitSlot() : reserveSlot();
    if (slot_ < 0) {
        error_ = "the registry of running boxes is full (" + std::to_string(kMaxBoxes) +
                 " runs at once): refused";
        return;
    }
    if (!startKeeper(p, pipes)) return;
    if (!awaitReady(pipes.start[1])) {
        go_.reset();  // a program waiting for release() ends at once
        kill();
        finish();
    }
}

// Forks the keeper and keeps the judge's ends of the pipes; false when the fork failed.
bool Jail::startKeeper(const Plan& plan, Pipes& pipes) {
    const pid_t pid = forkKeeper(isolation_);
    if (pid == 0) keeperMain(plan);
    for (Fd* keepers : {&pipes.start[0], &pipes.report[1], &pipes.result[1], &pipes.go[0]})
        keepers->reset();
    report_ = std::move(pipes.report[0]);
    result_ = std::move(pipes.result[0]);
    go_ = std::move(pipes.go[1]);
    if (pid < 0) {
        error_ = std::string(isolation_ == Isolation::Namespaces ? "clone" : "fork") + ": " +
                 std::strerror(errno);
        freeSlot(slot_);
        slot_ = -1;
        return false;
    }
    keeper_ = pid;
    gKeepers[slot_] = pid;
    return true;
}

// Lets the keeper start (its uid maps written) and waits for its "ready"; false with error_ set.
bool Jail::awaitReady(Fd& start) {
    bool ok = isolation_ != Isolation::Namespaces || writeMaps(keeper_, error_);
    ok = ok && ::write(start.get(), "s", 1) == 1;
    start.reset();
    if (!ok) return false;
    Message m{};
    if (!readMessage(report_.get(), m)) {
        error_ = "the keeper ended before the program started";
        return false;
    }
    if (m.error != 0) {
        error_ = describe(m);
        return false;
    }
    return findProgram(m.pid) && watchProgram();
}

// The program's pid in the judge's view: the keeper's one child in a pid namespace, else the pid
// the keeper reported.
bool Jail::findProgram(int reportedPid) {
    program_ = isolation_ == Isolation::Namespaces ? onlyChild(keeper_) : reportedPid;
    if (program_ > 0) return true;
    error_ = "cannot find the program's pid";
    return false;
}

// Outside a pid namespace the program is killed by its pid: a pidfd, taken while it waits for
// release(), tells later whether that pid is still the program's.
bool Jail::watchProgram() {
    if (isolation_ == Isolation::Namespaces) return true;
    pidfd_.reset(static_cast<int>(::syscall(SYS_pidfd_open, program_, 0U)));
    if (!pidfd_.valid()) {
        error_ = std::string("pidfd_open: ") + std::strerror(errno);
        return false;
    }
    gProgramFds[slot_] = pidfd_.get();
    gPrograms[slot_] = program_;
    return true;
}

int Jail::release() {
    if (::write(go_.get(), "g", 1) != 1) return errno ? errno : EPIPE;
    go_.reset();
    Message m{};
    const int error = readMessage(report_.get(), m) ? (m.error ? m.error : EIO) : 0;
    if (m.error) error_ = describe(m);
    return error;
}

bool Jail::ended() const {
    if (reaped_ || keeper_ <= 0) return true;
    siginfo_t info;
    std::memset(&info, 0, sizeof info);
    if (::waitid(P_PID, static_cast<id_t>(keeper_), &info, WEXITED | WNOHANG | WNOWAIT) < 0)
        return true;
    return info.si_pid == keeper_;
}

void Jail::kill() const {
    if (keeper_ <= 0 || reaped_) return;
    if (isolation_ == Isolation::Namespaces) {
        ::kill(keeper_, SIGKILL);
        return;
    }
    killProgram(program_, pidfd_.get());
}

KeeperReport Jail::finish() {
    KeeperReport r;
    if (keeper_ > 0 && !reaped_) {
        // The keeper's end is awaited first and its slot freed before it is reaped: until then
        // its pid (and so the slot's) cannot be another process's.
        siginfo_t info{};
        while (::waitid(P_PID, static_cast<id_t>(keeper_), &info, WEXITED | WNOWAIT) < 0 &&
               errno == EINTR) {}
        freeSlot(slot_);
        slot_ = -1;
        int status = 0;
        while (::waitpid(keeper_, &status, __WALL) < 0 && errno == EINTR) {}
        reaped_ = true;
    }
    if (result_.valid()) {
        KeeperReport got;
        ssize_t n;
        while ((n = ::read(result_.get(), &got, sizeof got)) < 0 && errno == EINTR) {}
        if (n == static_cast<ssize_t>(sizeof got)) r = got;
        result_.reset();
    }
    return r;
}

Jail::~Jail() {
    if (!reaped_) {
        kill();
        finish();
    }
    freeSlot(slot_);  // (a run refused before its keeper started)
}

void killRunningPrograms() {
    for (int slot = 0; slot < kMaxBoxes; ++slot) {
        const int keeper = gKeepers[slot].load();
        if (keeper <= 0) continue;
        killProgram(gPrograms[slot].load(), gProgramFds[slot].load());
        ::kill(keeper, SIGKILL);
    }
}

}  // namespace judge
