// The keeper and the box. The judge plans everything before the keeper starts (paths, mounts,
// filter, environment: it may allocate); the keeper and the program, forked from a judge that runs
// threads, only carry out the plan with system calls (no allocation, no locks).
#include "jail.hpp"

#include <fcntl.h>
#include <grp.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <pwd.h>
#include <sched.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstddef>
#include <cstring>
#include <deque>
#include <filesystem>
#include <set>

#include "text.hpp"

extern char** environ;

namespace judge {

namespace {

constexpr unsigned kBoxId = 1000;         // the uid and gid of the box's processes, inside
constexpr const char* kNewRoot = "/tmp";  // where the keeper builds the box before pivot_root

struct OuterUser {
    bool root = false;
    uid_t uid = 65534;
    gid_t gid = 65534;
};

const OuterUser& outerUser() {
    static const OuterUser user = [] {
        OuterUser u;
        u.root = ::geteuid() == 0;
        if (!u.root) {
            u.uid = ::geteuid();
            u.gid = ::getegid();
        } else if (const passwd* nobody = ::getpwnam("nobody")) {
            u.uid = nobody->pw_uid;
            u.gid = nobody->pw_gid;
        }
        return u;
    }();
    return user;
}

// ---- The plan ----

// One step of building the box, carried out by the keeper in order.
enum class Op {
    Private,
    Open,
    Tmpfs,
    Mkdir,
    Touch,
    Bind,
    ReadOnly,
    Symlink,
    Proc,
    Write,
    Pivot,
    Hostname
};

struct Step {
    Op op;
    const char* target;
    const char* source;   // Tmpfs: options; Bind: source; Symlink: the link's text; Write: text
    unsigned long flags;  // mount flags (Mkdir: the mode)
};

struct Plan {
    Isolation isolation = Isolation::None;
    std::deque<std::string> text;  // every string the plan points to (stable addresses)
    std::vector<Step> steps;       // Namespaces: the box
    std::vector<Step> opens;       // the box's own paths, opened (O_PATH) before /tmp is covered
    std::vector<char*> argv, envp;
    const char* cwd = nullptr;
    int in = -1, out = -1, err = -1, answer = -1;
    int start = -1;         // keeper: read one byte before anything (the uid maps are written)
    int report = -1;        // keeper and program: messages to the judge before exec
    int result = -1;        // keeper: the KeeperReport
    int go = -1;            // program: read one byte, then exec
    std::vector<int> keep;  // every fd above, sorted: the keeper closes all others
    ChildLimits limits;
    bool dropToNobody = false;  // Rlimits as root
    bool judgeIsRoot = false;
    uid_t nobodyUid = 65534;
    gid_t nobodyGid = 65534;
    std::vector<sock_filter> filter;
    sock_fprog program{};
};

// A message before exec: error 0 says "ready" (with the program's pid in the keeper's view).
struct Message {
    int error;
    int pid;
    char step[56];
};

const char* keepText(Plan& p, std::string s) {
    p.text.push_back(std::move(s));
    return p.text.back().c_str();
}

void addStep(Plan& p, Op op, const std::string& target, const std::string& source = "",
             unsigned long flags = 0) {
    p.steps.push_back({op, keepText(p, target), keepText(p, source), flags});
}

// The flags a read-only bind must keep: those a user namespace may not drop.
unsigned long readOnlyFlags(const std::string& path) {
    unsigned long flags = MS_RDONLY | MS_NOSUID | MS_NODEV;
    struct statvfs s {};
    if (::statvfs(path.c_str(), &s) != 0) return flags;
    if (s.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
    if (s.f_flag & ST_NOATIME) flags |= MS_NOATIME;
    if (s.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
    if (s.f_flag & ST_RELATIME) flags |= MS_RELATIME;
    return flags;
}

std::string inBox(const std::string& path) { return std::string(kNewRoot) + path; }

// A system file or folder shown read-only at its own path (a symlink is copied as a symlink).
void showSystemPath(Plan& p, const std::string& path) {
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0) return;
    if (S_ISLNK(st.st_mode)) {
        std::error_code ec;
        const std::string link = std::filesystem::read_symlink(path, ec).string();
        if (!ec) addStep(p, Op::Symlink, inBox(path), link);
        return;
    }
    addStep(p, S_ISDIR(st.st_mode) ? Op::Mkdir : Op::Touch, inBox(path), "", 0755);
    addStep(p, Op::Bind, inBox(path), path, MS_REC);
    addStep(p, Op::ReadOnly, inBox(path), "", readOnlyFlags(path));
}

// /etc entries a runtime reads: the loader, alternatives (java, javac), the JVM's and Python's.
std::vector<std::string> etcEntries() {
    std::vector<std::string> entries = {"/etc/ld.so.cache", "/etc/alternatives", "/etc/localtime"};
    std::error_code ec;
    for (const auto& e : std::filesystem::directory_iterator("/etc", ec)) {
        const std::string name = e.path().filename();
        if (name.rfind("java-", 0) == 0 || name.rfind("python3", 0) == 0)
            entries.push_back(e.path().string());
    }
    std::sort(entries.begin(), entries.end());
    return entries;
}

const std::vector<std::string>& cachedEtcEntries() {
    static const std::vector<std::string> entries = etcEntries();
    return entries;
}

void planSystem(Plan& p, long long tmpBytes) {
    addStep(p, Op::Private, "/");
    addStep(p, Op::Tmpfs, kNewRoot, "size=1m,nr_inodes=4096,mode=755", MS_NOSUID | MS_NODEV);
    addStep(p, Op::Mkdir, inBox("/usr"), "", 0755);
    addStep(p, Op::Bind, inBox("/usr"), "/usr", MS_REC);
    addStep(p, Op::ReadOnly, inBox("/usr"), "", readOnlyFlags("/usr"));
    for (const char* top : {"/bin", "/lib", "/lib32", "/lib64", "/libx32", "/sbin"})
        showSystemPath(p, top);
    addStep(p, Op::Mkdir, inBox("/etc"), "", 0755);
    for (const std::string& entry : cachedEtcEntries()) showSystemPath(p, entry);
    addStep(p, Op::Write, inBox("/etc/passwd"), "box:x:1000:1000:box:/tmp:/bin/sh\n");
    addStep(p, Op::Write, inBox("/etc/group"), "box:x:1000:\n");
    addStep(p, Op::Mkdir, inBox("/proc"), "", 0555);
    addStep(p, Op::Proc, inBox("/proc"));
    addStep(p, Op::Mkdir, inBox("/dev"), "", 0755);
    addStep(p, Op::Tmpfs, inBox("/dev"), "size=64k,nr_inodes=64,mode=755", MS_NOSUID | MS_NOEXEC);
    for (const char* device :
         {"/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom"}) {
        addStep(p, Op::Touch, inBox(device), "", 0666);
        addStep(p, Op::Bind, inBox(device), device);
    }
    addStep(p, Op::Symlink, inBox("/dev/fd"), "/proc/self/fd");
    addStep(p, Op::Symlink, inBox("/dev/stdin"), "/proc/self/fd/0");
    addStep(p, Op::Symlink, inBox("/dev/stdout"), "/proc/self/fd/1");
    addStep(p, Op::Symlink, inBox("/dev/stderr"), "/proc/self/fd/2");
    addStep(p, Op::Mkdir, inBox("/tmp"), "", 01777);
    addStep(p, Op::Tmpfs, inBox("/tmp"),
            "size=" + std::to_string(std::max(1LL << 20, tmpBytes)) + ",nr_inodes=4096,mode=1777",
            MS_NOSUID | MS_NODEV);
}

bool under(const std::string& path, const std::string& dir) {
    return path.size() > dir.size() && path.compare(0, dir.size(), dir) == 0 &&
           path[dir.size()] == '/';
}

// The run's own files, each at its own path; false (with `error`) when one is missing. The keeper
// opens each (O_PATH, as fd firstFd, firstFd + 1, ...) before it covers /tmp with the box, and
// binds it from /proc/self/fd: a path under /tmp stays reachable, and the mount it names is in
// the keeper's own mount namespace (a bind's source must be).
bool planPaths(Plan& p, std::vector<BoxPath> paths, int firstFd, std::string& error) {
    std::sort(paths.begin(), paths.end(),
              [](const BoxPath& a, const BoxPath& b) { return a.path < b.path; });
    std::set<std::string> made = {"/", "/tmp", "/etc", "/dev", "/proc", "/usr"};
    std::vector<std::string> bound;
    int fd = firstFd;
    for (const BoxPath& bp : paths) {
        const std::string& path = bp.path;
        if (path.empty() || path[0] != '/') {
            error = "not an absolute path: " + path;
            return false;
        }
        if (path == "/usr" || under(path, "/usr")) continue;  // the box shows /usr already
        if (under(path, "/proc") || under(path, "/dev") || path == "/proc" || path == "/dev") {
            error = "the box cannot show " + path;
            return false;
        }
        if (std::any_of(bound.begin(), bound.end(),
                        [&](const std::string& dir) { return under(path, dir); }))
            continue;  // inside a folder already shown
        struct stat st {};
        if (::stat(path.c_str(), &st) != 0) {
            error = "cannot show " + path + " in the box: " + std::strerror(errno);
            return false;
        }
        p.opens.push_back(
            {Op::Open, keepText(p, path), keepText(p, ""), static_cast<unsigned long>(fd)});
        for (std::size_t slash = path.find('/', 1); slash != std::string::npos;
             slash = path.find('/', slash + 1))
            if (made.insert(path.substr(0, slash)).second)
                addStep(p, Op::Mkdir, inBox(path.substr(0, slash)), "", 0755);
        const bool dir = S_ISDIR(st.st_mode);
        addStep(p, dir ? Op::Mkdir : Op::Touch, inBox(path), "", 0755);
        addStep(p, Op::Bind, inBox(path), "/proc/self/fd/" + std::to_string(fd), dir ? MS_REC : 0);
        if (!bp.writable) addStep(p, Op::ReadOnly, inBox(path), "", readOnlyFlags(path));
        if (dir) bound.push_back(path);
        made.insert(path);
        ++fd;
    }
    return true;
}

// ---- The seccomp filter ----

void deny(std::vector<sock_filter>& f, unsigned nr, unsigned error) {
    f.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, nr, 0, 1));
    f.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (error & SECCOMP_RET_DATA)));
}

