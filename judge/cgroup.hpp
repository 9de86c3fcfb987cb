// A control group per run: the CPU time and peak memory of every process the program ran, its
// memory limit and process cap held for the whole tree, and a way to kill the whole tree.
//
// Where: the first run makes one folder for this judge process, nqueens-judge-<pid>, under the
// judge's own cgroup, and each run gets a fresh child of it (a fresh peak, a fresh CPU count);
// both are removed when done (stale folders of judges that died are removed at start).
//   cgroup v1 (these machines): the memory, pids and cpuacct hierarchies, all three needed, as
//     root: memory.limit_in_bytes (and memory.memsw.limit_in_bytes where swap is accounted),
//     pids.max; memory.max_usage_in_bytes, cpuacct.usage, memory.oom_control's oom_kill.
//   cgroup v2 (a desktop): a subtree with the memory and pids controllers enabled: memory.max,
//     memory.swap.max = 0, pids.max; memory.peak, cpu.stat's usage_usec, memory.events'
//     oom_kill; cgroup.kill. An unprivileged user gets one through systemd
//     (`systemd-run --user --scope -p Delegate=yes build/bin/judge ...`).
// When neither can be made, cgroupSupport() says why and runs go without (the runner then falls
// back to the figures of the program's own process).
//
// What the memory of a cgroup counts: the anonymous memory and page tables of every process in it,
// and the page cache it caused (files written, /tmp in the box); not the shared libraries already
// cached. The hard limit is the memory limit plus a sixteenth (treeLimitBytes): the verdict is
// decided on the measured peak, the kernel's limit is the backstop that stops a tree outgrowing it.
#pragma once
#include <sys/types.h>

#include <memory>
#include <string>
#include <vector>

namespace judge {

// What this machine lets the judge make, found once per process.
struct CgroupSupport {
    int version = 0;     // 1, 2, or 0: none
    std::string reason;  // when 0: why not, for the one warning line
};
const CgroupSupport& cgroupSupport();
// From now on runs go without a cgroup (--sandbox off); cgroupSupport() says so.
void turnOffCgroups();

long long treeLimitBytes(long long memoryBytes);

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
