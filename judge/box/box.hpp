// The box: how every submitted program and every compile is started, kept in its box and ended.
//
// Each run has a keeper, a process of the judge's own (it never execs) that starts the program,
// waits for it, reads its peak memory at its exit and makes sure that nothing the program started
// outlives it. The isolation of a run is one of:
//
//   Namespaces  The keeper is pid 1 of a new user, mount, pid, network, IPC, UTS and cgroup
//               namespace. The program sees a read-only root made of the system's /usr (with /bin,
//               /lib, /lib64, /sbin as links or binds of their own; the system is the host's, or a
//               toolchain root: a folder holding another Debian), a few files of /etc (the
//               dynamic loader's cache, alternatives, the JVM's and Python's settings, and a
//               one-line passwd and group of the box's own user), a /proc of its own pid namespace,
//               a /dev with null, zero, full, random and urandom, a private /tmp (tmpfs with a size
//               and file-count cap), and the files of its run, each at its own path, read-only unless
//               the run writes there (a compile's output folder), or held on a bounded tmpfs of its
//               own and copied back after the run (a validator's feedback folder: BoxPath::carried). No network (only a loopback that
//               is down), no other process (it cannot see, signal or trace the judge or any other
//               run), no capability (it runs as uid 1000 of its namespace, `nobody` outside when the
//               judge is root, the judge's own user otherwise), no new privileges, a small seccomp
//               deny list (below), a clean environment, a new session. When the program ends, the
//               keeper kills everything left in the box; when the judge kills the keeper (a limit),
//               the kernel kills the whole box.
//   Rlimits     Where namespaces cannot be made (an unprivileged container), or --sandbox off: the
//               isolation the judge had before it had a box. The program runs as `nobody` when the
//               judge is root, with rlimits and the same seccomp list, in the judge's view of the
//               machine; the keeper is a child subreaper, so everything the program started
//               re-parents to it and is killed when the program ends.
//   None        Trusted programs (the kit's own tests): the judge's user and environment, no trace
//               (a sanitizer's leak checker must trace the program itself), no seccomp; the keeper
//               still kills what is left.
//
// The seccomp deny list (Namespaces and Rlimits), in the spirit of isolate's: system calls a
// solution never needs and that widen what a process can reach fail with EPERM. The list is kDenied
// in judge/box/seccomp.cpp, the only place it is written; besides it the filter denies TIOCSTI
// (typing into a terminal) and clone with a namespace flag, makes clone3 fail with ENOSYS (so the C
// library falls back to clone, whose flags the filter can see) and kills 32-bit system calls.
// (docs/sandbox.md lists them too; the docs test holds that list to kDenied.)
//
// This header is the box's one door: the rest of the judge includes it and nothing else of
// judge/box/. Behind it: plan.cpp (the mount plan), seccomp.cpp (the filter), keeper.cpp (the
// keeper and the program between fork and exec), jail.cpp (the judge's side of a run), cgroup.cpp
// (a control group per run) and sandbox.cpp (what the box is on this machine).
#pragma once
#include <sys/types.h>

#include <memory>
#include <string>
#include <vector>

#include "../fd.hpp"