// The list names x86-64's system calls: the filter first checks that the calling convention is
// x86-64's (a 32-bit call on the same machine is killed), and on another machine the judge builds
// no list at all and refuses every confined run (kBoxArch is false there).
#if defined(__x86_64__)
constexpr bool kBoxArch = true;

std::vector<sock_filter> denyList() {
    std::vector<sock_filter> f;
    f.push_back(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, arch)));
    f.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0));
    f.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS));
    f.push_back(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)));
    f.push_back(BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000U /* x32 */, 0, 1));
    f.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS));
    const unsigned denied[] = {SYS_keyctl,
                               SYS_add_key,
                               SYS_request_key,
                               SYS_bpf,
                               SYS_perf_event_open,
                               SYS_userfaultfd,
                               SYS_io_uring_setup,
                               SYS_io_uring_enter,
                               SYS_io_uring_register,
                               SYS_init_module,
                               SYS_finit_module,
                               SYS_delete_module,
                               SYS_kexec_load,
                               SYS_kexec_file_load,
                               SYS_mount,
                               SYS_umount2,
                               SYS_pivot_root,
                               SYS_swapon,
                               SYS_swapoff,
                               SYS_reboot,
                               SYS_unshare,
                               SYS_setns,
                               SYS_open_by_handle_at,
                               SYS_name_to_handle_at,
                               SYS_acct,
                               SYS_quotactl,
                               SYS_fsopen,
                               SYS_fsconfig,
                               SYS_fsmount,
                               SYS_fspick,
                               SYS_move_mount,
                               SYS_open_tree,
                               SYS_mount_setattr,
                               SYS_vhangup,
                               SYS_iopl,
                               SYS_ioperm,
                               SYS_syslog,
                               SYS_lookup_dcookie};
    for (unsigned nr : denied) deny(f, nr, EPERM);
    deny(f, SYS_clone3, ENOSYS);
    const unsigned eperm = SECCOMP_RET_ERRNO | EPERM;
    // ioctl(fd, TIOCSTI, ...): EPERM; any other ioctl passes.
    f.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_ioctl, 0, 4));
    f.push_back(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, args[1])));
    f.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, TIOCSTI, 0, 1));
    f.push_back(BPF_STMT(BPF_RET | BPF_K, eperm));
    f.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    // clone with a namespace flag: EPERM; threads and forks pass.
    const unsigned namespaces = CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER |
                                CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWCGROUP;
    f.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 4));
    f.push_back(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, args[0])));
    f.push_back(BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, namespaces, 0, 1));
    f.push_back(BPF_STMT(BPF_RET | BPF_K, eperm));
    f.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    f.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    return f;
}
#else
constexpr bool kBoxArch = false;

