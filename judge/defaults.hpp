// The judge's own time limits when nothing else sets them, said once: the CPU limit a test runs
// under when neither --tl nor the package states one and no submission bounds it, and the wall
// limit that goes with a CPU limit (3 x it + 1 s, so that a busy machine does not turn CPU time
// into TLE).
#pragma once

namespace judge {

constexpr int kDefaultCpuMs = 2000;

constexpr int wallMsFor(int cpuMs) { return 3 * cpuMs + 1000; }

}  // namespace judge