namespace judge {

enum class Isolation { Namespaces, Rlimits, None };
const char* isolationName(Isolation isolation);  // "namespaces", "rlimits", "none"

// --sandbox: auto (namespaces where the machine allows them, else rlimits with a warning),
// require (namespaces and a cgroup with memory and pids, or a clear error), require=namespaces
// (namespaces or a clear error; with or without a cgroup), off (rlimits: for debugging).
enum class SandboxMode { Auto, Require, RequireNamespaces, Off };

// How runs are boxed on this machine under a mode, found once per process (the namespaces by a
// box running /bin/true, the cgroup by making one). `error`: require cannot have what it asks for
// (the run is refused); `warnings`: lines for the judge to print (auto fell back: who the programs
// run as and what they can reach; no cgroup: what is measured instead). Under off, runs go without
// a cgroup from then on.
struct SandboxChoice {
    Isolation isolation = Isolation::Rlimits;
    std::vector<std::string> warnings;
    std::string error;
};
SandboxChoice chooseSandbox(SandboxMode mode);

// "namespaces, cgroup v1", "rlimits, no cgroup", "none": how runs are (or one run was) kept in
// their box, for the report. Without `tree`, whether runs get a cgroup now.
std::string sandboxName(Isolation isolation);
std::string sandboxName(Isolation isolation, bool tree);

// Whether runs that are not trusted drop to the unprivileged user nobody (the judge runs as root).
bool dropsPrivileges();
// Who runs the programs outside the box: "nobody (uid 65534)" as root, the judge's user otherwise.
std::string unboxedUser();
// Hands a file or folder the judge made to the user the box's processes are outside (nothing to do
// unless the judge drops privileges), so that a run may write it; false when chown fails.
bool giveToBoxUser(const std::string& path);
bool giveToBoxUser(int fd);
// Why the user that runs programs without the box (nobody, when the judge is root) cannot read
// `path` (a file, or a folder it must list): the first folder above it that it cannot enter, or
// the path itself; empty when it can. By the mode bits (an ACL may allow more).
std::string unreadableWithoutBox(const std::string& path);

// A host file or folder that the box shows at the same path.
struct BoxPath {
    std::string path;  // absolute
    bool writable = false;
    // A folder the box holds on a tmpfs of its own (Namespaces; one per run), bounded by
    // kCarriedBytes and kCarriedFiles: the keeper copies the host folder's regular files in before
    // the program starts and, after everything in the box ended, empties the host folder and
    // copies the box's regular files back (a link, FIFO, device or folder is never carried either
    // way). Without namespaces the folder is the host's own, written in place.
    bool carried = false;
};
constexpr long long kCarriedBytes = 32LL << 20;
constexpr int kCarriedFiles = 256;

// The rlimits of the program's processes (set between fork and exec).
struct ChildLimits {
    long long cpuSeconds = 0;    // RLIMIT_CPU soft limit (the hard one a second more); 0: none
    long long addressSpace = 0;  // RLIMIT_AS; 0: none
    long long fileSize = 0;      // RLIMIT_FSIZE; 0: none
    long long stack = 0;         // RLIMIT_STACK soft limit, within the hard one; 0: as it is
    int processes = 0;           // RLIMIT_NPROC (of the box's user; of nobody under Rlimits)
};

struct JailRequest {
    Isolation isolation = Isolation::Namespaces;
    std::vector<std::string> argv;  // argv[0] is an absolute path (no PATH search)
    std::vector<std::string> env;   // the whole environment (None: the judge's is inherited)
    std::string cwd;                // empty: / in the box, the judge's own otherwise
    std::vector<BoxPath> paths;     // Namespaces: what the box holds besides the system
    std::string system;  // the system's /usr, /bin, /lib, /etc from this toolchain root (a folder
                         // with a Debian system in it); empty: the host's own. Namespaces only.
    long long tmpBytes = 16LL << 20;  // Namespaces: the size of /tmp
    int in = -1, out = -1, err = -1;  // the program's stdin, stdout, stderr
    int answer = -1;                  // its fd 3 (the LeetCode harness's answers), or -1
    ChildLimits limits;
    bool awaitSlot = false;  // a full registry (kMaxBoxes running): wait for a slot, not refuse
    std::vector<int> cpus;   // the logical CPUs (one physical core) the keeper and the program are
                             // pinned to (sched_setaffinity, before the program is forked); empty:
                             // any CPU the judge may use
};

// What the keeper saw of the program, sent to the judge when everything in the run has ended.
struct KeeperReport {
    int complete = 0;              // 1 when the report arrived whole
    int status = 0;                // the program's wait status
    long long maxrssKiB = 0;       // its ru_maxrss
    long long exitPeakBytes = -1;  // its VmHWM at its exit (traced runs), else -1
    long long treeCpuUs = 0;       // every process the keeper reaped, the program included
};

// How many boxes may run at once: the size of the registry the signal handlers read.
constexpr int kMaxBoxes = 256;

namespace box {
struct Plan;  // the run as the keeper carries it out (plan.hpp)
}

// A run's keeper: the program is ready to exec and waits for release().
class Jail {
public:
    // Starts the keeper and the program; on failure error() says why (a missing file, a mount the
    // machine refused, kMaxBoxes running already unless the request awaits a slot) and nothing is
    // left running.
    explicit Jail(const JailRequest& request);
    ~Jail();  // kills and reaps whatever is still running
    Jail(const Jail&) = delete;
    Jail& operator=(const Jail&) = delete;

