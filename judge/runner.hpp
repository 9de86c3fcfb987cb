// The runner: starts one program with stdin from a file and stdout/stderr into files, in its own
// process group, under CPU, wall-clock, memory, output and process limits, and measures CPU time
// and peak memory. When the run ends, the whole group is killed, and so is every descendant that
// escaped it (the judge is a child subreaper, so orphans are re-parented to it and found in
// /proc/self/task/*/children): nothing the program started outlives the run.
//
// Limits: CPU time, wall clock and resident memory are polled (/proc/PID/stat, /proc/PID/status)
// and the program is killed when over; RLIMIT_CPU (limit + 1 s) and RLIMIT_AS (memory + 8 GiB,
// not for a JVM, which does not start under one) are backstops; RLIMIT_FSIZE (output + 1 byte)
// stops output; RLIMIT_CORE is 0; RLIMIT_STACK is 64 MiB (or the memory limit when smaller).
//
// Isolation (RunRequest::isolate, for solutions): when the judge runs as root, the program runs as
// the unprivileged user `nobody` with RLIMIT_NPROC (root ignores that limit), so a fork loop ends
// at the limit and the program cannot write files it does not own; it gets a clean environment and
// its working directory is one it cannot write. Without root the user's own limits apply.
//
// Memory: the peak resident size of the program itself. A forked child starts as a copy of the
// judge and Linux keeps the larger peak across exec, so wait4's ru_maxrss may be the judge's. The
// runner therefore traces the program (ptrace, exit events only) and reads its VmHWM when it
// stops at exit, after exec and before its memory is released: the kernel's high-water mark of the
// program alone, the figure /usr/bin/time reports for a program larger than `time` itself. Where
// ptrace is refused, and for trusted programs (isolate false: the kit's tests, whose sanitizers
// trace the program themselves), it falls back to ru_maxrss when that clearly exceeds the judge's copy, else
// to the largest VmHWM seen while polling.
//
// Segments (LeetCode runs, many testcases in one process): with an answer file (fd 3 of the
// program), each time that file grows a new segment starts, and the CPU and wall limits apply to
// each segment; RLIMIT_CPU covers all of them.
//
// runProgram assumes no other child process of the judge is running at the same time: after each
// run, any child it did not start itself is treated as an escaped descendant and killed.
#pragma once
#include <string>
#include <vector>

namespace judge {

struct Limits {
    int cpuMs = 2000;                     // CPU time (user + sys), per segment
    int wallMs = 2500;                    // wall clock, per segment
    long long memoryBytes = 256LL << 20;  // resident memory
    long long outputBytes = 16LL << 20;   // each of stdout, stderr and the answer file
    int processes = 64;        // RLIMIT_NPROC of the unprivileged user (isolated runs as root)
    bool addressSpace = true;  // the RLIMIT_AS backstop (false for the JVM)
    double timeFactor = 1.0;   // the language's factor, already in cpuMs (for messages)
};

struct RunRequest {
    std::vector<std::string> argv;  // argv[0] is the program's path (no PATH search)
    std::string inputPath;
    std::string outputPath;
    std::string errorPath;
    std::string answerPath;  // when set: opened for writing as fd 3; its growth starts segments
    int segments = 1;        // how many segments the run may have (for the RLIMIT_CPU backstop)
    std::string cwd;         // working directory; empty: the judge's
    bool isolate = true;     // a solution (see above); false: a trusted program (the kit's tests)
    Limits limits;
};

// Why the judge stopped the program, if it did.
enum class KillReason { None, Cpu, Wall, Memory };

struct RunResult {
    bool started = false;
    std::string startError;  // why the program could not be started
    int pid = 0;             // the program's pid, which was also its process group id
    bool exited = false;     // ended by exit(): exitCode is valid
    int exitCode = 0;
    int signal = 0;  // ended by this signal
    KillReason killedFor = KillReason::None;
    double cpuMs = 0;
    double wallMs = 0;
    long long peakBytes = 0;    // peak resident memory of the program (see above)
    bool exactPeak = false;     // peakBytes was read at the program's exit (ptrace)
    long long outputBytes = 0;  // size of the stdout file
    long long answerBytes = 0;  // size of the answer file
    double segmentCpuMs = 0;    // CPU time of the last segment, as seen by the watch loop
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

// Whether isolated runs drop to an unprivileged user (the judge runs as root), and which.
bool dropsPrivileges();
std::string runUserName();  // "nobody", or the judge's own user name when it is not root
unsigned runUid();          // the uid isolated runs have

}  // namespace judge
