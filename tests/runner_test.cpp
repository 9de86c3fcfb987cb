// Runner tests: tiny misbehaving programs (tests/programs/*.cpp) are compiled through the judge's
// own compile function (cache in a temporary directory) and run through the runner under small
// limits. Each must get its verdict, the judge must return within the time limit plus a second,
// and nothing the program started may be left running. Also the verdict order of limitOutcome,
// the compile cache, broken testdata, the guard of the kit's files without the box, the registry
// of running boxes and the Fd type.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <ftw.h>
#include <sched.h>
#include <sys/stat.h>
#include <unistd.h>
#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <map>
#include <memory>
#include <thread>
#include <vector>

#include "checkers/checkers.hpp"
#include "judge/compile.hpp"
#include "judge/cores.hpp"
#include "judge/guard.hpp"
#include "judge/judging.hpp"
#include "judge/languages.hpp"
#include "judge/runner.hpp"
#include "judge/text.hpp"
#include "kit_check.hpp"
#include "kit_paths.hpp"
#include "leftovers.hpp"

using namespace judge;

namespace {

const char* const kPrograms[] = {"loop_forever",  "fork_holds_stdout", "segfault",
                                 "exit3",         "allocate_2gib",     "print_forever",
                                 "compile_error", "wait_on_own_pipe",  "setsid_child"};

std::string programSource(const std::string& name) {
    return kitRoot() + "/tests/programs/" + name + ".cpp";
}

CompileJob cppJob(const std::string& source) {
    return compileJob(source, *findLanguage("cpp"), "", kitRoot());
}

// How the judge runs a compiled C++ program, straight from its artifact directory.
Program programOf(const CompileResult& c, const Limits& limits) {
    RunCommand command = runCommandFor(*findLanguage("cpp"), c.artifact, c.tool, limits);
    return programIn(c.artifact, command.argv, command.limits, Isolation::Namespaces);
}

int removeEntry(const char* path, const struct stat*, int, struct FTW*) { return ::remove(path); }

// A temporary directory with the compile cache, one test (n = 1) and the runs' scratch files;
// the programs are compiled once, in parallel, the first time it is used.
struct Sandbox {
    std::string dir;
    std::string cache;
    PackageTest test;
    std::map<std::string, CompileResult> compiled;

    Sandbox() {
        std::string pattern = "/tmp/judge-runner-test-XXXXXX";
        REQUIRE(::mkdtemp(pattern.data()) != nullptr);
        REQUIRE(::chmod(pattern.c_str(), 0711) == 0);  // an unprivileged run reaches the cache
        dir = pattern;
        cache = dir + "/cache";
        test = kit_check::test("01", dir + "/01.in", dir + "/01.out", "acm");
        REQUIRE(writeFile(test.inputPath, "1\n"));
        REQUIRE(writeFile(test.answerPath, "1\n1 1\n"));
        std::vector<CompileJob> jobs;
        for (const char* name : kPrograms) jobs.push_back(cppJob(programSource(name)));
        std::vector<CompileResult> results = compileAll(jobs, cache, 2);
        for (std::size_t i = 0; i < jobs.size(); ++i) compiled[kPrograms[i]] = results[i];
    }
    ~Sandbox() { ::nftw(dir.c_str(), removeEntry, 16, FTW_DEPTH | FTW_PHYS); }
};

Sandbox& sandbox() {
    static Sandbox box;
    return box;
}

Limits smallLimits() {
    Limits limits;
    limits.cpuMs = 500;
    limits.wallMs = 1000;
    limits.memoryBytes = 64LL << 20;
    limits.outputBytes = 1LL << 20;
    return limits;
}

struct Timed {
    TestRun run;
    double wallMs;
};

Timed judgeProgram(const std::string& name, const Limits& limits = smallLimits()) {
    Sandbox& box = sandbox();
    const CompileResult& c = box.compiled.at(name);
    REQUIRE_MESSAGE(c.ok, c.log);
    const OutputCheck& check = kit_check::check(box.dir);  // compiled before the clock starts
    check.brokenAnswer(box.test);
    auto start = std::chrono::steady_clock::now();
    TestRun run = judgeTest(programOf(c, limits), box.test, check, box.dir);
    double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return {run, ms};
}

// "MLE: memory over 64 MiB (cpu 12 ms, wall 40 ms, peak 65 MiB)", for failure messages.
std::string describe(const Timed& t) {
    return verdictLabel(t.run.outcome) + ": " + t.run.outcome.message + " (cpu " +
           std::to_string(t.run.cpuMs) + " ms, wall " + std::to_string(t.wallMs) + " ms, peak " +
           std::to_string(t.run.peakBytes >> 20) + " MiB)";
}

bool gone(int pid) { return ::kill(pid, 0) == -1 && errno == ESRCH; }

// The program, its process group and every child it named on stderr ("child NAME") are gone,
// and the judge has no child left.
void checkNothingLeft(const TestRun& run) {
    REQUIRE(run.pid > 0);
    CHECK(gone(run.pid));
    CHECK(gone(-run.pid));
    std::vector<std::string> words = splitTokens(run.stderrText);
    for (std::size_t i = 0; i + 1 < words.size(); ++i)
        if (words[i] == "child") {
            INFO("child " << words[i + 1]);
            CHECK(leftovers::processesNamed(words[i + 1]) == 0);
        }
    CHECK(leftovers::childrenLeft() == 0);
}

// The judge returns soon after the wall-clock limit at the latest, whatever the program does:
// within the wall limit plus half a second plus what judging a program that ends at once takes
// just then (a busy machine slows both alike; measured, not assumed). A judge that waited for a
// sleeping child (30 s) or for the CPU limit's kill to be noticed late fails it.
void checkPrompt(const Timed& t, const Limits& limits = smallLimits()) {
    const double busy = judgeProgram("exit3").wallMs;
    CHECK_MESSAGE(t.wallMs < limits.wallMs + 500 + busy,
                  "took " << t.wallMs << " ms; a program that ends at once took " << busy);
}

}  // namespace

