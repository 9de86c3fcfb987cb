// Java: the record (languages.hpp). OpenJDK 17 on the host (local); OpenJDK 21 from the trixie
// root as LeetCode (--enable-preview --release 21) and the contest judges. The compile writes
// main-class (the class `java` runs) and source-name (what stack traces call the user's file).
#include <algorithm>

#include "../include_runner.hpp"
#include "../text.hpp"
#include "java_source.hpp"
#include "shared.hpp"

namespace judge::lang {

namespace {

// What LeetCode imports for Java files, put in front of the user's first line (on that same
// line, so that every line number in a message is the user's); javafx.util holds the harness's
// Pair (judge/drivers/Pair.java), imported on demand so that a class Pair of the user's wins.
const char* const kJavaPrelude =
    "import java.util.*; import java.util.function.*; import java.util.stream.*; import "
    "java.math.*; import javafx.util.*; ";

// OpenJDK 21 in the trixie root: javac and java.
Toolchain java21() {
    Toolchain t;
    const std::string bin = "/usr/lib/jvm/java-21-openjdk-amd64/bin/";
    const std::string what = "judging Java with OpenJDK 21";
    t.compiler = {"javac", "openjdk-21-jdk-headless", what, bin + "javac", Root::Trixie};
    t.runner = {"java", "openjdk-21-jdk-headless", what, bin + "java", Root::Trixie};
    t.flags = {"-encoding", "UTF-8", "-nowarn"};
    return t;
}

Toolchain toolchain(Like like) {
    if (like == Like::LeetCode) {  // LeetCode's "--enable-preview --release 21"
        Toolchain t = java21();
        t.flags = {"-encoding", "UTF-8", "-nowarn",        "--enable-preview",
                   "--release", "21",    "-Xlint:-preview"};
        t.libraries = "javafx.util.Pair";
        return t;
    }
    if (like == Like::Icpc || like == Like::Codeforces) return java21();
    Toolchain t;
    t.compiler = {"javac", "openjdk-17-jdk-headless", "judging Java files", "/usr/bin/javac"};
    t.runner = {"java", "openjdk-17-jdk-headless", "judging Java files", "/usr/bin/java"};
    t.flags = {"-encoding", "UTF-8", "-nowarn"};
    return t;
}

// A full program may declare packages (javac puts a.b.Main in out/a/b/, `java a.b.Main` runs
// it). The file is written under its class's name, which javac wants for a public class; in a
// program of several files the class with main may be in another one. Returns the file's name.
std::string planProgram(Plan& plan, const PlanInput& in, std::string& mainClass) {
    const CompileJob& job = in.job;
    const JavaMain own = findJavaMain(in.sourceText);
    JavaMain main = own;
    for (const std::string& other : job.extra) {
        if (main.hasMain && !main.className.empty()) break;
        const JavaMain candidate = findJavaMain(readFile(other).value_or(""));
        if (candidate.hasMain || main.className.empty()) main = candidate;
    }
    const std::string entry = includedEntry(job.include, {".java"});  // Main.java
    const JavaMain runner = findJavaMain(readFile(entry).value_or(""));
    if (!entry.empty() && runner.hasMain) main = runner;
    plan.refused = main.error;
    mainClass = main.qualified();
    return own.className.empty() ? baseName(job.source) : own.className + ".java";
}

void plan(Plan& plan, const PlanInput& in) {
    const CompileJob& job = in.job;
    std::string mainClass = "LeetCode" + (job.harness.empty() ? "" : job.harness.substr(2));
    std::string file = "Solution.java", text = kJavaPrelude + in.sourceText;
    if (!job.harness.empty()) plan.refused = javaPackageError(in.sourceText);  // the harness's
    if (job.harness.empty()) {
        file = planProgram(plan, in, mainClass);
        text = in.sourceText;
    }
    plan.sources[file] = text;
    plan.command.insert(plan.command.end(), {"-d", in.out, in.src + "/" + file});
    for (const std::string& f : job.extra) plan.command.push_back(f);
    for (const std::string& f : in.included) plan.command.push_back(f);
    if (!job.harness.empty())
        for (const std::string& h : job.language->harness(job.harness))
            plan.command.push_back(in.drivers + h);
    plan.products["main-class"] = mainClass + "\n";
    plan.products["source-name"] = file + "\n";  // what stack traces call the user's file
}

// What javac 21 says of a name that came after Java 21 ("symbol:   method gather(...)" on a
// Stream), as a note that LeetCode runs Java 21 as this judge does; empty when the log shows none.
std::string newerJavaNote(const std::string& log, Like like) {
    struct Newer {
        const char* symbol;  // as javac's "symbol:" line names it
        const char* name;
        const char* java;
    };
    static const Newer kAfter21[] = {
        {"method gather", "Stream.gather()", "24"},
        {"class Gatherers", "java.util.stream.Gatherers", "24"},
        {"variable IO", "java.lang.IO", "25"},
        {"class IO", "java.lang.IO", "25"},
    };
    if (like != Like::LeetCode) return "";
    for (const std::string& line : splitLines(log)) {
        const std::size_t sym = line.find("symbol:   ");
        if (sym == std::string::npos) continue;
        for (const Newer& n : kAfter21)
            if (line.compare(sym + 10, std::string(n.symbol).size(), n.symbol) == 0)
                return std::string("note: ") + n.name + " is new in Java " + n.java +
                       "; LeetCode runs Java 21, as this judge does\n";
    }
    return "";
}

// The JVM's flags: one GC thread, no perf-data file, the quick-starting compiler only.
const char* const kJavaRun[] = {"-XX:+UseSerialGC", "-XX:-UsePerfData", "-XX:TieredStopAtLevel=1"};

// The thread stack: an eighth of the memory limit, 4 to 256 MiB (32 MiB under the default 256):
// deep recursion is fine, and a recursion without end overflows the stack before it outgrows
// the memory limit (measured: a JVM that overflows a stack of S MiB has about 35 + 2.7 S MiB
// resident), so it is RE (StackOverflowError), not MLE.
std::string javaStack(long long memoryBytes) {
    const long long mib = std::min(256LL, std::max(4LL, (memoryBytes >> 20) / 8));
    return "-Xss" + std::to_string(mib) + "m";
}

// Never an address-space limit: a JVM reserves far more than it uses and does not start under
// one. The heap gets the memory limit; resident memory is watched as for any run.
void run(RunCommand& run, const RunInput& in) {
    run.argv = {in.tool, javaStack(in.limits.memoryBytes)};
    for (const char* flag : kJavaRun) run.argv.push_back(flag);
    if (in.like == Like::LeetCode) run.argv.push_back("--enable-preview");
    run.argv.push_back("-Xmx" + std::to_string(in.limits.memoryBytes >> 20) + "m");
    std::string mainClass = rtrim(readFile(in.runDir + "/main-class").value_or("Main"));
    run.argv.insert(run.argv.end(), {"-cp", in.runDir, mainClass});
}

Language record() {
    Language l;
    l.order = 3;
    l.name = "java";
    l.title = "Java";
    l.extensions = {".java"};
    l.timeFactor = 2.0;  // a JVM's start
    l.comment = "//";
    l.code = "java";
    l.boundedAddressSpace = false;
    l.toolchain = toolchain;
    l.plan = plan;
    l.relocatable = true;  // class files name their source file, not its folder
    l.harness = [](const std::string& problem) {
        return std::vector<std::string>{"JudgeHarness.java",
                                        "LeetCode" + problem.substr(2) + ".java", "Pair.java"};
    };
    l.compileNote = newerJavaNote;
    l.run = run;
    l.selfTest = {
        "import java.util.Scanner;\npublic class Main {\n"
        "    public static void main(String[] args) {\n"
        "        long n = new Scanner(System.in).nextLong();\n"
        "        System.out.println(2 * n);\n    }\n}\n",
        "public class Main { public static void main(String[] a) { undeclared(); } }\n",
        "public class Main {\n    public static void main(String[] args) {\n"
        "        int[] a = new int[1];\n        a[args.length + 2] = 1;\n    }\n}\n",
        "ArrayIndexOutOfBoundsException"};
    return l;
}

}  // namespace

const Language& java() {
    static const Language l = record();
    return l;
}

namespace {

[[maybe_unused]] const bool kRegistered = registerLanguage(java);

}  // namespace

}  // namespace judge::lang
