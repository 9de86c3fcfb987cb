// Turns a legacy problem package folder, in place, into the format's 2025-09 version, for the
// second zip of `make package` (tools/packages.sh --zip; docs/packages.md says why two):
//   problem.yaml          problem_format_version: 2025-09 first; `name` a map of each
//                         statement's language to its \problemname{...}; limits.time_limit from
//                         .timelimit; `validation` and `validator_flags` left out (a custom
//                         validator is the folder output_validator/; `custom interactive` is
//                         type: interactive); every other key as it was
//   data/test_group.yaml  output_validator_args: the words of validator_flags (when it has some)
//   problem_statement/ -> statement/, output_validators/<one>/ -> output_validator/,
//   .timelimit removed
// Usage: package2025 DIR. Bad input (no problem.yaml, not YAML, no .timelimit, a statement
// without \problemname, several output validators) is one line `error: ...`, exit status 2.
#include <yaml-cpp/yaml.h>

#include <cctype>
#include <filesystem>
#include <iostream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/file.hpp"

namespace fs = std::filesystem;

namespace {

std::string readOrFail(const fs::path& path) {
    std::optional<std::string> text = kit::readFile(path.string());
    if (!text) throw std::runtime_error("cannot read " + path.string());
    return *text;
}

// The argument of the statement's \problemname{...} (no nested braces: a name is plain text).
std::string problemName(const fs::path& statement) {
    const std::string text = readOrFail(statement), command = "\\problemname{";
    const size_t start = text.find(command);
    const size_t end = start == std::string::npos ? start : text.find('}', start);
    if (end == std::string::npos)
        throw std::runtime_error(statement.string() + ": no \\problemname{...}");
    return text.substr(start + command.size(), end - start - command.size());
}

// Each language of problem_statement/problem.LANG.tex, and its name; in the languages' order.
std::map<std::string, std::string> statementNames(const fs::path& dir) {
    std::map<std::string, std::string> names;
    const fs::path folder = dir / "problem_statement";
    if (!fs::is_directory(folder)) throw std::runtime_error(folder.string() + ": no such folder");
    for (const fs::directory_entry& e : fs::directory_iterator(folder)) {
        const std::string file = e.path().filename().string();
        if (file.size() > 12 && file.rfind("problem.", 0) == 0 &&
            file.compare(file.size() - 4, 4, ".tex") == 0)
            names[file.substr(8, file.size() - 12)] = problemName(e.path());
    }
    if (names.empty()) throw std::runtime_error(folder.string() + ": no problem.LANG.tex");
    return names;
}

// The time limit of .timelimit, a number, as it is written.
std::string timeLimit(const fs::path& dir) {
    std::string text = readOrFail(dir / ".timelimit");
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.pop_back();
    if (text.empty() || text.find_first_not_of("0123456789.") != std::string::npos)
        throw std::runtime_error((dir / ".timelimit").string() + ": not a number: " + text);
    return text;
}

// The 2025-09 problem.yaml of the legacy one.
YAML::Node problemYaml(const fs::path& dir, const YAML::Node& legacy) {
    YAML::Node out;
    out["problem_format_version"] = "2025-09";
    const std::string validation =
        legacy["validation"] ? legacy["validation"].as<std::string>() : "";
    if (validation.find("interactive") != std::string::npos) out["type"] = "interactive";
    for (const auto& [language, name] : statementNames(dir)) out["name"][language] = name;
    for (const auto& entry : legacy) {
        const std::string key = entry.first.as<std::string>();
        if (key != "name" && key != "validation" && key != "validator_flags")
            out[key] = entry.second;
    }
    out["limits"]["time_limit"] = timeLimit(dir);
    return out;
}

void writeYaml(const fs::path& path, const YAML::Node& node) {
    YAML::Emitter emitter;
    emitter << node;
    if (!kit::writeFile(path.string(), std::string(emitter.c_str()) + "\n"))
        throw std::runtime_error("cannot write " + path.string());
}

// output_validators/<one>/ -> output_validator/ (none: nothing to move).
void moveOutputValidator(const fs::path& dir) {
    const fs::path legacy = dir / "output_validators";
    if (!fs::is_directory(legacy)) return;
    std::vector<fs::path> validators;
    for (const fs::directory_entry& e : fs::directory_iterator(legacy)) validators.push_back(e);
    if (validators.size() != 1)
        throw std::runtime_error(legacy.string() + ": 2025-09 has one output validator, not " +
                                 std::to_string(validators.size()));
    fs::rename(validators[0], dir / "output_validator");
    fs::remove(legacy);
}

void convert(const fs::path& dir) {
    YAML::Node legacy;
    try {
        legacy = YAML::Load(readOrFail(dir / "problem.yaml"));
    } catch (const YAML::Exception& e) {
        throw std::runtime_error((dir / "problem.yaml").string() + ": not YAML (" + e.msg + ")");
    }
    if (legacy["problem_format_version"])
        throw std::runtime_error((dir / "problem.yaml").string() + ": not a legacy package");
    const YAML::Node problem = problemYaml(dir, legacy);
    YAML::Node group;
    std::istringstream flags(legacy["validator_flags"] ? legacy["validator_flags"].as<std::string>()
                                                       : "");
    for (std::string word; flags >> word;) group["output_validator_args"].push_back(word);
    writeYaml(dir / "problem.yaml", problem);
    if (group.size()) writeYaml(dir / "data" / "test_group.yaml", group);
    fs::rename(dir / "problem_statement", dir / "statement");
    moveOutputValidator(dir);
    fs::remove(dir / ".timelimit");
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr
            << "error: usage: package2025 DIR (a legacy problem package, rewritten as 2025-09)\n";
        return 2;
    }
    try {
        convert(argv[1]);
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << "\n";
        return 2;
    }
    return 0;
}