TEST_CASE("a program that spins forever gets TLE on CPU time") {
    Limits limits = smallLimits();
    limits.wallMs = 10000;  // so that the CPU limit stops it even on a busy machine
    Timed t = judgeProgram("loop_forever", limits);
    CHECK_MESSAGE(t.run.outcome.verdict == Verdict::TLE, describe(t));
    CHECK(t.run.outcome.message.find("CPU time") != std::string::npos);
    CHECK(t.run.cpuMs >= 500);
    checkPrompt(t, limits);
    checkNothingLeft(t.run);
}

TEST_CASE("a child that sleeps holding stdout open does not keep the judge waiting") {
    Timed t = judgeProgram("fork_holds_stdout");
    // AC, not TLE: the judge did not wait for the child.
    CHECK_MESSAGE(t.run.outcome.verdict == Verdict::AC, describe(t));
    checkPrompt(t);
    checkNothingLeft(t.run);
    CHECK(t.run.stderrText.find("child ") != std::string::npos);
}

TEST_CASE("a segmentation fault is RE (SIGSEGV)") {
    Timed t = judgeProgram("segfault");
    CHECK_MESSAGE(verdictLabel(t.run.outcome) == "RE (SIGSEGV)", describe(t));
    checkPrompt(t);
    checkNothingLeft(t.run);
}

TEST_CASE("a non-zero exit status is RE (exit 3), even after a right answer") {
    Timed t = judgeProgram("exit3");
    CHECK_MESSAGE(verdictLabel(t.run.outcome) == "RE (exit 3)", describe(t));
    checkNothingLeft(t.run);
}

TEST_CASE("allocating and touching 2 GiB is MLE") {
    Limits limits = smallLimits();  // with time to spare: page faults are slow on some machines
    limits.cpuMs = 2000;
    limits.wallMs = 3000;
    Timed t = judgeProgram("allocate_2gib", limits);
    CHECK_MESSAGE(t.run.outcome.verdict == Verdict::MLE, describe(t));
    CHECK(t.run.outcome.message.find("memory over 64 MiB") == 0);
    checkPrompt(t, limits);
    checkNothingLeft(t.run);
}

TEST_CASE("the judge's own memory does not count as the program's") {
    // A forked child starts as a copy of the judge, and Linux keeps ru_maxrss across exec: a judge
    // holding 100 MiB must not make a small program look like it used 100 MiB.
    std::vector<char> ballast(100 << 20, 1);
    Timed t = judgeProgram("fork_holds_stdout");
    CHECK_MESSAGE(t.run.outcome.verdict == Verdict::AC, describe(t));
    CHECK(t.run.peakBytes < (32LL << 20));
    CHECK(ballast[12345] == 1);
}

