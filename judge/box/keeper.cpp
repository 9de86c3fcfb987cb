// The keeper and the program between fork and exec: the plan carried out with system calls only
// (no allocation, no locks; async-signal-safe pieces throughout).
#include "keeper.hpp"

#include <fcntl.h>
#include <linux/capability.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>

extern char** environ;

namespace judge::box {

namespace {

// The keeper may start as a raw clone of a judge that runs threads: the C library still believes
// those threads exist, so anything that reaches them (setuid and setgroups, which it applies to
// every thread; fork, which takes its locks) would wait forever. The child side therefore makes
// these system calls itself.

long rawFork() { return ::syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0); }
bool rawSetgroupsNone() { return ::syscall(SYS_setgroups, 0, nullptr) == 0; }
bool rawSetresgid(gid_t g) { return ::syscall(SYS_setresgid, g, g, g) == 0; }
bool rawSetresuid(uid_t u) { return ::syscall(SYS_setresuid, u, u, u) == 0; }

std::size_t length(const char* s) {
    std::size_t n = 0;
    while (s[n]) ++n;
    return n;
}

void sendMessage(int fd, int error, int pid, const char* step) {
    Message m{};
    m.error = error;
    m.pid = pid;
    const std::size_t n = std::min(length(step), sizeof m.step - 1);
    std::memcpy(m.step, step, n);
    (void)!::write(fd, &m, sizeof m);
}

[[noreturn]] void failed(const Plan& p, const char* step) {
    sendMessage(p.report, errno ? errno : EINVAL, 0, step);
    ::_exit(127);
}

// "/proc/<pid>/<file>" into buf.
void procPath(char* buf, pid_t pid, const char* file) {
    char digits[16];
    int n = 0;
    for (unsigned v = static_cast<unsigned>(pid); n == 0 || v > 0; v /= 10)
        digits[n++] = static_cast<char>('0' + v % 10);
    std::memcpy(buf, "/proc/", 6);
    std::size_t at = 6;
    while (n > 0) buf[at++] = digits[--n];
    buf[at++] = '/';
    std::memcpy(buf + at, file, length(file) + 1);
}

// The fds a step keeps open: a sorted list (no allocation: a pointer and a count).
struct Kept {
    const int* fds;
    std::size_t count;
    bool has(int fd) const { return std::binary_search(fds, fds + count, fd); }
};

// Calls f(name) for each entry of the folder open as `dir` but . and ..; false when it cannot be
// read to its end.
template <class F>
bool forEachEntry(int dir, F f) {
    if (::lseek(dir, 0, SEEK_SET) != 0) return false;
    // struct linux_dirent64: d_ino (8 bytes), d_off (8), d_reclen (2), d_type (1), d_name.
    alignas(8) char buf[4096];
    for (long got; (got = ::syscall(SYS_getdents64, dir, buf, sizeof buf)) != 0;) {
        if (got < 0) return false;
        for (long at = 0; at < got;) {
            unsigned short reclen = 0;
            std::memcpy(&reclen, buf + at + 16, sizeof reclen);
            const char* name = buf + at + 19;
            at += reclen;
            if (std::strcmp(name, ".") != 0 && std::strcmp(name, "..") != 0) f(name);
        }
    }
    return true;
}

// Closes (cloexec: marks close-on-exec) every fd from `from` up that `keep` does not hold, one
// fd at a time, by a walk over /proc/self/fd; false when the folder cannot be read.
bool walkFds(unsigned from, Kept keep, bool cloexec) {
    const int dir = ::open("/proc/self/fd", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir < 0) return false;
    bool ok = true;
    const bool read = forEachEntry(dir, [&](const char* name) {
        int fd = 0;
        for (const char* c = name; *c; ++c) fd = fd * 10 + (*c - '0');
        if (!ok || fd == dir || static_cast<unsigned>(fd) < from || keep.has(fd)) return;
        if (!cloexec)
            ::close(fd);  // (Linux frees the number even when close reports an error)
        else if (::fcntl(fd, F_SETFD, FD_CLOEXEC) != 0)
            ok = false;
    });
    ::close(dir);
    return read && ok;
}

// The same by close_range (Linux 5.9, CLOSE_RANGE_CLOEXEC 5.11), one range between kept fds at a
// time; a kernel without it gets the walk. False when neither works: the caller fails the run.
bool closeFds(unsigned from, Kept keep, bool cloexec) {
    const unsigned flags = cloexec ? 4U /* CLOSE_RANGE_CLOEXEC */ : 0U;
    unsigned at = from;
    bool ranged = true;
    for (std::size_t i = 0; ranged && i < keep.count; ++i) {
        const unsigned fd = static_cast<unsigned>(keep.fds[i]);
        if (fd < at) continue;
        if (fd > at) ranged = ::syscall(SYS_close_range, at, fd - 1, flags) == 0;
        at = fd + 1;
    }
    if (ranged && ::syscall(SYS_close_range, at, ~0U, flags) == 0) return true;
    return walkFds(from, keep, cloexec);
}

void defaultSignals() {
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    for (int sig = 1; sig < NSIG; ++sig)
        if (sig != SIGKILL && sig != SIGSTOP) ::signal(sig, SIG_DFL);
}

// Keep: the capabilities permitted now become effective (the keeper builds the box with them);
// Drop: none is left, permitted, effective or inheritable.
enum class Caps { Keep, Drop };

bool setCaps(Caps caps) {
    __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct data[2] = {};
    if (caps == Caps::Keep && ::syscall(SYS_capget, &header, data) != 0) return false;
    for (auto& d : data) {
        if (caps == Caps::Drop) d.permitted = d.inheritable = 0;
        d.effective = d.permitted;
    }
    return ::syscall(SYS_capset, &header, data) == 0;
}

// The keeper becomes the box's user (uid and gid 1000 inside) and keeps its capabilities in the
// new namespaces for building the box.
void becomeBoxUser(const Plan& p) {
    if (p.judgeIsRoot && !rawSetgroupsNone()) failed(p, "setgroups");
    if (!rawSetresgid(kBoxId)) failed(p, "setresgid");
    if (::prctl(PR_SET_KEEPCAPS, 1, 0, 0, 0) != 0) failed(p, "PR_SET_KEEPCAPS");
    if (!rawSetresuid(kBoxId)) failed(p, "setresuid");
    if (!setCaps(Caps::Keep)) failed(p, "capset");
}

bool runStep(const Step& s) {
    switch (s.op) {
        case Op::Private:
            return ::mount(nullptr, s.target, nullptr, MS_REC | MS_PRIVATE, nullptr) == 0;
        case Op::Open: {
            const int fd = ::open(s.target, O_PATH | O_CLOEXEC);
            const int want = static_cast<int>(s.flags);
            if (fd < 0 || fd == want) return fd == want;
            const bool moved = ::dup3(fd, want, O_CLOEXEC) == want;
            ::close(fd);
            return moved;
        }
        case Op::Tmpfs: return ::mount("tmpfs", s.target, "tmpfs", s.flags, s.source) == 0;
        case Op::Mkdir:
            return ::mkdir(s.target, static_cast<mode_t>(s.flags)) == 0 || errno == EEXIST;
        case Op::Touch: {
            const int fd = ::open(s.target, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
            return fd >= 0 && ::close(fd) == 0;
        }
        case Op::Bind: return ::mount(s.source, s.target, nullptr, MS_BIND | s.flags, nullptr) == 0;
        case Op::ReadOnly:
            return ::mount(nullptr, s.target, nullptr, MS_REMOUNT | MS_BIND | s.flags, nullptr) ==
                   0;
        case Op::Symlink: return ::symlink(s.source, s.target) == 0;
        case Op::Proc:
            return ::mount("proc", s.target, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, nullptr) ==
                   0;
        case Op::Write: {
            const int fd = ::open(s.target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
            const std::size_t n = length(s.source);
            const bool ok = fd >= 0 && ::write(fd, s.source, n) == static_cast<ssize_t>(n);
            return fd >= 0 && ::close(fd) == 0 && ok;
        }
        case Op::Pivot:
            return ::chdir(s.target) == 0 && ::syscall(SYS_pivot_root, ".", ".") == 0 &&
                   ::umount2(".", MNT_DETACH) == 0 && ::chdir("/") == 0 &&
                   ::mount(nullptr, "/", nullptr,
                           MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) == 0;
        case Op::Hostname: return ::sethostname(s.target, length(s.target)) == 0;
    }
    return false;
}

const char* stepName(const Step& s) {
    switch (s.op) {
        case Op::Private: return "make the mounts private";
        case Op::Open: return "open a path of the box";
        case Op::Tmpfs: return "mount a tmpfs";
        case Op::Mkdir: return "mkdir";
        case Op::Touch: return "create a mount point";
        case Op::Bind: return "bind mount";
        case Op::ReadOnly: return "remount read-only";
        case Op::Symlink: return "symlink";
        case Op::Proc: return "mount /proc";
        case Op::Write: return "write a file";
        case Op::Pivot: return "pivot_root";
        case Op::Hostname: return "sethostname";
    }
    return "?";
}

// Opens `path` (a folder, for reading) as fd `want`.
bool openFolderAs(const char* path, int want) {
    const int fd = ::open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0 || fd == want) return fd == want;
    const bool moved = ::dup3(fd, want, O_CLOEXEC) == want;
    ::close(fd);
    return moved;
}

// The box's own paths, opened with the judge's rights (a path under /root is reachable only so).
void openPaths(const Plan& p) {
    for (const Step& s : p.opens)
        if (!runStep(s)) failed(p, stepName(s));
    if (p.carried.host && !openFolderAs(p.carried.host, p.carried.fd))
        failed(p, "open the carried folder");
}

// Copies one regular file `name` of folder `from` into folder `to` (a new file there); a link,
// FIFO, device or folder is left where it is (true). False when a copy fails part way.
bool copyFile(int from, int to, const char* name) {
    const int in = ::openat(from, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    struct stat st {};
    if (in < 0 || ::fstat(in, &st) != 0 || !S_ISREG(st.st_mode)) {
        if (in >= 0) ::close(in);
        return true;
    }
    const int out = ::openat(to, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    bool ok = out >= 0;
    char buf[8192];
    for (ssize_t got; ok && (got = ::read(in, buf, sizeof buf)) != 0;) {
        ok = got > 0;
        for (ssize_t put = 0, n = 0; ok && put < got; put += n)
            ok = (n = ::write(out, buf + put, got - put)) > 0;
    }
    ::close(in);
    if (out >= 0 && ::close(out) != 0) ok = false;
    return ok;
}

// The regular files of folder `from` copied into folder `to`; false when one could not be.
bool copyFiles(int from, int to) {
    bool ok = true;
    const bool read = forEachEntry(from, [&](const char* name) {
        if (ok) ok = copyFile(from, to, name);
    });
    return read && ok;
}

// The carried folder's files into the box (its tmpfs, at its path after the pivot); the folder
// open there, or -1 when the plan has none.
int carryIn(const Plan& p) {
    if (!p.carried.host) return -1;
    const int dir = ::open(p.carried.box, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (dir < 0 || !copyFiles(p.carried.fd, dir)) failed(p, "copy the carried folder in");
    return dir;
}

// The carried folder's files back to the host: the host folder emptied of what it held (what was
// copied in), then the box's files copied out; on a failure the host folder is left empty, so
// that nothing half-copied is read.
void carryOut(const Plan& p, int boxDir) {
    const int host = p.carried.fd;
    const auto empty = [host] {  // again while a pass removed something (a walk that unlinks
        bool removed = true;     // may miss an entry)
        for (int pass = 0; removed && pass < 8; ++pass) {
            removed = false;
            forEachEntry(host,
                         [&](const char* name) { removed |= ::unlinkat(host, name, 0) == 0; });
        }
    };
    empty();
    if (!copyFiles(boxDir, host)) empty();
}

void buildBox(const Plan& p) {
    for (const Step& s : p.steps)
        if (!runStep(s)) failed(p, stepName(s));
    for (const Step& s : p.opens) ::close(static_cast<int>(s.flags));
}

void setLimit(const Plan& p, int resource, long long soft, long long hard, const char* name) {
    struct rlimit rl {
        static_cast<rlim_t>(soft), static_cast<rlim_t>(hard)
    };
    if (::setrlimit(resource, &rl) != 0) failed(p, name);
}

void setLimits(const Plan& p) {
    const ChildLimits& l = p.limits;
    if (l.cpuSeconds > 0) setLimit(p, RLIMIT_CPU, l.cpuSeconds, l.cpuSeconds + 1, "RLIMIT_CPU");
    if (l.addressSpace > 0) setLimit(p, RLIMIT_AS, l.addressSpace, l.addressSpace, "RLIMIT_AS");
    if (l.fileSize > 0) setLimit(p, RLIMIT_FSIZE, l.fileSize, l.fileSize, "RLIMIT_FSIZE");
    setLimit(p, RLIMIT_CORE, 0, 0, "RLIMIT_CORE");
    if (l.stack > 0) {
        struct rlimit rl {};
        ::getrlimit(RLIMIT_STACK, &rl);
        const rlim_t want = static_cast<rlim_t>(l.stack);
        rl.rlim_cur = rl.rlim_max == RLIM_INFINITY ? want : std::min(want, rl.rlim_max);
        if (::setrlimit(RLIMIT_STACK, &rl) != 0) failed(p, "RLIMIT_STACK");
    }
    if (l.processes > 0 && p.isolation != Isolation::None &&
        (p.isolation == Isolation::Namespaces || p.dropToNobody))
        setLimit(p, RLIMIT_NPROC, l.processes, l.processes, "RLIMIT_NPROC");
}

// fd `from` as `to` in the program, open across exec.
void moveFd(const Plan& p, int from, int to) {
    if (from == to) {
        if (::fcntl(to, F_SETFD, 0) != 0) failed(p, "fcntl");
    } else if (::dup2(from, to) < 0) {
        failed(p, "dup2");
    }
}

[[noreturn]] void programMain(const Plan& p) {
    ::close(p.result);
    defaultSignals();
    if (::setpgid(0, 0) != 0) failed(p, "setpgid");
    moveFd(p, p.in, 0);
    moveFd(p, p.out, 1);
    moveFd(p, p.err, 2);
    if (p.answer >= 0) moveFd(p, p.answer, 3);
    if (!closeFds(p.answer >= 0 ? 4U : 3U, {nullptr, 0}, true))
        failed(p, "close_range or a walk of /proc/self/fd");
    setLimits(p);
    if (p.dropToNobody &&
        !(rawSetgroupsNone() && rawSetresgid(p.nobodyGid) && rawSetresuid(p.nobodyUid)))
        failed(p, "drop to nobody");
    if (p.cwd && ::chdir(p.cwd) != 0) failed(p, "chdir");
    const bool confined = p.isolation != Isolation::None;
    if (confined && ::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) failed(p, "no_new_privs");
    char go = 0;
    if (::read(p.go, &go, 1) != 1) ::_exit(127);
    if (confined && ::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &p.program) != 0)
        failed(p, "seccomp");
    ::execve(p.argv[0], p.argv.data(), confined ? p.envp.data() : environ);
    failed(p, "exec");
}

// The keeper's children, from /proc/thread-self/children; calls f(pid) for each.
template <class F>
void forEachChild(F f) {
    char text[4096];
    const int fd = ::open("/proc/thread-self/children", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    const ssize_t got = ::read(fd, text, sizeof text - 1);
    ::close(fd);
    if (got <= 0) return;
    text[got] = '\0';
    long pid = 0;
    for (const char* c = text;; ++c) {
        if (*c >= '0' && *c <= '9') {
            pid = pid * 10 + (*c - '0');
        } else {
            if (pid > 0) f(static_cast<pid_t>(pid));
            pid = 0;
            if (!*c) break;
        }
    }
}

// After the program ended: everything else it started. In a pid namespace one kill(-1) from its
// pid 1 reaches every other process in it; otherwise the keeper, a child subreaper, kills its
// children, and each death re-parents the next generation to it, so the wait loop comes back here.
void killTheRest(const Plan& p) {
    if (p.isolation == Isolation::Namespaces) {
        ::kill(-1, SIGKILL);
        return;
    }
    forEachChild([](pid_t pid) {
        ::kill(-pid, SIGKILL);
        ::kill(pid, SIGKILL);
    });
}

long long micros(const timeval& t) {
    return static_cast<long long>(t.tv_sec) * 1000000 + t.tv_usec;
}

// The keeper's wait loop: the program's ptrace stops (its peak at exit), its end, then the rest.
[[noreturn]] void awaitProgram(const Plan& p, pid_t program, int carriedDir) {
    KeeperReport r;
    bool done = false;
    for (;;) {
        int status = 0;
        struct rusage usage {};
        const pid_t who = ::wait4(-1, &status, __WALL, &usage);
        if (who < 0) {
            if (errno == EINTR) continue;
            break;  // ECHILD: nothing is left
        }
        if (WIFSTOPPED(status)) {
            int deliver = 0;
            const int event = status >> 16;
            if (who == program && event == PTRACE_EVENT_EXIT)
                r.exitPeakBytes = statusBytes(program, "VmHWM");
            else if (event == 0)
                deliver = WSTOPSIG(status);
            ::ptrace(PTRACE_CONT, who, nullptr,
                     reinterpret_cast<void*>(static_cast<long>(deliver)));
            continue;
        }
        if (who == program) {
            r.status = status;
            r.maxrssKiB = usage.ru_maxrss;
            done = true;
        }
        if (done) killTheRest(p);
    }
    if (carriedDir >= 0) carryOut(p, carriedDir);
    struct rusage all {};
    ::getrusage(RUSAGE_CHILDREN, &all);
    r.treeCpuUs = micros(all.ru_utime) + micros(all.ru_stime);
    r.complete = 1;
    (void)!::write(p.result, &r, sizeof r);
    ::_exit(0);
}

// The keeper gives up after the program is forked: the program goes first, so that nothing of
// the run outlives the failure.
[[noreturn]] void abandon(const Plan& p, pid_t program, const char* step) {
    const int error = errno;
    ::kill(program, SIGKILL);
    errno = error;
    failed(p, step);
}

}  // namespace

[[noreturn]] void keeperMain(const Plan& p) {
    const bool orphanKilled = ::prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) == 0;
    (void)::prctl(PR_SET_NAME, "nq-keeper", 0, 0, 0);  // a name for ps, nothing more
    char start = 0;
    if (::read(p.start, &start, 1) != 1) ::_exit(127);  // the judge is gone, or gave up
    if (!orphanKilled) failed(p, "PR_SET_PDEATHSIG");
    // Its core (parallel runs): the program, forked below, inherits it.
    if (p.pinned && ::syscall(SYS_sched_setaffinity, 0, sizeof p.cpus, &p.cpus) != 0)
        failed(p, "sched_setaffinity");
    if (!closeFds(0, {p.keep.data(), p.keep.size()}, false))
        failed(p, "close_range or a walk of /proc/self/fd");
    ::close(p.start);
    if (::setsid() < 0) failed(p, "setsid");
    int carriedDir = -1;
    if (p.isolation == Isolation::Namespaces) {
        openPaths(p);
        becomeBoxUser(p);
        buildBox(p);
        carriedDir = carryIn(p);
    } else if (::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0) {
        failed(p, "PR_SET_CHILD_SUBREAPER");
    }
    // Dumpable while the program is forked and seized: a credential change made the keeper
    // undumpable, and the program must not inherit that (the keeper could not trace it).
    if (::prctl(PR_SET_DUMPABLE, 1, 0, 0, 0) != 0) failed(p, "PR_SET_DUMPABLE");
    const pid_t program = static_cast<pid_t>(rawFork());
    if (program < 0) failed(p, "fork");
    if (program == 0) programMain(p);
    // Traced for its exit stop (its peak memory then); a seize that fails leaves the report's
    // exitPeakBytes at -1, and the runner goes by the figures it polled.
    if (p.isolation != Isolation::None)
        (void)::ptrace(
            PTRACE_SEIZE, program, nullptr,
            reinterpret_cast<void*>(static_cast<long>(PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL)));
    if (p.isolation == Isolation::Namespaces && !setCaps(Caps::Drop))
        abandon(p, program, "drop capabilities");
    // The program cannot trace the keeper or read its memory.
    if (::prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) abandon(p, program, "PR_SET_DUMPABLE");
    for (int fd : {p.in, p.out, p.err, p.answer, p.go})
        if (fd >= 0) ::close(fd);
    sendMessage(p.report, 0, program, "ready");
    ::close(p.report);
    awaitProgram(p, program, carriedDir);
}

}  // namespace judge::box

namespace judge {

using namespace box;

long long statusBytes(pid_t pid, const char* name) {
    char path[64], text[8192];
    procPath(path, pid, "status");
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    const ssize_t got = ::read(fd, text, sizeof text - 1);
    ::close(fd);
    if (got <= 0) return -1;
    text[got] = '\0';
    const std::size_t len = length(name);
    for (const char* line = text; *line;) {
        if (std::strncmp(line, name, len) == 0 && line[len] == ':') {
            long long kib = 0;
            for (const char* c = line + len + 1; *c && *c != '\n'; ++c)
                if (*c >= '0' && *c <= '9') kib = kib * 10 + (*c - '0');
            return kib * 1024;
        }
        const char* next = std::strchr(line, '\n');
        if (!next) break;
        line = next + 1;
    }
    return -1;
}

}  // namespace judge
