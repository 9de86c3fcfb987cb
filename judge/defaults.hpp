// The judge's own defaults, said once (like isolate's default.cf): the limits a test runs under
// when nothing else sets them, a package's limits when its problem.yaml states none, a compile's
// caps, what is read of a stderr, and the environment of a boxed run.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace judge {

// The CPU limit a test runs under when neither --tl nor the package states one and no submission
// bounds it, and the wall limit that goes with a CPU limit (3 x it + 1 s, so that a busy machine
// does not turn CPU time into TLE).
constexpr int kDefaultCpuMs = 2000;

constexpr int wallMsFor(int cpuMs) { return 3 * cpuMs + 1000; }

// A package's limits when its problem.yaml states none (the package format's defaults): the time
// of a compile and of a validation in seconds, their memory and a test's in MiB, and the output of
// a test and of a validator in MiB. A compile without a package (a trusted tool's) has them too.
constexpr int kPackageSeconds = 60;
constexpr int kPackageMiB = 2048;
constexpr int kPackageOutputMiB = 8;

// The compiler's messages (--compile-ol's default) in MiB, and the processes a compile or a
// package's build script may start (a compiler's helpers, a JVM's threads).
constexpr int kCompileOutputMiB = 8;
constexpr int kCompileProcesses = 256;

// What the judge reads of a program's or a validator's stderr, in bytes.
constexpr std::size_t kStderrBytes = 64 << 10;

constexpr long long bytesOfMiB(int mib) { return static_cast<long long>(mib) << 20; }

// The environment of a boxed run: nothing of the judge's, which may hold secrets or options that
// change how a runtime behaves (JAVA_TOOL_OPTIONS, PYTHONPATH). A compile adds TMPDIR=/tmp.
inline std::vector<std::string> boxEnvironment() {
    return {"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8", "HOME=/tmp"};
}

}  // namespace judge