TEST_CASE("printing forever is OLE") {
    Timed t = judgeProgram("print_forever");
    CHECK_MESSAGE(t.run.outcome.verdict == Verdict::OLE, describe(t));
    checkPrompt(t);
    checkNothingLeft(t.run);
}

TEST_CASE("a program blocked on its own pipe gets TLE on wall time without using CPU") {
    Timed t = judgeProgram("wait_on_own_pipe");
    CHECK_MESSAGE(t.run.outcome.verdict == Verdict::TLE, describe(t));
    CHECK(t.run.outcome.message.find("wall time") != std::string::npos);
    CHECK(t.run.cpuMs < 400);
    checkPrompt(t);
    checkNothingLeft(t.run);
}

TEST_CASE("a child that calls setsid and sleeps is killed too") {
    Timed t = judgeProgram("setsid_child");
    CHECK_MESSAGE(t.run.outcome.verdict == Verdict::TLE, describe(t));
    checkPrompt(t);
    checkNothingLeft(t.run);
}

TEST_CASE("a compile error is reported with the compiler's message, and cached") {
    Sandbox& box = sandbox();
    const CompileResult& first = box.compiled.at("compile_error");
    CHECK_FALSE(first.ok);
    CHECK(first.log.find("undeclaredName") != std::string::npos);
    CompileResult again = compileOne(cppJob(programSource("compile_error")), box.cache);
    CHECK_FALSE(again.ok);
    CHECK(again.cached);
    CHECK(again.log == first.log);
}

TEST_CASE("a compile past its limits is CE with the reason, and not cached") {
    Sandbox& box = sandbox();
    const std::string source = box.dir + "/many_errors.cpp";
    std::string text;
    for (int i = 0; i < 4000; ++i)
        text += "int f" + std::to_string(i) + "() { return undeclared; }\n";
    REQUIRE(writeFile(source, text));
    CompileJob job = cppJob(source);
    job.limits.outputBytes = 64 << 10;
    const CompileResult talkative = compileOne(job, box.cache);
    CHECK_FALSE(talkative.ok);
    CHECK_MESSAGE(talkative.log.find("the compile was stopped: its messages passed 64 KiB") !=
                      std::string::npos,
                  talkative.log);
    job.limits = CompileLimits{};  // the default limits: now it is an ordinary compile error
    const CompileResult plain = compileOne(job, box.cache);
    CHECK_FALSE(plain.cached);
    CHECK(plain.log.find("was stopped") == std::string::npos);
}

TEST_CASE("a compile sees only its own files: #include of another file of the kit fails") {
    Sandbox& box = sandbox();
    const std::string source = box.dir + "/peek.cpp";
    REQUIRE(
        writeFile(source, "#include \"" + kitRoot() + "/testdata/acm/01.out\"\nint main() {}\n"));
    const CompileResult c = compileOne(cppJob(source), box.cache);
    CHECK_FALSE(c.ok);
    CHECK_MESSAGE(c.log.find("No such file or directory") != std::string::npos, c.log);
}

TEST_CASE("a binary is reused until the source changes") {
    Sandbox& box = sandbox();
    const std::string source = box.dir + "/changing.cpp";
    REQUIRE(writeFile(source, "int main() { return 0; }\n"));
    CompileResult first = compileOne(cppJob(source), box.cache);
    REQUIRE(first.ok);
    CHECK_FALSE(first.cached);
    CompileResult same = compileOne(cppJob(source), box.cache);
    CHECK(same.cached);
    CHECK(same.artifact == first.artifact);
    REQUIRE(writeFile(source, "int main() { return 1; }\n"));
    CompileResult changed = compileOne(cppJob(source), box.cache);
    CHECK_FALSE(changed.cached);
    CHECK(changed.artifact != first.artifact);
}

