// Language tests: the judge's C, Java and Python support and what LeetCode runs need, on the
// test programs in tests/programs (compiled through the judge's own compile function, cache in
// build/judge-test-cache). Slow verdicts come within the time limit + 1 s and leave no process;
// a fork loop stops at the process limit and a solution cannot open the kit's files (as root,
// where the judge drops to an unprivileged user); memory figures agree with /usr/bin/time; the
// LeetCode harness runs every testcase in one process. The verdict of every program under
// tests/programs/langs is checked by the judge itself (tests/run.sh), against its first line.
#include <doctest/doctest.h>
#include <ftw.h>
#include <sys/stat.h>
#include <unistd.h>
#include <algorithm>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "judge/compile.hpp"
#include "judge/judging.hpp"
#include "judge/lang/crates.hpp"
#include "judge/lang/go_api.hpp"
#include "judge/lang/java_source.hpp"
#include "judge/languages.hpp"
#include "judge/solutions.hpp"
#include "judge/text.hpp"
#include "kit_check.hpp"
#include "kit_paths.hpp"
#include "leftovers.hpp"
#include "process.hpp"

using namespace judge;

namespace {

const std::string kRoot = kitRoot();
const std::string kPrograms = kRoot + "/tests/programs/";

std::string cacheDir() { return kRoot + "/build/judge-test-cache"; }

int removeEntry(const char* path, const struct stat*, int, struct FTW*) { return ::remove(path); }

// A scratch directory (the runs' files) that an unprivileged run can reach; removed at exit.
struct Scratch {
    std::string dir = "/tmp/judge-languages-test-XXXXXX";
    Scratch() {
        REQUIRE(::mkdtemp(dir.data()) != nullptr);
        REQUIRE(::chmod(dir.c_str(), 0711) == 0);
    }
    ~Scratch() { ::nftw(dir.c_str(), removeEntry, 16, FTW_DEPTH | FTW_PHYS); }
};

const std::string& scratch() {
    static Scratch box;
    return box.dir;
}

const Language& languageOf(const std::string& path) {
    const Language* l = languageOfPath(path);
    REQUIRE(l != nullptr);
    return *l;
}

const Language& named(const std::string& name) { return *findLanguage(name); }

// Compiled once per test binary run.
const CompileResult& compiled(const std::string& file, const std::string& harness = "") {
    static std::map<std::string, CompileResult> done;
    auto it = done.find(file + "|" + harness);
    if (it != done.end()) return it->second;
    CompileResult c =
        compileOne(compileJob(kPrograms + file, languageOf(file), harness, kRoot), cacheDir());
    REQUIRE_MESSAGE(c.ok, c.log);
    return done[file + "|" + harness] = c;
}

Limits smallLimits(const Language& lang) {
    Limits limits;
    limits.timeFactor = lang.timeFactor;
    limits.cpuMs = static_cast<int>(500 * limits.timeFactor);
    limits.wallMs = limits.cpuMs + 500;
    limits.memoryBytes = 64LL << 20;
    limits.outputBytes = 1LL << 20;
    return limits;
}

// Runs from a copy of the artifact in the scratch directory, as the judge does: an unprivileged
// run may not reach the cache inside the checkout (under /root, say).
Program programOf(const std::string& file, const Limits& limits, const std::string& harness = "") {
    const CompileResult& c = compiled(file, harness);
    const std::string runDir = scratch() + "/run-" + c.artifact.substr(c.artifact.rfind('/') + 1);
    REQUIRE(copyTree(c.artifact, runDir));
    REQUIRE(::chmod(runDir.c_str(), 0755) == 0);
    RunCommand command = runCommandFor(languageOf(file), runDir, c.tool, limits);
    return programIn(runDir, command.argv, command.limits, Isolation::Namespaces);
}

// A test case in the scratch directory.
PackageTest testCase(const std::string& name, const std::string& input, const std::string& golden,
                     const std::string& problem = "acm") {
    PackageTest t = kit_check::test(name, scratch() + "/" + name + ".in",
                                    scratch() + "/" + name + ".ans", problem);
    REQUIRE(writeFile(t.inputPath, input));
    REQUIRE(writeFile(t.answerPath, golden));
    return t;
}

bool gone(int pid) { return ::kill(pid, 0) == -1 && errno == ESRCH; }

std::string describe(const TestRun& run) {
    return verdictLabel(run.outcome) + ": " + run.outcome.message + " (cpu " +
           std::to_string(run.cpuMs) + " ms, peak " + std::to_string(run.peakBytes >> 10) + " KiB)";
}

struct Timed {
    TestRun run;
    double wallMs;
};

Timed judgeFile(const std::string& file, const PackageTest& test, const Limits& limits) {
    Program program = programOf(file, limits);
    const OutputCheck& check = kit_check::check(scratch());  // compiled before the clock starts
    check.brokenAnswer(test);
    auto start = std::chrono::steady_clock::now();
    TestRun run = judgeTest(program, test, check, scratch());
    double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return {run, ms};
}

// /usr/bin/time's "Maximum resident set size" of argv on input, in bytes (the package `time`
// is installed when missing).
long long timeMaxRss(const std::vector<std::string>& argv, const std::string& input) {
    static std::once_flag once;
    std::call_once(once, [] {
        const std::string install =
            kRoot + "/tools/require-deb.sh time 'the memory test' test -x /usr/bin/time";
        REQUIRE(std::system(install.c_str()) == 0);
    });
    std::vector<std::string> timed = {"/usr/bin/time", "-v"};
    timed.insert(timed.end(), argv.begin(), argv.end());
    test_process::Ran r = test_process::run(timed, input);
    const std::string key = "Maximum resident set size (kbytes):";
    std::size_t at = r.err.find(key);
    REQUIRE_MESSAGE(at != std::string::npos, r.err);
    return std::atoll(r.err.c_str() + at + key.size()) * 1024;
}

}  // namespace

