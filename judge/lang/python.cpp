// Python: the record (languages.hpp). The host's interpreters: python3 (local, codeforces; pypy3
// with PYPY=1 or --python pypy3), pypy3 (icpc), python3.11 (leetcode, whose compile only reads the
// file: LeetCode reports a syntax error when the program runs). The compile is a syntax check;
// harness.py runs the program (a full program, or a LeetCode class Solution).
#include "../include_runner.hpp"
#include "../text.hpp"
#include "libraries.hpp"
#include "shared.hpp"

namespace judge::lang {

namespace {

std::string gPython = "python3";

// LeetCode's Python library, installed and not imported: the root's python3-<name>.
const std::string kLeetCodeLibrary = "sortedcontainers";

Tool interpreter(Like like) {
    if (like == Like::LeetCode)
        return {"python3.11", "python3.11", "judging Python as LeetCode does",
                "/usr/bin/python3.11"};
    if (like == Like::Icpc)
        return {"pypy3", "pypy3", "judging Python as ICPC judges do", "/usr/bin/pypy3"};
    if (gPython == "pypy3")
        return {"pypy3", "pypy3", "judging Python files with PyPy", "/usr/bin/pypy3"};
    return {"python3", "python3", "judging Python files", "/usr/bin/python3"};
}

Toolchain toolchain(Like like) {
    Toolchain t;
    t.compiler = t.runner = interpreter(like);
    if (like == Like::LeetCode) {
        t.flags = {"-B", "-c", "import sys\nopen(sys.argv[1], 'rb').read()"};
        t.checksSyntax = false;
        t.libraries = kLeetCodeLibrary;
        return t;
    }
    // A syntax check: compile() the file under the name of the user's file. Its error is said
    // without a traceback, whose one frame would be this check's `File "<string>"`.
    t.flags = {"-B", "-c",
               "import sys, traceback\n"
               "try:\n"
               "    compile(open(sys.argv[1], 'rb').read(), sys.argv[2], 'exec')\n"
               "except (SyntaxError, ValueError) as e:\n"
               "    sys.exit(''.join(traceback.format_exception_only(type(e), e)).rstrip())"};
    return t;
}

void plan(Plan& plan, const PlanInput& in) {
    const CompileJob& job = in.job;
    plan.command.insert(plan.command.end(), {job.source, job.source});
    for (const std::string& f : job.extra) plan.copies.push_back({f, baseName(f)});
    for (const std::string& f : in.included) plan.copies.push_back({f, baseName(f)});
    // An included main.py runs, the submission a module beside it under its own name.
    const std::string entry = job.harness.empty() ? includedEntry(job.include, {".py"}) : "";
    if (!entry.empty() && baseName(job.source) != baseName(entry))
        plan.copies.push_back({job.source, baseName(job.source)});
    plan.copies.push_back({entry.empty() ? job.source : entry, "solution.py"});
    const std::string harness = job.harness.empty() ? job.root + "/judge/drivers/" : in.drivers;
    plan.copies.push_back({harness + "harness.py", "harness.py"});
    // LeetCode's Python libraries (sortedcontainers), from the trixie root (libraries.hpp).
    const bool leetcode = job.like == Like::LeetCode && !job.harness.empty();
    plan.products["run-args"] = (job.harness.empty() ? "acm" : job.harness) + "\n" +
                                (entry.empty() ? job.source : entry) + "\n" +
                                (leetcode ? leetcodePythonPath(job.root) + "\n" : "");
}

// harness.py MODE SOLUTION ORIGIN [LIBRARIES] (run-args holds MODE, ORIGIN and, under leetcode,
// the folder of LeetCode's libraries, a line each).
void run(RunCommand& run, const RunInput& in) {
    std::vector<std::string> args = splitLines(readFile(in.runDir + "/run-args").value_or(""));
    args.resize(3);  // (a run folder without run-args: as --print-compile shows it)
    run.argv = {in.tool, "-B", in.runDir + "/harness.py", args[0], in.runDir + "/solution.py",
                args[1]};
    if (!args[2].empty()) run.argv.push_back(args[2]);
    if (!args[2].empty()) run.readable.push_back(args[2]);
}

// LeetCode's Python has sortedcontainers: the root's python3-sortedcontainers.
std::string missingLibrary(Like like, const std::string& kit) {
    if (like != Like::LeetCode) return "";
    return missingInRoot(kit, kPythonPackages + ("/" + kLeetCodeLibrary) + "/__init__.py",
                         "Python's " + kLeetCodeLibrary + " (python3-" + kLeetCodeLibrary + ")");
}

Language record() {
    Language l;
    l.order = 4;
    l.name = "python";
    l.title = "Python";
    l.aliases = {"py", "python3"};
    l.extensions = {".py", ".py3"};
    l.timeFactor = 3.0;  // python3 or pypy3
    l.comment = "#";
    l.code = "python3";
    l.mainFiles = {"__main__.py", "main.py"};
    l.validator = true;
    l.namesInterpreter = true;
    l.toolchain = toolchain;
    l.plan = plan;
    l.harness = [](const std::string&) { return std::vector<std::string>{"harness.py"}; };
    l.kitFiles = {"judge/drivers/harness.py"};
    l.run = run;
    l.missingLibrary = missingLibrary;
    l.selfTest = {"print(2 * int(input()))\n", "def broken(:\n    pass\n",
                  "print(1 // (len(__name__) - len(__name__)))\n", "ZeroDivisionError"};
    return l;
}

}  // namespace

const Language& python() {
    static const Language l = record();
    return l;
}

namespace {

[[maybe_unused]] const bool kRegistered = registerLanguage(python);

}  // namespace

}  // namespace judge::lang

void judge::choosePython(const std::string& name) { lang::gPython = name; }