TEST_CASE("broken testdata is FAIL and nothing runs") {
    Sandbox& box = sandbox();
    const Program program = programOf(box.compiled.at("exit3"), smallLimits());
    SUBCASE("missing .in") {
        TestRun run = judgeTest(
            program, kit_check::test("02", box.dir + "/02.in", box.test.answerPath, "acm"),
            kit_check::check(box.dir), box.dir);
        CHECK(run.outcome.verdict == Verdict::FAIL);
        CHECK(run.outcome.message == "missing 02.in");
        CHECK_FALSE(run.ran);
    }
    SUBCASE("a sample's golden output that is not a count (the statement shows it)") {
        REQUIRE(writeFile(box.dir + "/bad.out", "one\n"));
        PackageTest t =
            kit_check::test("sample/bad", box.test.inputPath, box.dir + "/bad.out", "acm");
        t.shownOutput = t.answerPath;
        TestRun run = judgeTest(program, t, kit_check::check(box.dir), box.dir);
        CHECK(run.outcome.verdict == Verdict::FAIL);
        CHECK(run.outcome.message.find("the sample's bad.out") != std::string::npos);
        CHECK_FALSE(run.ran);
    }
    SUBCASE("a secret answer file is the validator's to read, not checked as a team output") {
        REQUIRE(writeFile(box.dir + "/bad.out", "one\n"));
        TestRun run = judgeTest(
            program, kit_check::test("bad", box.test.inputPath, box.dir + "/bad.out", "acm"),
            kit_check::check(box.dir), box.dir);
        CHECK(run.outcome.verdict == Verdict::RE);
        CHECK(run.ran);
    }
}

TEST_CASE("a program that cannot be started is FAIL, not a verdict about the solution") {
    Sandbox& box = sandbox();
    const Program missing =
        programIn(box.dir, {box.dir + "/no-such-binary"}, smallLimits(), Isolation::Namespaces);
    TestRun run = judgeTest(missing, box.test, kit_check::check(box.dir), box.dir);
    CHECK(run.outcome.verdict == Verdict::FAIL);
    CHECK(run.outcome.message.find("cannot run") == 0);
    CHECK(leftovers::childrenLeft() == 0);
}

TEST_CASE("limitOutcome decides in the documented order") {
    Limits limits = smallLimits();
    RunResult clean;
    clean.started = true;
    clean.exited = true;
    CHECK_FALSE(limitOutcome(clean, limits, "").has_value());

    RunResult slow = clean;
    slow.cpuMs = 600;  // finished, but over the limit
    CHECK(limitOutcome(slow, limits, "")->verdict == Verdict::TLE);

    RunResult killedForMemory = slow;
    killedForMemory.killedFor = KillReason::Memory;
    CHECK(limitOutcome(killedForMemory, limits, "")->verdict == Verdict::MLE);

    RunResult xcpu = clean;
    xcpu.exited = false;
    xcpu.signal = SIGXCPU;
    CHECK(limitOutcome(xcpu, limits, "")->verdict == Verdict::TLE);

    RunResult aborted = clean;
    aborted.exited = false;
    aborted.signal = SIGABRT;
    CHECK(verdictLabel(*limitOutcome(aborted, limits, "")) == "RE (SIGABRT)");
    const std::string badAlloc =
        "terminate called after throwing an instance of 'std::bad_alloc'\n";
    CHECK(limitOutcome(aborted, limits, badAlloc)->verdict == Verdict::MLE);
    CHECK_FALSE(limitOutcome(clean, limits, badAlloc).has_value());  // only after an abnormal end

    RunResult xfsz = clean;
    xfsz.exited = false;
    xfsz.signal = SIGXFSZ;
    CHECK(limitOutcome(xfsz, limits, "")->verdict == Verdict::OLE);

    RunResult big = clean;
    big.peakBytes = limits.memoryBytes + 1;
    big.exitCode = 1;
    CHECK(limitOutcome(big, limits, "")->verdict == Verdict::MLE);
}

TEST_CASE("a run stopped at the wall limit after its segment used up its CPU broke the CPU limit") {
    Limits limits = smallLimits();
    CHECK(settledKill(KillReason::Wall, limits.cpuMs + 1, limits) == KillReason::Cpu);
    CHECK(settledKill(KillReason::Wall, limits.cpuMs, limits) == KillReason::Wall);
    CHECK(settledKill(KillReason::Wall, 10, limits) == KillReason::Wall);
    for (KillReason other :
         {KillReason::None, KillReason::Cpu, KillReason::Memory, KillReason::Output})
        CHECK(settledKill(other, limits.cpuMs * 2, limits) == other);
}

