// One test from testdata to verdict.
//
// Order of verdict decisions for one test; the first that applies wins:
//  1. FAIL  the testdata is broken (a missing .in or .out, a golden output that fails its own
//           check): decided before anything runs, so broken testdata is never the solution's fault.
//  2. The limit the judge itself stopped the program for (CPU or wall time -> TLE, resident
//     memory -> MLE): whatever else the killed program shows is a consequence of the kill.
//  3. TLE   SIGXCPU (the RLIMIT_CPU backstop) or CPU time over the limit although it finished.
//  4. MLE   peak resident memory over the limit, or an abnormal end with std::bad_alloc on stderr
//           (an allocation refused by the RLIMIT_AS backstop). Before OLE and RE because running
//           out of memory often surfaces as a crash.
//  5. OLE   SIGXFSZ (RLIMIT_FSIZE, which caps the stdout and the stderr file) or a stdout file
//           larger than the limit.
//  6. RE    any other signal (RE (SIGSEGV)) or a non-zero exit status (RE (exit 3)).
//  7. The checker, on a clean exit: AC, WA or PE.
#include "judging.hpp"

#include <algorithm>
#include <csignal>
#include <dirent.h>
#include <fnmatch.h>
#include <set>

#include "text.hpp"

namespace judge {

namespace {

std::string ms(double value) { return std::to_string(static_cast<long long>(value + 0.5)) + " ms"; }
std::string mib(long long bytes) { return std::to_string(bytes >> 20) + " MiB"; }

// The first lines of stderr on one line, for messages.
std::string stderrExcerpt(const std::string& text) {
    std::vector<std::string> lines = splitLines(text);
    std::string out;
    for (std::size_t i = 0; i < lines.size() && i < 3; ++i) out += (i ? " | " : "") + rtrim(lines[i]);
    return out.empty() ? "" : "stderr: " + quote(out);
}

bool matchesAny(const std::string& name, const std::vector<std::string>& filters) {
    if (filters.empty()) return true;
    return std::any_of(filters.begin(), filters.end(),
                       [&](const std::string& f) { return ::fnmatch(f.c_str(), name.c_str(), 0) == 0; });
}

bool endsWith(const std::string& s, const std::string& suffix) {
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace

std::vector<TestCase> findTests(const std::string& dir, const std::vector<std::string>& filters) {
    std::set<std::string> names;
    if (DIR* d = ::opendir(dir.c_str())) {
        while (dirent* e = ::readdir(d)) {
            std::string file = e->d_name;
            for (const char* ext : {".in", ".out"})
                if (endsWith(file, ext) && file.size() > std::string(ext).size())
                    names.insert(file.substr(0, file.size() - std::string(ext).size()));
        }
        ::closedir(d);
    }
    std::vector<TestCase> tests;
    for (const std::string& name : names)
        if (matchesAny(name, filters)) tests.push_back({name, dir + "/" + name + ".in", dir + "/" + name + ".out"});
    return tests;
}

std::optional<Outcome> limitOutcome(const RunResult& run, const Limits& limits, const std::string& stderrText) {
    switch (run.killedFor) {
        case KillReason::Cpu: return Outcome{Verdict::TLE, "", "CPU time over " + ms(limits.cpuMs)};
        case KillReason::Wall:
            return Outcome{Verdict::TLE, "", "wall time over " + ms(limits.wallMs) + " with " + ms(run.cpuMs) +
                                                 " of CPU: sleeping or waiting for input?"};
        case KillReason::Memory: return Outcome{Verdict::MLE, "", "resident memory over " + mib(limits.memoryBytes)};
        case KillReason::None: break;
    }
    const bool abnormal = !run.exited || run.exitCode != 0;
    if (run.signal == SIGXCPU || run.cpuMs > limits.cpuMs)
        return Outcome{Verdict::TLE, "", "CPU time " + ms(run.cpuMs) + ", limit " + ms(limits.cpuMs)};
    if (run.peakBytes > limits.memoryBytes)
        return Outcome{Verdict::MLE, "", "peak memory " + mib(run.peakBytes) + ", limit " + mib(limits.memoryBytes)};
    if (abnormal && stderrText.find("std::bad_alloc") != std::string::npos)
        return Outcome{Verdict::MLE, "", "an allocation failed (std::bad_alloc)"};
    if (run.signal == SIGXFSZ || run.outputBytes > limits.outputBytes)
        return Outcome{Verdict::OLE, "", "output over " + mib(limits.outputBytes)};
    if (run.signal) return Outcome{Verdict::RE, signalName(run.signal), stderrExcerpt(stderrText)};
    if (run.exitCode != 0) return Outcome{Verdict::RE, "exit " + std::to_string(run.exitCode), stderrExcerpt(stderrText)};
    return std::nullopt;
}

TestRun judgeTest(const std::string& program, const TestCase& test, Checker checker, const Limits& limits,
                  const std::string& workDir) {
    TestRun t;
    std::optional<std::string> input = readFile(test.inputPath), golden = readFile(test.goldenPath);
    if (!input || !golden) {
        t.outcome = {Verdict::FAIL, "", "missing " + test.name + (input ? ".out" : ".in")};
        return t;
    }
    Outcome goldenCheck = checkGolden(checker, *input, *golden);
    if (goldenCheck.verdict == Verdict::FAIL) {
        t.outcome = goldenCheck;
        return t;
    }
    RunRequest request{program, test.inputPath, workDir + "/out", workDir + "/err", limits};
    RunResult run = runProgram(request);
    if (!run.started) {
        t.outcome = {Verdict::FAIL, "", run.startError};
        return t;
    }
    t.ran = true;
    t.pid = run.pid;
    t.cpuMs = run.cpuMs;
    t.wallMs = run.wallMs;
    t.peakBytes = run.peakBytes;
    t.stderrText = readFile(request.errorPath, 64 << 10).value_or("");
    if (std::optional<Outcome> limit = limitOutcome(run, limits, t.stderrText)) {
        t.outcome = *limit;
        return t;
    }
    std::string found = readFile(request.outputPath, static_cast<std::size_t>(limits.outputBytes) + 1).value_or("");
    t.outcome = checker(*input, *golden, found);
    return t;
}

}  // namespace judge