TEST_CASE(
    "java: the class to run is found whatever the file is called, in its package; package lines "
    "are refused in LeetCode files") {
    CHECK(findJavaMain("import java.util.*;\npublic class Queens {\n}\nclass Helper {}\n")
              .className == "Queens");
    CHECK(findJavaMain(
              "class Helper {}\nfinal class Main {\n  public static void main(String[] a) {}\n}\n")
              .className == "Main");
    CHECK(
        findJavaMain("// public class Commented {}\nclass Main { static void main(String[] a) {} }")
            .className == "Main");
    CHECK(findJavaMain("class A {}\nclass B {}\n").className.empty());
    CHECK(javaPackageError("/* header */\npackage a.b;\npublic class Main {}")
              .find("`package a.b;`") == 0);
    CHECK(javaPackageError("public class Main { String s = \"package x;\"; }").empty());
    const JavaMain packaged = findJavaMain(
        "/* a */ package zoo . main;\npublic class Main { static void main(String[] "
        "a) {} }");
    CHECK(packaged.qualified() == "zoo.main.Main");
    CHECK(packaged.hasMain);
    const JavaMain helper = findJavaMain("package foo.bar;\npublic class A { static void f() {} }");
    CHECK(helper.qualified() == "foo.bar.A");
    CHECK_FALSE(helper.hasMain);
    CHECK(findJavaMain("class Main { void main2() {} }").qualified() == "Main");
}

TEST_CASE(
    "go: a name newer than LeetCode's Go 1.23 is found as the file imports it, outside comments "
    "and literals; a method, a field and an older name are not") {
    char dir[] = "/tmp/nq-go-api-XXXXXX";
    REQUIRE(::mkdtemp(dir) != nullptr);
    const std::string api = dir;
    REQUIRE(writeFile(api + "/" + firstNewerGoList(),
                      "pkg strings, func Lines(string) iter.Seq[string] #61901\n"
                      "pkg os, method (*Root) Close() error #67002\n"
                      "pkg weak, type Pointer[$0 interface{}] struct #67552\n"
                      "pkg crypto/tls, type Config struct, EncryptedClientHelloKeys []K #68500\n"));
    const std::vector<GoImport> own = goImportsOf(
        "// import \"fmt\"\nimport (\n\ts \"strings\" // text\n\t\"weak\"\n\t_ \"os\"\n)\n");
    REQUIRE(own.size() == 3);
    CHECK(own[0] == GoImport{"s", "strings"});
    CHECK(own[1] == GoImport{"weak", "weak"});
    CHECK(goImportsOf("import \"math/rand/v2\"\nfunc f() {}\n") ==
          std::vector<GoImport>{{"rand", "math/rand/v2"}});
    const std::vector<GoImport> strings = {{"strings", "strings"}, {"tls", "crypto/tls"}};
    CHECK(newerGoNames("x := 1\nfor l := range strings.Lines(t) {}\n", strings, api) ==
          "line 2: strings.Lines requires go1.24 or later; LeetCode runs Go 1.23, where it is "
          "undefined (a Compile Error there)");
    CHECK(newerGoNames("var p weak.Pointer[int]\ns.Lines(t)\n", own, api)
              .find("line 1: weak.Pointer requires go1.24 or later; line 2: s.Lines requires") ==
          0);
    CHECK(newerGoNames("// strings.Lines\ns := \"strings.Lines\"\nx.strings.Lines()\n"
                       "tls.Config{}.EncryptedClientHelloKeys\nstrings.Fields(t)\n",
                       strings, api)
              .empty());
    CHECK(newerGoNames("strings.Lines(t)", {}, api).empty());  // not imported: another name
    ::unlink((api + "/" + firstNewerGoList()).c_str());
    ::rmdir(dir);
}

