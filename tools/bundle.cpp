// The bundler: turns a program of the kit into one file that stands alone.
//   engine/programs/<name>.cpp -> solutions/acm/<name>.cpp  (the pasteable acm solutions)
//   judge/programs/<name>.cpp  -> problems/<name>.cpp       (the validator the packages ship)
// Usage (from the repository root):
//   bundle PROGRAM...           writes the bundle of each program
//   bundle --check PROGRAM...   compares instead, one line per file that differs, then a summary
//                               "bundles: N passed, M failed"; exit status 1 when one differs
// Each `#include "..."` of a kit file (under engine/, judge/, common/ or testdata/tools/: looked up next to the
// including file first, then from the root) is replaced by that file, recursively, each file once
// (a later include of it is dropped); `#pragma once` lines are dropped; everything else, system
// includes too, stays where it is. The output starts with a comment naming its source.
#include <filesystem>
#include <iostream>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/file.hpp"

namespace {

// The whole file; it must be there (a bundle of a missing file is an error, said once).
std::string readSource(const std::string& path) {
    std::optional<std::string> text = kit::readFile(path);
    if (!text) throw std::runtime_error("cannot read " + path);
    return *text;
}

bool isFile(const std::string& path) { return std::filesystem::is_regular_file(path); }

// A quoted include of `from` as a path from the root: next to `from` when there, else as written.
std::string resolve(const std::string& target, const std::string& from) {
    const std::size_t slash = from.rfind('/');
    if (slash != std::string::npos) {
        const std::string sibling =
            std::filesystem::path(from.substr(0, slash + 1) + target).lexically_normal().string();
        if (isFile(sibling)) return sibling;
    }
    return target;
}

bool kitFile(const std::string& path) {
    for (const char* root : {"engine/", "judge/", "common/", "testdata/tools/"})
        if (path.rfind(root, 0) == 0) return path.find("..") == std::string::npos;
    return false;
}

// Appends `path`, its kit includes expanded, to out; `from` names the includer, for errors.
void expand(const std::string& path, const std::string& from, std::set<std::string>& done,
            std::string& out) {
    static const std::regex include(R"re(^\s*#\s*include\s*"([^"]*)".*$)re");
    static const std::regex pragmaOnce(R"(^\s*#\s*pragma\s+once\s*$)");
    if (!done.insert(path).second) return;
    std::istringstream lines(readSource(path));
    std::smatch match;
    for (std::string line; std::getline(lines, line);) {
        if (std::regex_match(line, pragmaOnce)) continue;
        if (!std::regex_match(line, match, include)) {
            out += line + "\n";
            continue;
        }
        const std::string target = resolve(match[1], path);
        if (!kitFile(target))
            throw std::runtime_error(path + ": includes \"" + std::string(match[1]) +
                                     "\": a bundle may include only files of engine/, judge/, "
                                     "common/ and testdata/tools/, and system headers" +
                                     (from.empty() ? "" : " (included from " + from + ")"));
        expand(target, path, done, out);
    }
}

// The bundle of a program and the path it is written to.
std::string bundle(const std::string& program, std::string& output) {
    static const std::pair<std::string, std::string> kinds[] = {
        {"engine/programs/", "solutions/acm/"},
        {"judge/programs/", "problems/"},
    };
    size_t slash = program.rfind('/');
    std::string file = slash == std::string::npos ? program : program.substr(slash + 1);
    const std::string folder = program.substr(0, slash + 1);
    for (const auto& [from, to] : kinds) {
        if (folder != from || file.size() < 5 || file.substr(file.size() - 4) != ".cpp") continue;
        output = to + file;
        std::string out =
            "// Generated from " + program + " by `make bundle`: edit that file instead.\n";
        std::set<std::string> done;
        expand(program, "", done, out);
        return out;
    }
    throw std::runtime_error(program +
                             ": not a program of engine/programs/ or judge/programs/ (<name>.cpp)");
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    bool check = !args.empty() && args[0] == "--check";
    if (check) args.erase(args.begin());
    if (args.empty()) {
        std::cerr << "error: usage: bundle [--check] "
                     "engine/programs/NAME.cpp|judge/programs/NAME.cpp...\n";
        return 2;
    }
    int passed = 0, failed = 0;
    for (const std::string& program : args) {
        try {
            std::string output, text = bundle(program, output);
            if (!check) {
                if (!kit::writeFile(output, text))
                    throw std::runtime_error("cannot write " + output);
                std::cout << "wrote " << output << " from " << program << "\n";
                continue;
            }
            const std::string current = kit::readFile(output).value_or("");
            if (current == text) {
                ++passed;
                continue;
            }
            ++failed;
            std::cout << "error: " << output << " differs from what `make bundle` writes from "
                      << program << "; run make bundle\n";
        } catch (const std::exception& error) {
            ++failed;
            (check ? std::cout : std::cerr) << "error: " << error.what() << "\n";
            if (!check) return 1;
        }
    }
    if (check) std::cout << "bundles: " << passed << " passed, " << failed << " failed\n";
    return failed == 0 ? 0 : 1;
}
