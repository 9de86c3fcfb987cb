// The bundler: turns a program of engine/programs/ into one pasteable file of solutions/acm/.
// Usage (from the repository root):
//   bundle PROGRAM...           writes solutions/acm/<name>.cpp for each engine/programs/<name>.cpp
//   bundle --check PROGRAM...   compares instead, one line per file that differs, then a summary
//                               "bundles: N passed, M failed"; exit status 1 when one differs
// Each `#include "engine/..."` line is replaced by that file, recursively, each file once (a later
// include of it is dropped); `#pragma once` lines are dropped; everything else, system includes
// too, stays where it is. The output starts with a comment naming its source.
#include <fstream>
#include <iostream>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Appends `path`, its engine includes expanded, to out; `from` names the includer, for errors.
void expand(const std::string& path, const std::string& from, std::set<std::string>& done,
            std::string& out) {
    static const std::regex include(R"re(^\s*#\s*include\s*"([^"]*)".*$)re");
    static const std::regex pragmaOnce(R"(^\s*#\s*pragma\s+once\s*$)");
    if (!done.insert(path).second) return;
    std::istringstream lines(readFile(path));
    std::smatch match;
    for (std::string line; std::getline(lines, line);) {
        if (std::regex_match(line, pragmaOnce)) continue;
        if (!std::regex_match(line, match, include)) {
            out += line + "\n";
            continue;
        }
        std::string target = match[1];
        if (target.rfind("engine/", 0) != 0)
            throw std::runtime_error(path + ": includes \"" + target +
                                     "\": a bundle may include only engine/ files and system "
                                     "headers" +
                                     (from.empty() ? "" : " (included from " + from + ")"));
        expand(target, path, done, out);
    }
}

// The bundle of engine/programs/<name>.cpp and the path it is written to.
std::string bundle(const std::string& program, std::string& output) {
    const std::string folder = "engine/programs/";
    size_t slash = program.rfind('/');
    std::string file = slash == std::string::npos ? program : program.substr(slash + 1);
    if (program.rfind(folder, 0) != 0 || file.size() < 5 || file.substr(file.size() - 4) != ".cpp")
        throw std::runtime_error(program + ": not a program of " + folder + " (<name>.cpp)");
    output = "solutions/acm/" + file;
    std::string out =
        "// Generated from " + program + " by `make bundle`: edit that file instead.\n";
    std::set<std::string> done;
    expand(program, "", done, out);
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    bool check = !args.empty() && args[0] == "--check";
    if (check) args.erase(args.begin());
    if (args.empty()) {
        std::cerr << "error: usage: bundle [--check] engine/programs/NAME.cpp...\n";
        return 2;
    }
    int passed = 0, failed = 0;
    for (const std::string& program : args) {
        try {
            std::string output, text = bundle(program, output);
            if (!check) {
                std::ofstream out(output, std::ios::binary);
                out << text;
                if (!out.flush()) throw std::runtime_error("cannot write " + output);
                std::cout << "wrote " << output << " from " << program << "\n";
                continue;
            }
            std::string current;
            try {
                current = readFile(output);
            } catch (const std::runtime_error&) {}
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