TEST_CASE("libraries: what each record offers under each profile, LeetCode's under leetcode") {
    const std::pair<const char*, const char*> leetcode[] = {{"python", "sortedcontainers"},
                                                            {"rust", "rand, regex"},
                                                            {"go", "gods, automatic imports"},
                                                            {"c", "uthash"},
                                                            {"java", "javafx.util.Pair"}};
    for (const auto& [name, offered] : leetcode) {
        INFO(name);
        CHECK(librariesOf(*findLanguage(name), Like::LeetCode, kRoot) == offered);
    }
    CHECK(librariesOf(*findLanguage("rust"), Like::Local, kRoot).empty());
    CHECK(librariesOf(*findLanguage("python"), Like::Codeforces, kRoot).empty());
    CHECK(librariesOf(*findLanguage("go"), Like::Icpc, kRoot) == "automatic imports");
}

TEST_CASE("expect headers: VERDICT on TEST: FRAGMENT, with the language's comment") {
    std::string error;
    std::optional<Expectation> e =
        parseExpectation("// expect: WA on 02: expected \"0\"", "//", error);
    REQUIRE(e.has_value());
    CHECK(e->verdict == Verdict::WA);
    CHECK(e->test == "02");
    CHECK(e->fragment == "expected \"0\"");
    std::optional<Expectation> py = parseExpectation("# expect: CE on -: SyntaxError", "#", error);
    REQUIRE(py.has_value());
    CHECK(py->test == "-");
    for (const char* bad : {"// expect: WA", "// expect: WA on 02", "// expect: XX on 02: y",
                            "// expect: AC on 01: y", "# expect: WA on 02: y"}) {
        INFO(std::string(bad));
        CHECK_FALSE(parseExpectation(bad, "//", error).has_value());
        CHECK(error.find("VERDICT on TEST: FRAGMENT") != std::string::npos);
    }
}

TEST_CASE("--print-compile's commands are the judge's own") {
    CHECK(printedCompileCommand(*findLanguage("cpp")) == "g++ -std=c++17 -O2 -pthread");
    CHECK(printedCompileCommand(*findLanguage("c")) == "gcc -std=c11 -O2 -lm");
    CHECK(printedCompileCommand(*findLanguage("java")).rfind("javac -encoding UTF-8", 0) == 0);
    CHECK(languageOfPath("Main.java") == &named("java"));
    CHECK(languageOfPath("a.py") == &named("python"));
    CHECK(languageOfPath("a.cc") == &named("cpp"));
    CHECK(languageOfPath("a.txt") == nullptr);
}

TEST_CASE("slow verdicts in every language come within the time limit + 1 s and leave nothing") {
    const PackageTest one = testCase("one", "1\n", "1\n1 1\n");
    for (const char* file : {"langs/acm/wrong/spin.py", "langs/acm/wrong/growing_list.py",
                             "langs/acm/wrong/big_array.java",
                             "langs/acm/wrong/stack_overflow.java", "langs/acm/wrong/recursion.py",
                             "langs/acm/wrong/segfault.c", "langs/acm/wrong/print_forever.c"}) {
        INFO(std::string(file));
        std::string error;
        std::vector<std::string> lines = splitLines(readFile(kPrograms + file).value_or(""));
        REQUIRE_FALSE(lines.empty());
        std::optional<Expectation> expect =
            parseExpectation(lines[0], languageOfPath(file)->comment, error);
        REQUIRE_MESSAGE(expect.has_value(), error);
        const Limits limits = smallLimits(languageOf(file));
        Timed t = judgeFile(file, one, limits);
        CHECK_MESSAGE(t.run.outcome.verdict == expect->verdict, describe(t.run));
        // On a busy machine a spinning program may reach the wall limit before its CPU limit: TLE
        // all the same, and then the figures must bear the message out (less CPU than the
        // limit); any other message must be the pinned one.
        const std::string said = t.run.outcome.message + " " + t.run.outcome.detail;
        if (expect->verdict == Verdict::TLE && said.find("wall time over") == 0)
            CHECK_MESSAGE(t.run.cpuMs < limits.cpuMs, said);
        else
            CHECK_MESSAGE(said.find(expect->fragment) != std::string::npos, said);
        CHECK(t.wallMs < limits.cpuMs + 1000);
        REQUIRE(t.run.pid > 0);
        CHECK(gone(t.run.pid));
        CHECK(gone(-t.run.pid));
        CHECK(leftovers::childrenLeft() == 0);
    }
}

