// One test from testdata to verdict.
//
// Order of verdict decisions for one test; the first that applies wins:
//  1. FAIL  the testdata is broken (a missing .in or .ans): decided before anything runs, so
//           broken testdata is never the solution's fault (the output validation says FAIL too
//           when it finds the answer file broken, or when the validator itself fails).
//  2. The limit the judge itself stopped the program for (CPU or wall time -> TLE, resident
//     memory -> MLE): whatever else the killed program shows is a consequence of the kill.
//  3. TLE   SIGXCPU (the RLIMIT_CPU backstop) or CPU time over the limit although it finished.
//  4. MLE   peak resident memory over the limit, or an abnormal end with std::bad_alloc,
//           MemoryError or OutOfMemoryError on stderr (an allocation refused by the RLIMIT_AS
//           backstop or by the JVM's heap limit). Before OLE and RE because running out of memory
//           often surfaces as a crash.
//  5. OLE   SIGXFSZ (RLIMIT_FSIZE, which caps the stdout and the stderr file) or a stdout file
//           larger than the limit.
//  6. RE    any other signal (RE (SIGSEGV)) or a non-zero exit status (RE (exit 3)).
//  7. The output validation, on a clean exit: AC, WA or PE (validator.hpp).
#include "judging.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <set>

#include "answers.hpp"
#include "defaults.hpp"
#include "interaction.hpp"
#include "package_files.hpp"
#include "runtime_errors.hpp"
#include "text.hpp"

