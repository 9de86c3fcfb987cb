// The machine's physical cores, as the judge may use them (parallel runs: parallel.hpp). A core is
// the list of its logical CPUs (its hyperthread siblings, from
// /sys/devices/system/cpu/cpuN/topology/thread_siblings_list), kept to the CPUs this process may
// run on (sched_getaffinity); where the topology cannot be read, each allowed CPU is a core.
#pragma once
#include <string>
#include <vector>

namespace judge {

using Core = std::vector<int>;  // logical CPUs, ascending

// The physical cores this process may run on, by their first CPU; at least one.
std::vector<Core> physicalCores();

// "0-3,8,10-11" (the kernel's cpu list format) as CPUs, ascending; empty when malformed.
std::vector<int> parseCpuList(const std::string& text);

// A core's lease, shared by every judge process on the machine: while one holds it no other
// judge's submission is pinned to that core (judges started at once by make serve, or from two
// shells, each take every core; parallel.hpp takes one a run, for the submission's core). The lease is an flock on a file of the core's first CPU in a folder of
// the machine's (kCoreLeaseDir, sticky and open to every user, as /tmp); where that folder
// cannot be used, every lease is granted (the judge works alone, as before). Released when the
// object goes, or the process ends.
class CoreLease {
public:
    // Takes the lease of `core` if no other process holds it now (never waits).
    static CoreLease tryTake(const Core& core);
    CoreLease() = default;
    CoreLease(CoreLease&& other) noexcept;
    CoreLease& operator=(CoreLease&& other) noexcept;
    CoreLease(const CoreLease&) = delete;
    CoreLease& operator=(const CoreLease&) = delete;
    ~CoreLease();
    bool held() const { return held_; }

private:
    int fd_ = -1;
    bool held_ = false;
};

constexpr const char* kCoreLeaseDir = "/tmp/nqueens-kit-cores";

}  // namespace judge