std::vector<sock_filter> denyList() { return {}; }
#endif

// ---- Async-signal-safe pieces for the keeper and the program ----
//
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

// A "Name:  123 kB" field of /proc/<pid>/status, in bytes; -1 when unreadable.
long long statusField(pid_t pid, const char* name) {
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

// The fds a step keeps open: a sorted list (no allocation: a pointer and a count).
struct Kept {
    const int* fds;
    std::size_t count;
    bool has(int fd) const { return std::binary_search(fds, fds + count, fd); }
};

// Closes (cloexec: marks close-on-exec) every fd from `from` up that `keep` does not hold, one
// fd at a time, by a walk over /proc/self/fd; false when the folder cannot be read.
bool walkFds(unsigned from, Kept keep, bool cloexec) {
    const int dir = ::open("/proc/self/fd", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir < 0) return false;
    alignas(8) char buf[4096];
    bool ok = true;
    for (long got; ok && (got = ::syscall(SYS_getdents64, dir, buf, sizeof buf)) != 0;) {
        if (got < 0) {
            ok = false;
            break;
        }
        // struct linux_dirent64: d_ino (8 bytes), d_off (8), d_reclen (2), d_type (1), d_name.
        for (long at = 0; at < got;) {
            unsigned short reclen = 0;
            std::memcpy(&reclen, buf + at + 16, sizeof reclen);
            const char* name = buf + at + 19;
            at += reclen;
            if (*name < '0' || *name > '9') continue;  // . and ..
            int fd = 0;
            for (const char* c = name; *c; ++c) fd = fd * 10 + (*c - '0');
            if (fd == dir || static_cast<unsigned>(fd) < from || keep.has(fd)) continue;
            if (!cloexec)
                ::close(fd);  // (Linux frees the number even when close reports an error)
            else if (::fcntl(fd, F_SETFD, FD_CLOEXEC) != 0)
                ok = false;
        }
    }
    ::close(dir);
    return ok;
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

bool setCaps(bool keep) {
    __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct data[2] = {};
    if (keep && ::syscall(SYS_capget, &header, data) != 0) return false;
    for (auto& d : data) {
        if (!keep) d.permitted = d.inheritable = 0;
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
    if (!setCaps(true)) failed(p, "capset");
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

// The box's own paths, opened with the judge's rights (a path under /root is reachable only so).
void openPaths(const Plan& p) {
    for (const Step& s : p.opens)
        if (!runStep(s)) failed(p, stepName(s));
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
[[noreturn]] void awaitProgram(const Plan& p, pid_t program, bool traced) {
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
                r.exitPeakBytes = statusField(program, "VmHWM");
            else if (event == 0)
                deliver = WSTOPSIG(status);
            ::ptrace(PTRACE_CONT, who, nullptr,
                     reinterpret_cast<void*>(static_cast<long>(deliver)));
            continue;
        }
        if (who == program) {
            r.status = status;
            r.cpuUs = micros(usage.ru_utime) + micros(usage.ru_stime);
            r.maxrssKiB = usage.ru_maxrss;
            done = true;
        }
        if (done) killTheRest(p);
    }
    (void)traced;
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

[[noreturn]] void keeperMain(const Plan& p) {
    const bool orphanKilled = ::prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) == 0;
    (void)::prctl(PR_SET_NAME, "nq-keeper", 0, 0, 0);  // a name for ps, nothing more
    char start = 0;
    if (::read(p.start, &start, 1) != 1) ::_exit(127);  // the judge is gone, or gave up
    if (!orphanKilled) failed(p, "PR_SET_PDEATHSIG");
    if (!closeFds(0, {p.keep.data(), p.keep.size()}, false))
        failed(p, "close_range or a walk of /proc/self/fd");
    ::close(p.start);
    if (::setsid() < 0) failed(p, "setsid");
    if (p.isolation == Isolation::Namespaces) {
        openPaths(p);
        becomeBoxUser(p);
        buildBox(p);
    } else if (::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0) {
        failed(p, "PR_SET_CHILD_SUBREAPER");
    }
    // Dumpable while the program is forked and seized: a credential change made the keeper
    // undumpable, and the program must not inherit that (the keeper could not trace it).
    if (::prctl(PR_SET_DUMPABLE, 1, 0, 0, 0) != 0) failed(p, "PR_SET_DUMPABLE");
    const pid_t program = static_cast<pid_t>(rawFork());
    if (program < 0) failed(p, "fork");
    if (program == 0) programMain(p);
    const bool traced = p.isolation != Isolation::None &&
                        ::ptrace(PTRACE_SEIZE, program, nullptr,
                                 reinterpret_cast<void*>(static_cast<long>(
                                     PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL))) == 0;
    if (p.isolation == Isolation::Namespaces && !setCaps(false))
        abandon(p, program, "drop capabilities");
    // The program cannot trace the keeper or read its memory.
    if (::prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) abandon(p, program, "PR_SET_DUMPABLE");
    for (int fd : {p.in, p.out, p.err, p.answer, p.go})
        if (fd >= 0) ::close(fd);
    sendMessage(p.report, 0, program, "ready");
    ::close(p.report);
    awaitProgram(p, program, traced);
}

// ---- The judge's side ----

// The registry of the boxes running now, for killAllJails (a signal handler: plain atomics). A
// run reserves its slot before its keeper starts, so a full registry refuses the run instead of
// starting one the handler cannot see; the slot holds the keeper's pid from its start until the
// judge reaps it, and outside a pid namespace the program's pid and a pidfd of it, which tells
// whether that pid is still the program's (a pid is reused once its process has been reaped).
constexpr int kSlots = 256;
constexpr int kReserved = -1;
std::atomic<int> gKeepers[kSlots];
std::atomic<int> gPrograms[kSlots];
std::atomic<int> gProgramFds[kSlots];

int reserveSlot() {
    for (int slot = 0; slot < kSlots; ++slot) {
        int expected = 0;
        if (gKeepers[slot].compare_exchange_strong(expected, kReserved)) {
            gPrograms[slot] = 0;
            gProgramFds[slot] = -1;
            return slot;
        }
    }
    return -1;
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

}  // namespace

const char* isolationName(Isolation isolation) {
    switch (isolation) {
        case Isolation::Namespaces: return "namespaces";
        case Isolation::Rlimits: return "rlimits";
        case Isolation::None: return "none";
    }
    return "?";
}

unsigned outerUid() { return outerUser().uid; }
unsigned outerGid() { return outerUser().gid; }

Jail::Jail(const JailRequest& request) : isolation_(request.isolation) {
    Plan p;
    p.isolation = request.isolation;
    if (request.argv.empty()) {
        error_ = "nothing to run";
        return;
    }
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
    p.judgeIsRoot = outerUser().root;
    p.nobodyUid = outerUser().uid;
    p.nobodyGid = outerUser().gid;
    p.dropToNobody = request.isolation == Isolation::Rlimits && p.judgeIsRoot;
    if (request.isolation != Isolation::None) {
        if (!kBoxArch) {
            error_ = "the box's seccomp filter is written for x86-64 only: confined runs refused";
            return;
        }
        p.filter = denyList();
        p.program = {static_cast<unsigned short>(p.filter.size()), p.filter.data()};
    }
    Fd start[2], report[2], result[2], go[2];
    if (!Fd::pipe(start) || !Fd::pipe(report) || !Fd::pipe(result) || !Fd::pipe(go)) {
        error_ = std::string("pipe2: ") + std::strerror(errno);
        return;
    }
    p.start = start[0].get();
    p.report = report[1].get();
    p.result = result[1].get();
    p.go = go[0].get();
    p.keep = {p.in, p.out, p.err, p.answer, p.start, p.report, p.result, p.go};
    p.keep.erase(std::remove(p.keep.begin(), p.keep.end(), -1), p.keep.end());
    std::sort(p.keep.begin(), p.keep.end());
    if (request.isolation == Isolation::Namespaces) {
        planSystem(p, request.tmpBytes);
        if (!planPaths(p, request.paths, p.keep.back() + 1, error_)) return;
        addStep(p, Op::Pivot, kNewRoot);
        addStep(p, Op::Hostname, "box");
    }
    slot_ = reserveSlot();
    if (slot_ < 0) {
        error_ = "the registry of running boxes is full (" + std::to_string(kSlots) +
                 " runs at once): refused";
        return;
    }

    const long flags = CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC |
                       CLONE_NEWUTS | CLONE_NEWCGROUP;
    const pid_t pid = isolation_ == Isolation::Namespaces
                          ? static_cast<pid_t>(::syscall(SYS_clone, flags | SIGCHLD, 0, 0, 0, 0))
                          : ::fork();
    if (pid == 0) keeperMain(p);
    for (Fd* keepers : {&start[0], &report[1], &result[1], &go[0]}) keepers->reset();
    report_ = std::move(report[0]);
    result_ = std::move(result[0]);
    go_ = std::move(go[1]);
    if (pid < 0) {
        error_ = std::string(isolation_ == Isolation::Namespaces ? "clone" : "fork") + ": " +
                 std::strerror(errno);
        freeSlot(slot_);
        slot_ = -1;
        return;
    }
    keeper_ = pid;
    gKeepers[slot_] = pid;
    bool ok = isolation_ != Isolation::Namespaces || writeMaps(pid, error_);
    ok = ok && ::write(start[1].get(), "s", 1) == 1;
    start[1].reset();
    Message m{};
    if (ok && !readMessage(report_.get(), m)) {
        error_ = "the keeper ended before the program started";
        ok = false;
    } else if (ok && m.error != 0) {
        error_ = describe(m);
        ok = false;
    }
    if (ok) {
        program_ = isolation_ == Isolation::Namespaces ? onlyChild(pid) : m.pid;
        if (program_ <= 0) {
            error_ = "cannot find the program's pid";
            ok = false;
        }
    }
    // Outside a pid namespace the program is killed by its pid: a pidfd, taken while it waits
    // for release(), tells later whether that pid is still the program's.
    if (ok && isolation_ != Isolation::Namespaces) {
        pidfd_.reset(static_cast<int>(::syscall(SYS_pidfd_open, program_, 0U)));
        if (!pidfd_.valid()) {
            error_ = std::string("pidfd_open: ") + std::strerror(errno);
            ok = false;
        }
        gProgramFds[slot_] = pidfd_.get();
        gPrograms[slot_] = program_;
    }
    if (!ok) {
        go_.reset();  // a program waiting for release() ends at once
        kill();
        finish();
    }
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

void killAllJails() {
    for (int slot = 0; slot < kSlots; ++slot) {
        const int keeper = gKeepers[slot].load();
        if (keeper <= 0) continue;
        killProgram(gPrograms[slot].load(), gProgramFds[slot].load());
        ::kill(keeper, SIGKILL);
    }
}

const std::string& namespacesProblem() {
    static const std::string problem = [] {
        const Fd null(::open("/dev/null", O_RDWR | O_CLOEXEC));
        JailRequest r;
        r.isolation = Isolation::Namespaces;
        r.argv = {"/bin/true"};
        r.env = {"PATH=/usr/bin:/bin"};
        r.in = r.out = r.err = null.get();
        std::string why;
        {
            Jail jail(r);
            why = jail.error();
            if (why.empty()) {
                const int error = jail.release();
                const KeeperReport report = jail.finish();
                if (error)
                    why = jail.error();
                else if (!report.complete || !WIFEXITED(report.status) ||
                         WEXITSTATUS(report.status) != 0)
                    why = "a box running /bin/true did not end cleanly";
            }
        }
        return why;
    }();
    return problem;
}

// Who runs the programs without the box, and what that user can reach, for the warning.
std::string unboxedUser() {
    const OuterUser& u = outerUser();
    const passwd* pw = ::getpwuid(u.uid);
    const std::string name = pw ? pw->pw_name : "uid " + std::to_string(u.uid);
    const std::string who = name + " (uid " + std::to_string(u.uid) + ")";
    if (u.root)
        return "programs run as " + who +
               " with rlimits and the seccomp filter, in the machine's own files, network and "
               "processes: they can read every file " +
               name + " can read and write where " + name + " can write";
    return "programs run as you, " + who +
           ", with rlimits and the seccomp filter, in the machine's own files, network and "
           "processes: they can read and write every file you can, this kit included (the judge "
           "checks testdata/, problems/ and the solutions' folders after every run)";
}

Isolation chooseIsolation(SandboxMode mode, std::string& warning, std::string& error) {
    if (mode == SandboxMode::Off) return Isolation::Rlimits;
    const std::string& problem = namespacesProblem();
    if (problem.empty()) return Isolation::Namespaces;
    if (mode == SandboxMode::Require || mode == SandboxMode::RequireNamespaces) {
        error = std::string("--sandbox ") +
                (mode == SandboxMode::Require ? "require" : "require=namespaces") +
                ": this machine cannot make the box's namespaces (" + problem + ")";
        return Isolation::Rlimits;
    }
    warning = "no sandbox here (" + problem + "): " + unboxedUser() + "; see docs/sandbox.md";
    return Isolation::Rlimits;
}

}  // namespace judge
