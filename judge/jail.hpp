// The jail: how every submitted program and every compile is started, kept in its box and ended.
//
// Each run has a keeper, a process of the judge's own (it never execs) that starts the program,
// waits for it, reads its peak memory at its exit and makes sure that nothing the program started
// outlives it. The isolation of a run is one of:
//
//   Namespaces  The keeper is pid 1 of a new user, mount, pid, network, IPC, UTS and cgroup
//               namespace. The program sees a read-only root made of the system's /usr (with /bin,
//               /lib, /lib64, /sbin as links or binds of their own), a few files of /etc (the
//               dynamic loader's cache, alternatives, the JVM's and Python's settings, and a
//               one-line passwd and group of the box's own user), a /proc of its own pid namespace,
//               a /dev with null, zero, full, random and urandom, a private /tmp (tmpfs with a size
//               and file-count cap), and the files of its run, each at its own path, read-only unless
//               the run writes there (a compile's output folder). No network (only a loopback that
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
// solution never needs and that widen what a process can reach fail with EPERM: keyctl and the
// key calls, bpf, perf_event_open, userfaultfd, io_uring, module and kexec calls, mount and the new
// mount API, pivot_root, swapon/off, reboot, unshare, setns, clone with a namespace flag, the file
// handle calls, acct, quotactl, vhangup, iopl/ioperm, syslog, lookup_dcookie, TIOCSTI (typing into
// a terminal); clone3 fails with ENOSYS, so the C library falls back to clone, whose flags the
// filter can see; 32-bit system calls kill the process. (docs/sandbox.md lists them too; the docs
// test holds that list to the filter's.)
#pragma once
#include <sys/types.h>

#include <functional>
#include <string>
#include <vector>

#include "fd.hpp"

namespace judge {

enum class Isolation { Namespaces, Rlimits, None };
const char* isolationName(Isolation isolation);  // "namespaces", "rlimits", "none"

// --sandbox: auto (namespaces where the machine allows them, else rlimits with a warning),
// require (namespaces and a cgroup with memory and pids, or a clear error), require=namespaces
// (namespaces or a clear error; with or without a cgroup), off (rlimits: for debugging).
enum class SandboxMode { Auto, Require, RequireNamespaces, Off };

// The isolation solutions get under a mode, probed once per process. `warning` is set (once) when
// auto falls back, saying who the programs run as and what they can reach; `error` when require
// cannot have its namespaces (the cgroup that require needs too is the caller's to check).
Isolation chooseIsolation(SandboxMode mode, std::string& warning, std::string& error);

// Why namespaces cannot be made here (empty when they can): a box running /bin/true, tried once.
const std::string& namespacesProblem();

// A host file or folder that the box shows at the same path.
struct BoxPath {
    std::string path;  // absolute
    bool writable = false;
};

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
    std::vector<std::string> argv;    // argv[0] is an absolute path (no PATH search)
    std::vector<std::string> env;     // the whole environment (None: the judge's is inherited)
    std::string cwd;                  // empty: / in the box, the judge's own otherwise
    std::vector<BoxPath> paths;       // Namespaces: what the box holds besides the system
    long long tmpBytes = 16LL << 20;  // Namespaces: the size of /tmp
    int in = -1, out = -1, err = -1;  // the program's stdin, stdout, stderr
    int answer = -1;                  // its fd 3 (the LeetCode harness's answers), or -1
    ChildLimits limits;
};

// What the keeper saw of the program, sent to the judge when everything in the run has ended.
struct KeeperReport {
    int complete = 0;              // 1 when the report arrived whole
    int status = 0;                // the program's wait status
    long long cpuUs = 0;           // the program's user + system time (with its waited children)
    long long maxrssKiB = 0;       // its ru_maxrss
    long long exitPeakBytes = -1;  // its VmHWM at its exit (traced runs), else -1
    long long treeCpuUs = 0;       // every process the keeper reaped, the program included
};

// A keeper started by launch(): the program is ready to exec and waits for release().
class Jail {
public:
    // Starts the keeper and the program; on failure error() says why (a missing file, a mount the
    // machine refused) and nothing is left running.
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
    std::string error_;
    pid_t keeper_ = 0;
    pid_t program_ = 0;
    Isolation isolation_ = Isolation::None;
    Fd report_;      // the keeper's and the program's messages before exec
    Fd go_;          // the program waits for a byte here
    Fd result_;      // the keeper's KeeperReport
    Fd pidfd_;       // outside a pid namespace: the program's, for kill()
    int slot_ = -1;  // its place in the registry killAllJails reads
    bool reaped_ = false;
};

// Kills every keeper running now (their boxes with them). Async-signal-safe: for the judge's
// signal handlers, so that an interrupted judge leaves nothing behind.
void killAllJails();

// The uid and gid the box's processes have outside (nobody when the judge is root).
unsigned outerUid();
unsigned outerGid();

}  // namespace judge