TEST_CASE("a Python traceback names the user's file and line, without the harness") {
    Timed t = judgeFile("langs/acm/wrong/recursion.py", testCase("one", "1\n", "1\n1 1\n"),
                        smallLimits(named("python")));
    CHECK(t.run.stderrText.find("File \"" + kPrograms +
                                "langs/acm/wrong/recursion.py\", line 5, in depth") !=
          std::string::npos);
    CHECK(t.run.stderrText.find("harness.py") == std::string::npos);
}

TEST_CASE("a Java compile error names the user's file and line") {
    const std::string source = scratch() + "/Broken.java";
    REQUIRE(writeFile(
        source,
        "class Solution {\n    public int totalNQueens(int n) {\n        return n\n    }\n}\n"));
    CompileResult c = compileOne(compileJob(source, named("java"), "lc52", kRoot), cacheDir());
    CHECK_FALSE(c.ok);
    CHECK_MESSAGE(c.log.find(source + ":3: error: ';' expected") != std::string::npos, c.log);
}

TEST_CASE("a Python syntax error names the user's file and line, without the check's own frame") {
    const std::string source = scratch() + "/broken.py";
    REQUIRE(writeFile(source, "n = int(input())\ndef main()\n    print(n)\n"));
    CompileResult c = compileOne(compileJob(source, named("python"), "acm", kRoot), cacheDir());
    CHECK_FALSE(c.ok);
    CHECK_MESSAGE(c.log.find("File \"" + source + "\", line 2") != std::string::npos, c.log);
    CHECK_MESSAGE(c.log.find("SyntaxError") != std::string::npos, c.log);
    CHECK_MESSAGE(c.log.find("<string>") == std::string::npos, c.log);
    CHECK_MESSAGE(c.log.find("Traceback") == std::string::npos, c.log);
}

TEST_CASE("the interpreter a Python program runs with is named: python3, pypy3 or python3.11") {
    CHECK(interpreterName(named("python")) == "python3");
    CHECK(interpreterName(named("python"), Like::Icpc) == "pypy3");
    CHECK(interpreterName(named("python"), Like::LeetCode) == "python3.11");
    CHECK(interpreterName(named("cpp")).empty());
    choosePython("pypy3");  // PYPY=1
    CHECK(interpreterName(named("python")) == "pypy3");
    choosePython("python3");
}

// In the box as any user: the box's RLIMIT_NPROC (counted in its own user namespace) and, with a
// cgroup, pids.max.
TEST_CASE("a fork loop stops at the process limit") {
    Limits limits = smallLimits(named("c"));
    limits.processes = 20;
    Timed t = judgeFile("fork_until_fail.c", testCase("one", "1\n", "1\n1 1\n"), limits);
    std::vector<std::string> words = splitTokens(t.run.stderrText);
    REQUIRE_MESSAGE(words.size() == 2, t.run.stderrText);
    CHECK(words[0] == "forked");
    CHECK(std::atoi(words[1].c_str()) < 20);
    CHECK(t.wallMs < limits.cpuMs + 1000);
    CHECK(gone(-t.run.pid));
    CHECK(leftovers::childrenLeft() == 0);
}

// In the box the kit is not there, whoever runs the judge.
TEST_CASE("a solution cannot open the kit's testdata for writing") {
    // The probe first: the same program says "opened" for a file it may write (the box's /tmp).
    Timed probe = judgeFile("write_kit_file.c", testCase("probe", "/tmp/probe\n", "1\n1 1\n"),
                            smallLimits(named("c")));
    REQUIRE(probe.run.outcome.message == "line 1: expected \"1\", found \"opened\"");
    const std::string target = kRoot + "/testdata/acm/01.out";
    const std::string before = readFile(target).value_or("?");
    Timed t = judgeFile("write_kit_file.c", testCase("path", target + "\n", "1\n1 1\n"),
                        smallLimits(named("c")));
    CHECK(t.run.outcome.message == "line 1: expected \"1\", found \"refused\"");
    CHECK(readFile(target).value_or("") == before);
}

