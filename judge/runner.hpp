// The runner: runs one program (a solution, a compiler, or one of the kit's own test programs)
// through the box (box/box.hpp) with stdin from a file and stdout/stderr into files, under CPU,
// wall-clock, memory, output and process limits, and measures CPU time and peak memory. When the
// run ends, nothing it started is left running.
//
// Limits: CPU time, wall clock, memory and the stdout file's size are polled, and the run is killed
// when one is over. With a cgroup (box.hpp) the CPU time and memory are those of the whole tree
// and the kernel holds the tree to its memory limit (plus a sixteenth) and its process cap; without
// one, those of the program's own process, with RLIMIT_AS (memory + 8 GiB, not for a JVM, which
// does not start under one) as a backstop. RLIMIT_CPU (limit + 1 s) and RLIMIT_FSIZE (output + 1
// byte) are backstops and the output cap; RLIMIT_CORE is 0; RLIMIT_STACK is 64 MiB (or the memory
// limit when smaller; a package's submission: the memory limit, as problemtools leaves the stack
// unlimited) where the hard limit allows; RLIMIT_NPROC caps the processes of the box's
// user (or of nobody, under rlimits as root).
//
// stdin is a sealed memory file holding a copy of the input: the program reads it like a file but
// cannot write it, nor walk from it to the file it came from.
//
// Memory: the peak of the program's own process is its VmHWM, read when it stops at exit (the
// keeper traces it, exit events only), the kernel's high-water mark of the program alone, the
// figure /usr/bin/time reports. With a cgroup the figure is the larger of that and the tree's
// peak, so a program that forks shows its children's memory too, and a single process still shows
// what /usr/bin/time shows (its cgroup peak is below its VmHWM: shared libraries already cached
// are not charged to it). Trusted programs are not traced (a sanitizer's leak check must trace the
// program itself, and a process has one tracer): ru_maxrss when it clearly exceeds the keeper's
// copy of the judge (a forked child starts as a copy of its parent and Linux keeps the larger peak
// across exec), else the largest VmHWM seen while polling.
//
// Segments (LeetCode runs, many testcases in one process): with an answer file (fd 3 of the
// program), each time that file grows a new segment starts, and the CPU and wall limits apply to
// each segment; RLIMIT_CPU covers all of them.
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "box/box.hpp"
#include "defaults.hpp"

namespace judge {

struct Limits {
    int cpuMs = kDefaultCpuMs;            // CPU time (user + sys), per segment
    int wallMs = wallMsFor(cpuMs);        // wall clock, per segment
    long long memoryBytes = 256LL << 20;  // peak memory (of the tree, with a cgroup)
    long long outputBytes = 16LL << 20;   // each of stdout, stderr and the answer file
    long long fileBytes = 0;              // RLIMIT_FSIZE of every file written; 0: outputBytes + 1
    int processes = 64;                   // processes and threads of the tree
    long long stackBytes = 0;             // RLIMIT_STACK; 0: 64 MiB, or the memory limit if less
    bool addressSpace = true;             // the RLIMIT_AS backstop (false for the JVM)
    double timeFactor = 1.0;              // the language's factor, already in cpuMs (for messages)
};

struct RunRequest {
    std::vector<std::string> argv;  // argv[0] is the program's path (no PATH search)
    std::string inputPath;
    std::string outputPath;
    std::string errorPath;   // may be outputPath: one file for both (a compiler's log)
    std::string answerPath;  // when set: opened for writing as fd 3; its growth starts segments
    int inputFd = -1;        // when set: stdin is this fd (a pipe), not inputPath
    int outputFd = -1;       // when set: stdout is this fd (a pipe), not outputPath
    int segments = 1;        // how many segments the run may have (for the RLIMIT_CPU backstop)
    std::string cwd;         // working directory; empty: the judge's (/ in a box)
    Isolation isolation = Isolation::Namespaces;  // None: a trusted program (the kit's tests)
    std::vector<BoxPath> paths;    // the files the box shows besides the system (namespaces)
    std::string system;            // the toolchain root the box shows as the system; "": the host
    std::vector<std::string> env;  // empty: boxEnvironment() (None: the judge's own)
    Limits limits;
};

// Why the judge stopped the program, if it did.
enum class KillReason { None, Cpu, Wall, Memory, Output };

struct RunResult {
    bool started = false;
    std::string startError;  // why the program could not be started
    int pid = 0;             // the program's pid (in the judge's view), also its process group
    bool exited = false;     // ended by exit(): exitCode is valid
    int exitCode = 0;
    int signal = 0;  // ended by this signal
    KillReason killedFor = KillReason::None;
    bool oomKilled = false;  // the kernel killed a process of the tree at the memory limit
    double cpuMs = 0;
    double wallMs = 0;
    long long peakBytes = 0;    // peak memory (see above)
    bool exactPeak = false;     // the program's VmHWM was read at its exit
    bool wholeTree = false;     // cpuMs and peakBytes are the tree's (a cgroup)
    long long outputBytes = 0;  // size of the stdout file
    Isolation isolation = Isolation::None;
};

RunResult runProgram(const RunRequest& request);

// Why a stopped run is said to have been stopped: the reason the watch loop saw, except that a run
// stopped at the wall limit whose segment had used more CPU than its limit by the time it ended
// broke the CPU limit (the judge was late between reading the CPU time and the clock).
KillReason settledKill(KillReason seen, double segmentCpuMs, const Limits& limits);

// Several programs at once (an interactive problem: a submission and its validator, each one's
// stdout a pipe to the other's stdin), each under its own limits; firstEnded gets the index of
// the one the judge saw end first. handOver: the caller's ends of those pipes, closed here as soon
// as every program holds its own, so that each sees the end of its input when the other ends.
// eachRound, when given, is called after every round of watching with which ones still run.
std::vector<RunResult> runTogether(
    const std::vector<RunRequest>& requests, int& firstEnded, const std::vector<int>& handOver,
    const std::function<void(const std::vector<bool>& running)>& eachRound = nullptr);

// The physical cores (each a list of logical CPUs) that the runs this thread starts from now on are
// pinned to: runProgram's program to the first, runTogether's i-th program to the i-th (the pool of
// parallel.hpp gives each of its workers cores of their own). Empty, as a thread starts: not pinned.
void pinThreadRuns(std::vector<std::vector<int>> cores);

// "SIGSEGV" for the usual signals, "signal 40" for others.
std::string signalName(int signal);

// Runs without the box (Isolation::Rlimits) can reach the kit: `check` is called after each of
// them has ended (with its program's path), before anything is judged on it (guard.hpp).
void checkAfterUnboxedRuns(void (*check)(const std::string& program));

}  // namespace judge
