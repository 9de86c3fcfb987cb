// A legacy custom grader's runs (grader.hpp).
#include "grader.hpp"

#include <map>
#include <memory>

#include "runner.hpp"
#include "text.hpp"

namespace judge {

namespace {

// One run of the grader: what it printed, or nothing with `error`.
std::optional<std::string> runGrader(const ValidatorProgram& g,
                                     const std::vector<std::string>& flags,
                                     const std::string& results, const std::string& workDir,
                                     std::string& error) {
    const std::string who = "the grader " + g.name;
    RunRequest r;
    r.argv = g.argv;
    r.argv.insert(r.argv.end(), flags.begin(), flags.end());
    r.inputPath = workDir + "/grader.in";
    r.outputPath = workDir + "/grader.out";
    r.errorPath = workDir + "/grader.err";
    r.cwd = g.dir;
    r.isolation = g.isolation;
    r.paths = {{g.dir, false}};
    r.limits = g.limits;
    if (!writeFile(r.inputPath, results)) {
        error = "cannot write " + r.inputPath;
        return std::nullopt;
    }
    const RunResult run = runProgram(r);
    const std::string said = cut(rtrim(readFile(r.errorPath, 1 << 12).value_or("")), 200);
    if (!run.started)
        error = who + " could not be started: " + run.startError;
    else if (run.killedFor != KillReason::None || run.oomKilled)
        error = who + " went past its limits (validation_time, validation_memory)";
    else if (!run.exited)
        error = who + " crashed (killed by " + signalName(run.signal) + ")";
    else if (run.exitCode != 0)
        error = who + " exited with " + std::to_string(run.exitCode);
    if (!error.empty()) {
        if (!said.empty()) error += ": " + said;
        return std::nullopt;
    }
    return readFile(r.outputPath, 1 << 12).value_or("");
}

}  // namespace

CustomGrader customGrader(const ValidatorProgram& grader, const std::string& workDir) {
    auto graded = std::make_shared<std::map<std::string, std::string>>();
    return
        [grader, workDir, graded](const std::vector<std::string>& flags, const std::string& results,
                                  std::string& error) -> std::optional<std::string> {
            std::string key;
            for (const std::string& f : flags) key += f + ' ';
            key += '\n' + results;
            if (auto it = graded->find(key); it != graded->end()) return it->second;
            std::optional<std::string> out = runGrader(grader, flags, results, workDir, error);
            if (out) (*graded)[key] = *out;
            return out;
        };
}

}  // namespace judge
