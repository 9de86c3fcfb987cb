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

}  // namespace judge