namespace judge {

namespace {

// Whether the program talks with the validator as it runs (an interactive problem).
enum class Interaction { None, Interactive };

std::string ms(double value) { return std::to_string(static_cast<long long>(value + 0.5)) + " ms"; }

// "2000 ms", or "4000 ms (2000 ms x2)" for a language with a time factor.
std::string cpuLimit(const Limits& limits) {
    if (limits.timeFactor == 1.0) return ms(limits.cpuMs);
    char factor[32];
    std::snprintf(factor, sizeof factor, "x%g", limits.timeFactor);
    return ms(limits.cpuMs) + " (" + ms(limits.cpuMs / limits.timeFactor) + " " + factor + ")";
}

// What a runtime prints when an allocation is refused.
bool outOfMemory(const std::string& stderrText) {
    // C++, Java, Python; Go, Rust, Node.
    for (const char* sign :
         {"std::bad_alloc", "java.lang.OutOfMemoryError", "MemoryError", "runtime: out of memory",
          "memory allocation of ", "JavaScript heap out of memory"})
        if (stderrText.find(sign) != std::string::npos) return true;
    return false;
}
std::string mib(long long bytes) { return std::to_string(bytes >> 20) + " MiB"; }

// What the memory figure covers, when it is every process of the run (a cgroup).
std::string treeNote(const RunResult& run) { return run.wholeTree ? " (all its processes)" : ""; }

// The first lines of stderr on one line, for messages; for a Python traceback, its last
// frame and the exception instead, which say what went wrong and where.
std::string stderrExcerpt(const std::string& text) {
    std::vector<std::string> lines = splitLines(text);
    std::string out;
    if (text.find("Traceback (most recent call last):") != std::string::npos && lines.size() >= 2) {
        std::size_t frame = lines.size() - 1;
        while (frame > 0 && lines[frame].find("File \"") == std::string::npos) --frame;
        const std::string where = rtrim(lines[frame]);
        const std::size_t start = where.find_first_not_of(' ');
        if (frame > 0 && start != std::string::npos) out = where.substr(start) + " | ";
        out += rtrim(lines.back());
    } else {
        for (std::size_t i = 0; i < lines.size() && i < 3; ++i)
            out += (i ? " | " : "") + rtrim(lines[i]);
    }
    return out.empty() ? "" : "stderr: " + quote(out);
}

}  // namespace

std::optional<Outcome> limitOutcome(const RunResult& run, const Limits& limits,
                                    const std::string& stderrText) {
    switch (run.killedFor) {
        case KillReason::Cpu: return Outcome{Verdict::TLE, "", "CPU time over " + cpuLimit(limits)};
        case KillReason::Wall:
            return Outcome{Verdict::TLE, "",
                           "wall time over " + ms(limits.wallMs) + " with " + ms(run.cpuMs) +
                               " of CPU: sleeping or waiting for input?"};
        case KillReason::Memory:
            return Outcome{Verdict::MLE, "",
                           "memory over " + mib(limits.memoryBytes) + treeNote(run)};
        case KillReason::Output:
            return Outcome{Verdict::OLE, "", "output over " + mib(limits.outputBytes)};
        case KillReason::None: break;
    }
    if (run.oomKilled)
        return Outcome{Verdict::MLE, "",
                       "memory over " + mib(limits.memoryBytes) +
                           ": the kernel stopped its processes at the limit"};
    const bool abnormal = !run.exited || run.exitCode != 0;
    if (run.signal == SIGXCPU || run.cpuMs > limits.cpuMs)
        return Outcome{Verdict::TLE, "",
                       "CPU time " + ms(run.cpuMs) + ", limit " + cpuLimit(limits)};
    if (run.peakBytes > limits.memoryBytes)
        return Outcome{Verdict::MLE, "",
                       "peak memory " + mib(run.peakBytes) + ", limit " + mib(limits.memoryBytes) +
                           treeNote(run)};
    if (abnormal && stderrText.find("std::bad_alloc") != std::string::npos)
        return Outcome{Verdict::MLE, "", "an allocation failed (std::bad_alloc)"};
    if (abnormal && outOfMemory(stderrText))
        return Outcome{Verdict::MLE, "", "an allocation failed: " + stderrExcerpt(stderrText)};
    if (run.signal == SIGXFSZ || run.outputBytes > limits.outputBytes)
        return Outcome{Verdict::OLE, "", "output over " + mib(limits.outputBytes)};
    if (run.signal) return Outcome{Verdict::RE, signalName(run.signal), stderrExcerpt(stderrText)};
    if (run.exitCode != 0)
        return Outcome{Verdict::RE, "exit " + std::to_string(run.exitCode),
                       stderrExcerpt(stderrText)};
    return std::nullopt;
}

namespace {

// "AddressSanitizer: heap-buffer-overflow on address 0x502000000034" from ASan's first line
// ("==12==ERROR: AddressSanitizer: ... at pc 0x... bp 0x... sp 0x..."), and its kind.
std::string asanLine(const std::string& line, std::string& kind) {
    std::string text = line.substr(line.find("AddressSanitizer: "));
    for (const char* tail : {" at pc ", " (pc "})
        if (const std::size_t at = text.find(tail); at != std::string::npos) text.resize(at);
    const std::size_t start = std::string("AddressSanitizer: ").size();
    kind = text.substr(start, text.find(' ', start) - start);
    if (kind == "SEGV" && text.find("0x000000000000") != std::string::npos) kind = "null pointer";
    return rtrim(text);
}

// "runtime error: signed integer overflow: ..." from UBSan's line, and its kind.
std::string ubsanLine(const std::string& line, std::string& kind) {
    const std::string text = rtrim(line.substr(line.find("runtime error: ")));
    const std::string what = text.substr(15);
    if (what.find("null pointer") != std::string::npos)
        kind = "null pointer";
    else if (what.find("out of bounds") != std::string::npos)
        kind = "index out of bounds";
    else if (what.find("misaligned address") != std::string::npos)
        kind = "misaligned address";
    else
        kind = what.substr(0, what.find(':'));
    return text;
}

}  // namespace

std::optional<Outcome> sanitizerOutcome(const std::string& stderrText,
                                        const std::string& sourcePath,
                                        const std::string& shownName) {
    const std::vector<std::string> lines = splitLines(stderrText);
    for (const std::string& line : lines) {
        std::string kind, first;
        if (line.find("ERROR: AddressSanitizer: ") != std::string::npos)
            first = asanLine(line, kind);
        else if (line.find(": runtime error: ") != std::string::npos)
            first = ubsanLine(line, kind);
        if (first.empty()) continue;
        const std::string place = placeInSolution(lines, sourcePath, shownName);
        return Outcome{Verdict::RE, kind, first + (place.empty() ? "" : ", at " + place)};
    }
    return std::nullopt;
}

namespace {

// How a run ended (limitOutcome), with a sanitizer's report for the RE of a sanitized build.
std::optional<Outcome> endingOf(const RunResult& run, const Limits& limits,
                                const std::string& stderrText, const Program& program) {
    std::optional<Outcome> ending = limitOutcome(run, limits, stderrText);
    if (ending && ending->verdict == Verdict::RE && program.sanitized)
        if (std::optional<Outcome> report =
                sanitizerOutcome(stderrText, program.sourcePath, program.userName))
            ending = report;
    if (ending && ending->verdict == Verdict::RE && !program.sanitized)
        if (std::optional<Outcome> report = runtimeErrorOutcome(
                program.language, stderrText, program.sourcePath, program.userName))
            ending = report;
    return ending;
}

// The testdata of one test: nothing when it is usable, else the FAIL outcome. An interactive
// problem's answer file is the validator's alone to read.
std::optional<Outcome> brokenTest(const PackageTest& test, const OutputCheck& check,
                                  Interaction interaction, std::string& input) {
    std::string why;
    std::optional<std::string> in = kit::readUntrusted(test.inputPath, {kTestFileBytes}, why);
    if (!in && ::access(test.inputPath.c_str(), F_OK) == 0)
        return Outcome{Verdict::FAIL, "", test.name + ".in: " + why};
    const bool answer = fileExists(test.answerPath);
    if (!in || !answer)
        return Outcome{Verdict::FAIL, "", "missing " + test.name + (in ? ".ans" : ".in")};
    input = *in;
    return interaction == Interaction::Interactive ? std::nullopt : check.brokenAnswer(test);
}

RunRequest requestFor(const Program& program, const std::string& input,
                      const std::string& workDir) {
    RunRequest r;
    r.argv = program.argv;
    r.inputPath = input;
    r.outputPath = workDir + "/out";
    r.errorPath = workDir + "/err";
    r.cwd = program.cwd;
    r.isolation = program.isolation;
    r.paths = program.paths;
    r.system = program.system;
    r.limits = program.limits;
    r.env = program.env;
    return r;
}

void measure(TestRun& t, const RunResult& run, const std::string& errorPath,
             const Program& program) {
    t.ran = true;
    t.sandbox = sandboxName(run.isolation, run.wholeTree);
    t.pid = run.pid;
    t.cpuMs = run.cpuMs;
    t.wallMs = run.wallMs;
    t.peakBytes = run.peakBytes;
    t.stderrText = readFile(errorPath, kStderrBytes).value_or("");
    const std::string from = "(" + program.traceName + ":", to = "(" + program.userName + ":";
    if (program.traceName.empty() || program.traceName == program.userName) return;
    for (std::size_t at = t.stderrText.find(from); at != std::string::npos;
         at = t.stderrText.find(from, at + to.size()))
        t.stderrText.replace(at, from.size(), to);
}

// One answer of a LeetCode run, through the output validation (as a file, as the protocol has it).
void validateAnswer(TestRun& t, const PackageTest& test, const std::string& answer,
                    const OutputCheck& check, const std::string& workDir) {
    const std::string file = workDir + "/answer";
    if (!writeFile(file, answer)) {
        t.outcome = {Verdict::FAIL, "", "cannot write " + file};
        return;
    }
    t.take(check.check(test, file));
}

// "01", "01 and 02", "01-04": the tests before index `first`.
std::string earlier(const std::vector<const PackageTest*>& tests, std::size_t first) {
    if (first == 1) return tests[0]->name;
    if (first == 2) return tests[0]->name + " and " + tests[1]->name;
    return tests[0]->name + "-" + tests[first - 1]->name;
}

}  // namespace

Program programIn(const std::string& runDir, std::vector<std::string> argv, const Limits& limits,
                  Isolation isolation) {
    Program program;
    program.argv = std::move(argv);
    program.cwd = runDir;
    program.limits = limits;
    program.isolation = isolation;
    program.paths = {{runDir, false}};
    return program;
}

void TestRun::take(const Validation& v) {
    outcome = v.outcome;
    judgeMessage = v.judgeMessage;
    scoreText = v.scoreText;
    multiplierText = v.multiplierText;
    details = v.details;
}

bool runMeasured(const Program& program, const std::string& inputPath, const std::string& workDir,
                 TestRun& t) {
    RunRequest request = requestFor(program, inputPath, workDir);
    RunResult run = runProgram(request);
    if (!run.started) {
        t.outcome = {Verdict::FAIL, "", run.startError};
        return true;
    }
    measure(t, run, request.errorPath, program);
    if (std::optional<Outcome> limit = endingOf(run, request.limits, t.stderrText, program)) {
        t.outcome = *limit;
        return true;
    }
    return false;
}

TestRun judgeTest(const Program& program, const PackageTest& test, const OutputCheck& check,
                  const std::string& workDir) {
    TestRun t;
    std::string input;
    if (std::optional<Outcome> broken = brokenTest(test, check, Interaction::None, input)) {
        t.outcome = *broken;
        return t;
    }
    if (runMeasured(program, test.inputPath, workDir, t)) return t;
    t.take(check.check(test, workDir + "/out"));
    return t;
}

namespace {

// The tests of a LeetCode run that have usable testdata, and their inputs, one per line.
struct BatchTests {
    std::vector<const PackageTest*> valid;
    std::vector<std::size_t> index;  // of each valid test in the package's list
    std::string input;
};

BatchTests batchTests(const std::vector<PackageTest>& tests, const OutputCheck& check,
                      BatchRun& batch) {
    BatchTests b;
    for (std::size_t i = 0; i < tests.size(); ++i) {
        std::string input;
        if (std::optional<Outcome> broken = brokenTest(tests[i], check, Interaction::None, input)) {
            batch.tests[i].outcome = *broken;
            continue;
        }
        b.valid.push_back(&tests[i]);
        b.index.push_back(i);
        b.input += rtrim(input) + "\n";
    }
    return b;
}

// Where a LeetCode run is in its answers: the figures of the answer before, and how the run
// ended once a testcase has taken the blame for it.
struct BatchCursor {
    double cpuBefore = 0, wallBefore = 0;
    std::optional<Outcome> ended;
    std::size_t endedIn = 0;
};

// A testcase that has its answer: its own figures, the limits, then the output validation.
void answeredTest(TestRun& t, const Answer& a, bool last, const RunResult& run,
                  const RunRequest& request, BatchCursor& c, const PackageTest& test,
                  const OutputCheck& check, const std::string& workDir, const Program& program) {
    t.answer = cut(rtrim(a.text), 2000);
    t.cpuMs = a.cpuMs - c.cpuBefore;
    t.wallMs = a.wallMs - c.wallBefore;
    t.peakBytes = a.peakBytes;
    c.cpuBefore = a.cpuMs;
    c.wallBefore = a.wallMs;
    // After the last answer the run may still have crashed or run out of a limit.
    std::optional<Outcome> limit =
        last ? endingOf(run, request.limits, t.stderrText, program) : std::nullopt;
    if (t.cpuMs > request.limits.cpuMs)
        t.outcome = {Verdict::TLE, "",
                     "CPU time " + ms(t.cpuMs) + ", limit " + cpuLimit(request.limits)};
    else if (limit)
        t.outcome = *limit;
    else
        validateAnswer(t, test, a.text, check, workDir);
}

// The testcase the run ended in, without an answer: the whole run's ending, with this
// testcase's share of the CPU time.
void endedTest(TestRun& t, std::size_t k, std::size_t count, const RunResult& run,
               const RunRequest& request, BatchCursor& c, const Program& program) {
    RunResult share = run;
    share.cpuMs = run.cpuMs - c.cpuBefore;
    t.cpuMs = share.cpuMs;
    t.wallMs = run.wallMs - c.wallBefore;
    c.ended = endingOf(share, request.limits, t.stderrText, program);
    if (!c.ended)
        c.ended = Outcome{Verdict::RE, "no answer",
                          "the process ended after " + std::to_string(k) + " of " +
                              std::to_string(count) + " testcases without answering this one"};
    t.outcome = *c.ended;
    c.endedIn = k;
}

// The first test that is not AC, when it is not the first, says it ran after the others.
void blameInOrder(BatchRun& batch, const BatchTests& b) {
    for (std::size_t k = 1; k < b.valid.size(); ++k) {
        Outcome& o = batch.tests[b.index[k]].outcome;
        if (batch.tests[b.index[k - 1]].outcome.verdict != Verdict::AC) return;
        if (o.verdict == Verdict::AC) continue;
        o.message += (o.message.empty() ? "" : "; ") + std::string("testcase ") + b.valid[k]->name +
                     " is the first that went wrong, after " + earlier(b.valid, k) +
                     " in the same process";
        return;
    }
}

}  // namespace

BatchRun judgeBatch(const Program& program, const std::vector<PackageTest>& tests,
                    const OutputCheck& check, const std::string& workDir) {
    BatchRun batch;
    batch.tests.resize(tests.size());
    const BatchTests b = batchTests(tests, check, batch);
    if (b.valid.empty()) return batch;
    RunRequest request = requestFor(program, workDir + "/testcases", workDir);
    request.answerPath = workDir + "/answers";
    request.segments = static_cast<int>(b.valid.size());
    if (!writeFile(request.inputPath, b.input)) {
        for (std::size_t k : b.index)
            batch.tests[k].outcome = {Verdict::FAIL, "", "cannot write " + request.inputPath};
        return batch;
    }
    const RunResult run = runProgram(request);
    batch.stdoutText = readFile(request.outputPath, 64 << 10).value_or("");
    const std::vector<Answer> answers = parseAnswers(
        readFile(request.answerPath, static_cast<std::size_t>(request.limits.outputBytes) + 1)
            .value_or(""));
    BatchCursor c;
    for (std::size_t k = 0; k < b.valid.size(); ++k) {
        TestRun& t = batch.tests[b.index[k]];
        if (!run.started) {
            t.outcome = {Verdict::FAIL, "", run.startError};
            continue;
        }
        measure(t, run, request.errorPath, program);
        if (c.ended) {
            t.ran = false;
            t.cpuMs = t.wallMs = 0;
            t.peakBytes = 0;
            t.outcome = {c.ended->verdict, "not run",
                         "the process ended in testcase " + b.valid[c.endedIn]->name +
                             " (one process for all testcases)"};
        } else if (k < answers.size()) {
            answeredTest(t, answers[k], k + 1 == b.valid.size(), run, request, c, *b.valid[k],
                         check, workDir, program);
        } else {
            endedTest(t, k, b.valid.size(), run, request, c, program);
        }
    }
    blameInOrder(batch, b);
    return batch;
}

TestRun judgeInteractive(const Program& program, const PackageTest& test, const OutputCheck& check,
                         const std::string& workDir) {
    TestRun t;
    std::string input;
    if (std::optional<Outcome> broken = brokenTest(test, check, Interaction::Interactive, input)) {
        t.outcome = *broken;
        return t;
    }
    if (check.programs.empty()) {
        t.outcome = {Verdict::FAIL, "", "an interactive problem without an output validator"};
        return t;
    }
    const std::string feedback = makeFeedbackDir(workDir);
    if (feedback.empty()) {
        t.outcome = {Verdict::FAIL, "", "cannot set up the interaction"};
        return t;
    }
    t = interactOnce(program, test, check.programs.front(), feedback, workDir);
    removeFeedback(feedback);
    return t;
}

namespace {

// The verdict of an interactive run from both ends: the validator's failure (but not its limits
// when the judge stopped the submission for its own first: the validator may have waited for it);
// then the validator's rejection when it came first; then the submission's own ending; then the
// validator's verdict.
Outcome interactiveOutcome(const Outcome& verdict, const RunResult& validator, bool validatorFirst,
                           const RunResult& sub, const std::optional<Outcome>& ending) {
    const bool validatorStopped = validator.killedFor != KillReason::None || validator.oomKilled;
    const bool waitedOut = validatorStopped && sub.killedFor != KillReason::None && ending;
    if (verdict.verdict == Verdict::FAIL && !waitedOut) return verdict;
    if (verdict.verdict == Verdict::WA && validatorFirst) return verdict;
    if (ending) return *ending;
    return verdict;
}

}  // namespace

TestRun interactOnce(const Program& program, const PackageTest& test, const ValidatorProgram& v,
                     const std::string& feedback, const std::string& workDir) {
    TestRun t;
    InteractionWatch watch;  // the pipes, and who ended first, by cause (interaction.hpp)
    if (!watch.open()) {
        t.outcome = {Verdict::FAIL, "", "cannot set up the interaction"};
        return t;
    }
    RunRequest submission = requestFor(program, "", workDir);
    submission.inputFd = watch.submissionIn();
    submission.outputFd = watch.submissionOut();
    RunRequest validator = validatorRequest(v, test, feedback, workDir);
    validator.inputFd = watch.validatorIn();
    validator.outputFd = watch.validatorOut();
    // The validator waits for the program: its wall clock covers the program's.
    validator.limits.wallMs = std::max(validator.limits.wallMs, submission.limits.wallMs + 1000);
    int first = -1;
    const std::vector<RunResult> runs = runTogether(
        {submission, validator}, first,
        {submission.inputFd, submission.outputFd, validator.inputFd, validator.outputFd},
        [&watch](const std::vector<bool>& running) { watch.round(running); });
    const RunResult& sub = runs[0];
    const Validation verdict = validatorVerdict(
        v, runs[1], feedback, readFile(validator.errorPath, kStderrBytes).value_or(""));
    t.take(verdict);  // its outcome is decided below
    if (!sub.started) {
        t.outcome = {Verdict::FAIL, "", sub.startError};
        return t;
    }
    measure(t, sub, submission.errorPath, program);
    const std::optional<Outcome> ending = endingOf(sub, submission.limits, t.stderrText, program);
    t.outcome = interactiveOutcome(verdict.outcome, runs[1], watch.validatorFirst(), sub, ending);
    if (verdict.outcome.verdict == Verdict::AC && t.outcome.verdict != Verdict::AC)
        t.scoreText = t.multiplierText = std::nullopt;  // the score of an output that lost
    return t;
}

}  // namespace judge