TEST_CASE("the guard of the kit's files names the first file that changed, appeared or went") {
    std::string dir = "/tmp/judge-guard-test-XXXXXX";
    REQUIRE(::mkdtemp(dir.data()) != nullptr);
    REQUIRE(::mkdir((dir + "/testdata").c_str(), 0755) == 0);
    REQUIRE(writeFile(dir + "/testdata/02.out", "0\n"));
    REQUIRE(::symlink("../testdata/02.out", (dir + "/02.ans").c_str()) == 0);
    const std::vector<std::string> folders = {dir};
    const FolderHashes before = hashFolders(folders);
    REQUIRE(before.size() == 4);  // the folder, testdata/, its file and the link
    CHECK(firstChange(before, hashFolders(folders)).empty());

    REQUIRE(writeFile(dir + "/testdata/02.out", "7\n"));  // the same size, other bytes
    CHECK(firstChange(before, hashFolders(folders)) == dir + "/testdata/02.out changed");
    REQUIRE(writeFile(dir + "/testdata/02.out", "0\n"));
    REQUIRE(writeFile(dir + "/testdata/03.out", "0\n"));
    CHECK(firstChange(before, hashFolders(folders)) == dir + "/testdata/03.out appeared");
    REQUIRE(::unlink((dir + "/testdata/03.out").c_str()) == 0);
    REQUIRE(::unlink((dir + "/02.ans").c_str()) == 0);
    CHECK(firstChange(before, hashFolders(folders)) == dir + "/02.ans went");

    const std::string error =
        changeError("changed", dir + "/testdata/02.out", "/tmp/run/program", dir);
    CHECK_MESSAGE(error.find("git -C " + dir + " checkout -- testdata/02.out") != std::string::npos,
                  error);
    CHECK(error.rfind(dir + "/testdata/02.out changed while the judge ran /tmp/run/program", 0) ==
          0);
    REQUIRE(std::system(("rm -rf " + dir).c_str()) == 0);
}

TEST_CASE("what the user of runs without the box cannot read is named, folder first") {
    if (!dropsPrivileges()) {
        // Not root: the programs run as this user, who reads what it reads; nothing to name.
        CHECK(unreadableWithoutBox("/nonexistent/at/all").empty());
        return;
    }
    std::string dir = "/tmp/judge-unreadable-test-XXXXXX";
    REQUIRE(::mkdtemp(dir.data()) != nullptr);
    REQUIRE(writeFile(dir + "/mine.cpp", "int main() {}\n"));
    REQUIRE(::chmod((dir + "/mine.cpp").c_str(), 0644) == 0);
    REQUIRE(::chmod(dir.c_str(), 0700) == 0);
    CHECK(unreadableWithoutBox(dir + "/mine.cpp") == dir + " (mode 700, owner uid 0)");
    REQUIRE(::chmod(dir.c_str(), 0711) == 0);
    CHECK(unreadableWithoutBox(dir + "/mine.cpp").empty());
    REQUIRE(::chmod((dir + "/mine.cpp").c_str(), 0600) == 0);
    CHECK(unreadableWithoutBox(dir + "/mine.cpp") == dir + "/mine.cpp (mode 600, owner uid 0)");
    CHECK(unreadableWithoutBox(dir) == dir + " (mode 711, owner uid 0)");  // a folder is listed
    REQUIRE(std::system(("rm -rf " + dir).c_str()) == 0);
}

TEST_CASE("a full registry of running boxes refuses the next run instead of hiding it") {
    // kMaxBoxes keepers at once, each with a program waiting to be released (the judge's own processes:
    // Isolation::None), then one more.
    JailRequest r;
    r.isolation = Isolation::None;
    r.argv = {"/bin/true"};
    const Fd null(::open("/dev/null", O_RDWR | O_CLOEXEC));
    REQUIRE(null.valid());
    r.in = r.out = r.err = null.get();
    std::vector<std::unique_ptr<Jail>> running;
    for (int i = 0; i < kMaxBoxes; ++i) {
        running.push_back(std::make_unique<Jail>(r));
        REQUIRE_MESSAGE(running.back()->error().empty(), running.back()->error());
    }
    Jail refused(r);
    CHECK(refused.error() == "the registry of running boxes is full (" + std::to_string(kMaxBoxes) +
                                 " runs at once): refused");
    CHECK(refused.keeper() == 0);
    running.pop_back();  // a slot is free again
    Jail next(r);
    CHECK(next.error().empty());
    CHECK(next.release() == 0);
    const KeeperReport report = next.finish();
    CHECK(report.complete == 1);
    CHECK(WIFEXITED(report.status));
    running.clear();
    CHECK(leftovers::childrenLeft() == 0);
}

