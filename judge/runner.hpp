// The runner: starts one program with stdin from a file and stdout/stderr into files, in its own
// process group, under CPU, wall-clock, memory and output limits, and measures CPU time and peak
// memory (wait4). When the run ends, the whole group is killed, and so is every descendant that
// escaped it (the judge is a child subreaper, so orphans are re-parented to it and found in
// /proc/self/task/*/children): nothing the program started outlives the run.
//
// Limits: CPU time, wall clock and resident memory are polled (/proc/PID/stat, /proc/PID/status)
// and the program is killed when over; RLIMIT_CPU (limit + 1 s), RLIMIT_AS (memory + 4 GiB) are
// backstops; RLIMIT_FSIZE (output + 1 byte) stops output; RLIMIT_CORE is 0.
//
// runProgram assumes no other child process of the judge is running at the same time: after each
// run, any child it did not start itself is treated as an escaped descendant and killed.
#pragma once
#include <string>

namespace judge {

struct Limits {
    int cpuMs = 2000;                       // CPU time (user + sys)
    int wallMs = 2500;                      // wall clock
    long long memoryBytes = 256LL << 20;    // resident memory
    long long outputBytes = 16LL << 20;     // each of stdout and stderr
};

struct RunRequest {
    std::string program;
    std::string inputPath;
    std::string outputPath;
    std::string errorPath;
    Limits limits;
};

// Why the judge stopped the program, if it did.
enum class KillReason { None, Cpu, Wall, Memory };

struct RunResult {
    bool started = false;
    std::string startError;     // why the program could not be started
    int pid = 0;                // the program's pid, which was also its process group id
    bool exited = false;        // ended by exit(): exitCode is valid
    int exitCode = 0;
    int signal = 0;             // ended by this signal
    KillReason killedFor = KillReason::None;
    double cpuMs = 0;
    double wallMs = 0;
    long long peakBytes = 0;    // peak resident memory: ru_maxrss, or sampled VmHWM (see runner.cpp)
    long long outputBytes = 0;  // size of the stdout file
};

RunResult runProgram(const RunRequest& request);

// "SIGSEGV" for the usual signals, "signal 40" for others.
std::string signalName(int signal);

// Kills the process group of the program being run, if one is running. Async-signal-safe: for
// the CLI's signal handlers, so that an interrupted judge leaves no program behind.
void killRunningProgram();

// Kills and reaps every child of this process (and, as they get re-parented here, theirs).
// Returns how many processes it killed.
int killOrphans();

}  // namespace judge
