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
// When neither can be made, cgroupSupport() (box.hpp) says why and runs go without (the runner then falls
// back to the figures of the program's own process).
//
// What the memory of a cgroup counts: the anonymous memory and page tables of every process in it,
// and the page cache it caused (files written, /tmp in the box); not the shared libraries already
// cached. The hard limit is the memory limit plus a sixteenth (treeLimitBytes): the verdict is
// decided on the measured peak, the kernel's limit is the backstop that stops a tree outgrowing it.
#pragma once
#include <string_view>

namespace judge::box {

// The folders of a judge are named kJudgeFolder followed by its pid.
constexpr std::string_view kJudgeFolder = "nqueens-judge-";

// From now on runs go without a cgroup (--sandbox off); cgroupSupport() says so.
void turnOffCgroups();

// The kernel's hard memory limit of a run group with this memory limit.
long long treeLimitBytes(long long memoryBytes);

}  // namespace judge::box