// A JVM's peak differs from run to run by a megabyte (its threads start and allocate in their own
// time), so each side is the median of five runs: one run against another is a coin toss.
TEST_CASE("memory figures agree with /usr/bin/time within 0.5 MiB: a small C program and a JVM") {
    struct Case {
        const char* file;
        const char* input;
    };
    auto median = [](std::vector<long long> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    for (Case c :
         {Case{"memory_1500k.c", "1\n"}, Case{"langs/acm/solver_named_unlike.java", "6\n"}}) {
        INFO(std::string(c.file));
        Limits limits = smallLimits(languageOf(c.file));
        limits.memoryBytes = 256LL << 20;
        Program program = programOf(c.file, limits);
        std::vector<long long> judged, timed;
        for (int i = 0; i < 5; ++i) {
            TestRun run = judgeTest(
                program,
                testCase("mem", c.input,
                         c.input[0] == '1' ? "1\n1 1\n" : "4\n1 2\n2 4\n3 6\n4 1\n5 3\n6 5\n"),
                kit_check::check(scratch()), scratch());
            REQUIRE_MESSAGE(run.ran, describe(run));
            judged.push_back(run.peakBytes);
            timed.push_back(timeMaxRss(program.argv, c.input));
        }
        const long long judge = median(judged), time = median(timed);
        INFO("judge " << (judge >> 10) << " KiB, /usr/bin/time " << (time >> 10)
                      << " KiB (medians of 5)");
        CHECK(judge >= time - (512 << 10));
        CHECK(judge <= time + (512 << 10));
        CHECK(judge > (1 << 20));
    }
}

TEST_CASE("LeetCode files: all testcases in one process; a crash leaves the rest not run") {
    std::vector<PackageTest> tests;
    for (int n = 1; n <= 4; ++n)
        tests.push_back(testCase("lc0" + std::to_string(n), std::to_string(n) + "\n",
                                 n == 1   ? "1\n"
                                 : n == 4 ? "2\n"
                                          : "0\n",
                                 "lc52"));
    BatchRun batch = judgeBatch(programOf("crash_on_third.cpp", smallLimits(named("cpp")), "lc52"),
                                tests, kit_check::check(scratch()), scratch());
    REQUIRE(batch.tests.size() == 4);
    CHECK(batch.tests[0].outcome.verdict == Verdict::AC);
    CHECK(batch.tests[1].outcome.verdict == Verdict::AC);
    CHECK(verdictLabel(batch.tests[2].outcome) == "RE (SIGSEGV)");
    CHECK(batch.tests[2].outcome.message.find(
              "lc03 is the first that went wrong, after lc01 and lc02 in the same process") !=
          std::string::npos);
    CHECK(verdictLabel(batch.tests[3].outcome) == "RE (not run)");
    CHECK(batch.tests[3].outcome.message ==
          "the process ended in testcase lc03 (one process for all testcases)");
    CHECK(leftovers::childrenLeft() == 0);
}

TEST_CASE(
    "LeetCode files: what a solution prints is kept apart from its answers, in every language") {
    std::vector<PackageTest> tests;
    for (int n = 1; n <= 4; ++n)
        tests.push_back(testCase("lc0" + std::to_string(n), std::to_string(n) + "\n",
                                 n == 1   ? "1\n"
                                 : n == 4 ? "2\n"
                                          : "0\n",
                                 "lc52"));
    for (const char* file : {"langs/lc52/debug_print.cpp", "langs/lc52/debug_print.c",
                             "langs/lc52/debug_print.java", "langs/lc52/debug_print.py"}) {
        INFO(std::string(file));
        BatchRun batch = judgeBatch(programOf(file, smallLimits(languageOf(file)), "lc52"), tests,
                                    kit_check::check(scratch()), scratch());
        REQUIRE(batch.tests.size() == tests.size());
        for (const TestRun& t : batch.tests)
            CHECK_MESSAGE(t.outcome.verdict == Verdict::AC, describe(t));
        CHECK(batch.stdoutText == "debug: n=1\ndebug: n=2\ndebug: n=3\ndebug: n=4\n");
    }
}

TEST_CASE("a LeetCode Rust file gets rand and regex only when it names one of them") {
    CHECK(namesCrate(kRoot, "use rand::seq::SliceRandom;"));
    CHECK(namesCrate(kRoot, "let re = regex::Regex::new(\"Q\");"));
    CHECK(namesCrate(kRoot, "use ::rand::Rng;"));
    CHECK(namesCrate(kRoot, "extern crate regex;"));
    CHECK(namesCrate(kRoot, "use rand;"));
    CHECK_FALSE(namesCrate(kRoot, "let grand = strand::x(operand);"));  // in other words
    CHECK_FALSE(namesCrate(kRoot, "let rand = 4; return rand + regex_count;"));
    CHECK_FALSE(namesCrate(kRoot, "impl Solution { pub fn total_n_queens(n: i32) -> i32 { n } }"));
}
