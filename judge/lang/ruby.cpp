// Ruby: the record (languages.hpp). Ruby 3.3 from the trixie root under every profile (LeetCode
// runs 3.2; Debian 13 has 3.3). The compile is `ruby -c` (a syntax check); harness.rb runs the
// program: a full program, or LeetCode's top-level methods (solve_n_queens, total_n_queens), each
// testcase in one process. An exception the program does not rescue is an RE whose detail is its
// class.
#include <cctype>

#include "../text.hpp"
#include "shared.hpp"

namespace judge::lang {

namespace {

Toolchain toolchain(Like) {
    Toolchain t;
    t.compiler =
        t.runner = {"ruby3.3", "ruby3.3", "judging Ruby", "/usr/bin/ruby3.3", Root::Trixie};
    t.flags = {"-c"};
    t.libraries = "json, set";
    return t;
}

// ruby -c FILE; the run loads solution.rb through harness.rb, as Python's.
void plan(Plan& plan, const PlanInput& in) {
    const CompileJob& job = in.job;
    plan.command.push_back(job.source);
    for (const std::string& f : job.extra) plan.copies.push_back({f, baseName(f)});
    plan.copies.push_back({job.source, "solution.rb"});
    const std::string harness = job.harness.empty() ? job.root + "/judge/drivers/" : in.drivers;
    plan.copies.push_back({harness + "harness.rb", "harness.rb"});
    plan.products["run-args"] =
        (job.harness.empty() ? "acm" : job.harness) + "\n" + job.source + "\n";
}

// ruby harness.rb MODE SOLUTION ORIGIN (run-args holds MODE and ORIGIN, a line each), under an
// 8 MiB stack (Linux's default, and the kit's for LeetCode files): Ruby's main thread reserves
// its whole stack limit at start by touching it, so that a package's stack as large as its memory
// would be counted as memory, and a "puts 1" would pass a 256 MiB limit. No gems: the harness's
// json and set are the standard library's.
void run(RunCommand& run, const RunInput& in) {
    std::vector<std::string> args = splitLines(readFile(in.runDir + "/run-args").value_or(""));
    args.resize(2);  // (a run folder without run-args: as --print-compile shows it)
    run.argv = {"/bin/sh",
                "-c",
                "ulimit -s 8192 && exec \"$0\" \"$@\"",
                in.tool,
                "--disable-gems",
                in.runDir + "/harness.rb",
                args[0],
                in.runDir + "/solution.rb",
                args[1]};
}

// Ruby's report of an exception: "FILE:LINE:in 'method': message (ZeroDivisionError)".
RuntimeErrorText runtimeError(const std::string&, const std::vector<std::string>& lines) {
    for (const std::string& raw : lines) {
        const std::string line = rtrim(raw);
        const std::size_t open = line.rfind(" (");
        if (line.empty() || line.back() != ')' || open == std::string::npos ||
            line.find(":in ") == std::string::npos)
            continue;
        const std::string kind = line.substr(open + 2, line.size() - open - 3);
        if (!kind.empty() && std::isupper(static_cast<unsigned char>(kind[0])) &&
            kind.find(' ') == std::string::npos)
            return {kind, line};
    }
    return {};
}

Language record() {
    Language l;
    l.order = 9;
    l.name = "ruby";
    l.title = "Ruby";
    l.aliases = {"rb"};
    l.extensions = {".rb"};
    l.timeFactor = 3.0;
    l.comment = "#";
    l.code = "ruby";
    l.toolchain = toolchain;
    l.plan = plan;
    l.harness = [](const std::string&) { return std::vector<std::string>{"harness.rb"}; };
    l.kitFiles = {"judge/drivers/harness.rb"};
    l.run = run;
    l.runtimeError = runtimeError;
    l.selfTest = {"n = gets.to_i\nputs 2 * n\n", "def broken(\n", "puts 1 / (ARGV.size * 0)\n",
                  "ZeroDivisionError"};
    return l;
}

}  // namespace

const Language& ruby() {
    static const Language l = record();
    return l;
}

namespace {

[[maybe_unused]] const bool kRegistered = registerLanguage(ruby);

}  // namespace

}  // namespace judge::lang