TEST_CASE("a run that finds the registry of boxes full waits for a slot, then runs (-j N)") {
    JailRequest r;
    r.isolation = Isolation::None;
    r.argv = {"/bin/true"};
    const Fd null(::open("/dev/null", O_RDWR | O_CLOEXEC));
    REQUIRE(null.valid());
    r.in = r.out = r.err = null.get();
    std::vector<std::unique_ptr<Jail>> running;
    for (int i = 0; i < kMaxBoxes; ++i) {
        running.push_back(std::make_unique<Jail>(r));
        REQUIRE_MESSAGE(running.back()->error().empty(), running.back()->error());
    }
    std::string dir = "/tmp/kit-test-slot-XXXXXX";
    REQUIRE(::mkdtemp(dir.data()) != nullptr);
    RunRequest request;
    request.argv = {"/bin/true"};
    request.inputPath = "/dev/null";
    request.outputPath = dir + "/out";
    request.errorPath = dir + "/err";
    request.isolation = Isolation::None;
    std::atomic<bool> done{false};
    RunResult result;
    std::thread waiting([&] {
        result = runProgram(request);
        done = true;
    });
    // (a run that did not wait would have failed by now; one that waits cannot be done)
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    const bool doneEarly = done;
    running.pop_back();  // a slot is free again
    waiting.join();
    CHECK_FALSE(doneEarly);
    CHECK_MESSAGE(result.started, result.startError);
    CHECK(result.exited);
    CHECK(result.exitCode == 0);
    running.clear();
    REQUIRE(std::system(("rm -rf " + dir).c_str()) == 0);
    CHECK(leftovers::childrenLeft() == 0);
}

TEST_CASE("the physical cores: the kernel's cpu lists read, each core the judge's own CPUs") {
    CHECK(parseCpuList("0-3,8,10-11\n") == std::vector<int>{0, 1, 2, 3, 8, 10, 11});
    CHECK(parseCpuList("5") == std::vector<int>{5});
    for (const char* bad : {"", "3-1", "a", "1,,2", "-1", "0-99999999"})
        CHECK_MESSAGE(parseCpuList(bad).empty(), bad);
    cpu_set_t allowed;
    REQUIRE(::sched_getaffinity(0, sizeof allowed, &allowed) == 0);
    std::vector<int> seen;
    const std::vector<Core> cores = physicalCores();
    REQUIRE_FALSE(cores.empty());
    for (const Core& core : cores) {
        REQUIRE_FALSE(core.empty());
        for (int cpu : core) {
            CHECK(CPU_ISSET(cpu, &allowed));
            seen.push_back(cpu);
        }
    }
    std::sort(seen.begin(), seen.end());
    CHECK(std::adjacent_find(seen.begin(), seen.end()) == seen.end());  // no CPU in two cores
    CHECK(static_cast<int>(seen.size()) == CPU_COUNT(&allowed));
}

TEST_CASE(
    "Fd closes what it holds, hands it over on release, and makes pipes whole or not at all") {
    Fd ends[2];
    REQUIRE(Fd::pipe(ends));
    const int reader = ends[0].get();
    CHECK(::fcntl(reader, F_GETFD) == FD_CLOEXEC);
    ends[0].reset();
    CHECK(::fcntl(reader, F_GETFD) == -1);
    const int writer = ends[1].release();
    CHECK_FALSE(ends[1].valid());
    CHECK(::fcntl(writer, F_GETFD) == FD_CLOEXEC);  // released, so still open
    {
        Fd moved(writer);
        Fd other = std::move(moved);
        CHECK_FALSE(moved.valid());
        CHECK(other.get() == writer);
    }
    CHECK(::fcntl(writer, F_GETFD) == -1);
}
