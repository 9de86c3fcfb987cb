// What several records share (shared.hpp).
#include "shared.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "../text.hpp"
#include "libraries.hpp"

namespace judge::lang {

std::string baseName(const std::string& path) { return std::filesystem::path(path).filename(); }

bool startsWith(const std::string& s, const std::string& prefix) {
    return s.compare(0, prefix.size(), prefix) == 0;
}

void planNative(Plan& plan, const PlanInput& in) {
    const CompileJob& job = in.job;
    if (!job.precompiled.empty())
        plan.command.insert(plan.command.end(), {"-include-pch", job.precompiled});
    if (job.harness.empty()) {
        plan.command.push_back(job.source);
        for (const std::string& f : job.extra) plan.command.push_back(f);
        for (const std::string& f : in.included) plan.command.push_back(f);
        const std::string folder = std::filesystem::path(job.source).parent_path();
        plan.command.insert(plan.command.end(), {"-iquote", folder});
        if (!job.include.empty()) plan.command.insert(plan.command.end(), {"-iquote", job.include});
    } else {
        plan.command.push_back("-DSOLUTION_FILE=\"" + job.source + "\"");
        plan.command.push_back(in.drivers + job.language->harness(job.harness)[0]);
    }
    plan.command.insert(plan.command.end(), {"-o", in.out + "/program"});
    const Toolchain chain = job.language->toolchain(job.like);
    plan.command.insert(plan.command.end(), chain.link.begin(), chain.link.end());
}

CompileJob seedBuild(const CompileJob& job, const std::string& source, int wallMs,
                     long long memoryBytes) {
    CompileJob seed = job;
    seed.source = source;
    seed.extra.clear();
    seed.harness.clear();
    seed.include.clear();
    seed.programDir.clear();
    seed.precompiled = source;
    seed.limits.wallMs = std::max(seed.limits.wallMs, wallMs);
    seed.limits.memoryBytes = std::max(seed.limits.memoryBytes, memoryBytes);
    return seed;
}

void runItself(RunCommand& run, const RunInput& in) { run.argv = {in.runDir + "/program"}; }

std::string nodeHarness(const PlanInput& in) {
    return (in.job.harness.empty() ? in.job.root + "/judge/drivers/" : in.drivers) + "harness.cjs";
}

void planNode(Plan& plan, const PlanInput& in, const std::string& harness,
              const std::string& loaded) {
    const CompileJob& job = in.job;
    const std::string modules = job.root + "/node_modules";
    plan.shown.insert(plan.shown.begin(), modules);
    if (job.harness.empty())
        plan.shown.push_back(harness);  // (a LeetCode file's: with the drivers)
    if (!fileExists(modules + "/typescript/package.json") ||
        !fileExists(modules + "/lodash/package.json"))
        plan.refused = "npm's libraries are not installed in " + modules +
                       " (TypeScript, lodash): run npm ci in the kit";
    plan.copies.push_back({harness, "harness.cjs"});
    plan.products["run-args"] = (job.harness.empty() ? "acm" : job.harness) + "\n" + job.source +
                                "\n" + loaded + "\n" + modules + "\n";
}

// Never an address-space limit (V8 reserves far more than it uses); the heap gets the memory
// limit. run-args holds MODE, ORIGIN, the compiled file's name and the folder of npm's libraries.
void nodeRun(RunCommand& run, const RunInput& in) {
    std::vector<std::string> args = splitLines(readFile(in.runDir + "/run-args").value_or(""));
    args.resize(4);  // (a run folder without run-args: as --print-compile shows it)
    run.argv = {
        in.tool,
        "--harmony",
        "--max-old-space-size=" + std::to_string(std::max(16LL, in.limits.memoryBytes >> 20)),
        in.runDir + "/harness.cjs",
        args[0],
        in.runDir + "/" + (args[2].empty() ? "solution.js" : args[2]),
        args[1],
        args[3]};
    if (!args[3].empty()) run.readable.push_back(args[3]);
}

namespace {

// A JavaScript error's name from its first line ("TypeError: ..."), when it is one.
std::string errorName(const std::string& line) {
    const std::size_t colon = line.find(": ");
    if (colon == std::string::npos || colon == 0) return "";
    for (std::size_t i = 0; i < colon; ++i)
        if (!std::isalnum(static_cast<unsigned char>(line[i])) && line[i] != '_') return "";
    return line.compare(0, colon, "Uncaught") == 0 || line.find("Error") < colon
               ? line.substr(0, colon)
               : "";
}

}  // namespace

RuntimeErrorText nodeError(const std::string&, const std::vector<std::string>& lines) {
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        const std::string line = rtrim(lines[i]);
        if (startsWith(lines[i + 1], "    at ") && !errorName(line).empty())
            return {errorName(line), line};
    }
    return {};
}

Tool node() {
    return {"node", "nodejs", "judging JavaScript and TypeScript", "/usr/bin/node", Root::Trixie};
}

Language nodeRecord() {
    Language l;
    l.timeFactor = 2.0;
    l.comment = "//";
    l.boundedAddressSpace = false;
    l.harness = [](const std::string&) { return std::vector<std::string>{"harness.cjs"}; };
    l.kitFiles = {"judge/drivers/harness.cjs", "judge/drivers/leetcode-globals.d.ts",
                  "package-lock.json"};
    l.run = nodeRun;
    l.runtimeError = nodeError;
    l.missingLibrary = [](Like, const std::string& kit) { return missingNpm(kit); };
    return l;
}

}  // namespace judge::lang