    const std::string& error() const { return error_; }
    pid_t keeper() const { return keeper_; }
    pid_t program() const { return program_; }  // in the judge's pid namespace

    // Lets the program exec; returns 0, or the errno of the failed exec.
    int release();
    // Whether the keeper has ended (the run is over); its zombie is kept until finish().
    bool ended() const;
    // Ends the run now: the whole box (Namespaces) or the program's group and, through the keeper,
    // everything it started.
    void kill() const;
    // Reaps the keeper and returns its report (complete == 0 when it was killed before sending it).
    KeeperReport finish();

private:
    struct Pipes;
    bool startKeeper(const box::Plan& plan, Pipes& pipes);
    bool awaitReady(Fd& start);
    bool findProgram(int reportedPid);
    bool watchProgram();

    std::string error_;
    pid_t keeper_ = 0;
    pid_t program_ = 0;
    Isolation isolation_ = Isolation::None;
    Fd report_;      // the keeper's and the program's messages before exec
    Fd go_;          // the program waits for a byte here
    Fd result_;      // the keeper's KeeperReport
    Fd pidfd_;       // outside a pid namespace: the program's, for kill()
    int slot_ = -1;  // its place in the registry killRunningPrograms reads
    bool reaped_ = false;
};

// Kills every program being run, with everything it started (every keeper, its box with it).
// Async-signal-safe: for the judge's signal handlers, so that an interrupted judge leaves nothing
// behind.
void killRunningPrograms();

// A "Name:  123 kB" field of /proc/<pid>/status (VmHWM, VmRSS), in bytes; -1 when unreadable.
// Async-signal-safe (no allocation): the keeper reads it between the program's exit and its end.
long long statusBytes(pid_t pid, const char* name);

// What this machine lets the judge make, found once per process.
struct CgroupSupport {
    int version = 0;     // 1, 2, or 0: none
    std::string reason;  // when 0: why not, for the one warning line
};
const CgroupSupport& cgroupSupport();

// A control group for one run (box/cgroup.hpp says where and what it counts).
class RunGroup {
public:
    // A fresh group for one run with these limits; nothing (with `error`) when it cannot be made.
    static std::unique_ptr<RunGroup> create(long long memoryBytes, int processes,
                                            std::string& error);
    ~RunGroup();  // kills what is left in it and removes it
    RunGroup(const RunGroup&) = delete;
    RunGroup& operator=(const RunGroup&) = delete;

    // Moves a process (and so everything it starts later) into the group.
    bool join(pid_t pid) const;
    double cpuMs() const;          // CPU time (user + system) of every process so far
    long long peakBytes() const;   // the group's peak memory so far
    long long usageBytes() const;  // its memory now
    bool oomKilled() const;        // the kernel killed a process of it for memory
    void killAll() const;          // SIGKILL to every process in it, until none is left

private:
    RunGroup() = default;
    std::vector<std::string> dirs_;  // one per hierarchy (v1: memory, pids, cpuacct; v2: one)
    int version_ = 0;
};

}  // namespace judge
