// The bundler: turns a program of the kit into one file that stands alone.
//   engine/programs/<name>.cpp -> solutions/acm/<name>.cpp  (the pasteable acm solutions)
//   checkers/programs/<name>.cpp  -> problems/<name>.cpp       (the validator the packages ship)
// Usage (from the repository root):
//   bundle PROGRAM...           writes the bundle of each program
//   bundle --check PROGRAM...   compares instead, one line per file that differs, then a summary
//                               "bundles: N passed, M failed"; exit status 1 when one differs
// Each `#include "..."` of a kit file (under engine/, judge/, checkers/, common/ or testdata/tools/:
// looked up next to the including file first, then from the root) is replaced by that file, recursively,
// each file once (a later include of it is dropped); `#pragma once` lines are dropped. The program
// itself stays as it is. An included library file comes under a line `// FILE` (and
// `// FILE, continued` after a file it includes), so that a reader finds the commented original:
// without its comments and blank lines, at a quarter of its indentation (one space a level), each
// statement that the source breaks over lines on one line (goesOn), and without a system include
// that an earlier line already made outside any #if. A namespace that a file closes on its last
// line (`}  // namespace NAME`) and the next line of code reopens stays open, the two lines left
// out. A block of a library file under `#ifndef NQ_ONE_FILE` (code the pasteable programs do
// without, such as the engines' parts for n = 22 and 23) is left out, its `#else` part kept
// without the directives. Everything else stays where it is. The output starts with a comment
// naming its source. An acm bundle must fit Codeforces' source limit
// (kit::kCodeforcesSourceLimit, 65,535 bytes): a longer one is an error, not written.
#include <cctype>
#include <filesystem>
#include <iostream>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/file.hpp"
#include "common/limits.hpp"

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
    for (const char* root : {"engine/", "judge/", "checkers/", "common/", "testdata/tools/"})
        if (path.rfind(root, 0) == 0) return path.find("..") == std::string::npos;
    return false;
}

// The tokens of C++ that a comment's `//` or `/*` may stand inside without starting one. Each
// takes the text and where the token starts, and says where it ends.
bool wordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }

std::size_t endOfWord(const std::string& s, std::size_t i) {
    while (i < s.size() && wordChar(s[i])) ++i;
    return i;
}

// A pp-number: digits, letters, `.`, a sign after an exponent, and the digit separator `'`.
std::size_t endOfNumber(const std::string& s, std::size_t i) {
    for (++i; i < s.size(); ++i) {
        const char c = s[i], before = s[i - 1];
        const bool sign =
            (c == '+' || c == '-') && std::string("eEpP").find(before) != std::string::npos;
        if (!wordChar(c) && c != '.' && c != '\'' && !sign) break;
    }
    return i;
}

// A string or character literal from its opening quote, escapes included, on one line.
std::size_t endOfQuoted(const std::string& s, std::size_t i) {
    const char quote = s[i];
    for (++i; i < s.size() && s[i] != '\n'; ++i) {
        if (s[i] == '\\')
            ++i;
        else if (s[i] == quote)
            return i + 1;
    }
    throw std::runtime_error(std::string("a ") + quote + " literal that does not end on its line");
}

// A raw string from its opening quote: R"delimiter( ... )delimiter".
std::size_t endOfRaw(const std::string& s, std::size_t i) {
    const std::size_t open = s.find('(', i);
    if (open == std::string::npos) throw std::runtime_error("a raw string without its (");
    const std::size_t close = s.find(")" + s.substr(i + 1, open - i - 1) + "\"", open);
    if (close == std::string::npos) throw std::runtime_error("a raw string that does not end");
    return close + open - i + 1;
}

// A word, with the literal it prefixes when it is one (u8"", L'', R"()").
std::size_t endOfWordOrLiteral(const std::string& s, std::size_t i) {
    const std::size_t end = endOfWord(s, i);
    if (end == s.size() || (s[end] != '"' && s[end] != '\'')) return end;
    static const std::set<std::string> prefixes = {"u8", "u", "U", "L"};
    static const std::set<std::string> raw = {"R", "u8R", "uR", "UR", "LR"};
    const std::string word = s.substr(i, end - i);
    if (s[end] == '"' && raw.count(word)) return endOfRaw(s, end);
    return prefixes.count(word) ? endOfQuoted(s, end) : end;
}

// A `//` comment runs to the end of its line, and on while the line ends with a backslash.
std::size_t endOfLineComment(const std::string& s, std::size_t i) {
    std::size_t end = s.find('\n', i);
    while (end != std::string::npos && end > 0 && s[end - 1] == '\\') end = s.find('\n', end + 1);
    return end == std::string::npos ? s.size() : end;
}

// The text with every comment taken out: a `/* */` one becomes a space, or a line break when it
// spans lines; literals and numbers are copied whole, so a `//` inside one is kept. The spaces
// that start a line are halved (the kit's four a level become two); a line inside a literal is
// copied as it is.
std::string codeOnly(const std::string& s) {
    std::string code;
    for (std::size_t i = 0; i < s.size();) {
        std::size_t end = i + 1;
        if ((code.empty() || code.back() == '\n') && s[i] == ' ') {
            end = s.find_first_not_of(' ', i);
            if (end == std::string::npos) end = s.size();
            code.append((end - i) / 4, ' ');
            i = end;
            continue;
        }
        if (s.compare(i, 2, "//") == 0) {
            i = endOfLineComment(s, i);
            continue;
        }
        if (s.compare(i, 2, "/*") == 0) {
            end = s.find("*/", i + 2);
            if (end == std::string::npos)
                throw std::runtime_error("a /* comment that does not end");
            code += s.find('\n', i) < end ? '\n' : ' ';
            i = end + 2;
            continue;
        }
        const bool digit = std::isdigit(static_cast<unsigned char>(s[i])) != 0;
        if (digit ||
            (s[i] == '.' && i + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[i + 1]))))
            end = endOfNumber(s, i);
        else if (wordChar(s[i]))
            end = endOfWordOrLiteral(s, i);
        else if (s[i] == '"' || s[i] == '\'')
            end = endOfQuoted(s, i);
        code.append(s, i, end - i);
        i = end;
    }
    return code;
}

bool directive(const std::string& line) {
    const std::size_t first = line.find_first_not_of(' ');
    return first != std::string::npos && line[first] == '#';
}

// Whether a line of code (no preprocessor line) goes on on the next one: it neither ends a
// statement or a label (`;`, `:`) nor opens or closes a block. clang-format breaks long
// statements and declarations so; the bundle puts them back on one line.
bool goesOn(const std::string& line) {
    return !line.empty() && std::string(";:{}").find(line.back()) == std::string::npos;
}

// Whether a line opens an #if block (#if, #ifdef, #ifndef), or closes one.
bool opensIf(const std::string& line) {
    static const std::regex opens(R"(^\s*#\s*if.*$)");
    return std::regex_match(line, opens);
}
bool closesIf(const std::string& line) {
    static const std::regex closes(R"(^\s*#\s*endif.*$)");
    return std::regex_match(line, closes);
}

// The lines of `code` without its `#ifndef NQ_ONE_FILE` blocks: such a block's lines up to its
// `#else` or `#endif` are dropped, and so are its `#else` and `#endif` lines (the `#else` part
// stays). Blocks inside it are skipped whole; one left open is an error.
std::string withoutKitOnly(const std::string& code) {
    static const std::regex kitOnly(R"(^\s*#\s*ifndef\s+NQ_ONE_FILE\s*$)");
    static const std::regex otherwise(R"(^\s*#\s*else\s*$)");
    std::istringstream lines(code);
    std::string out;
    int depth = 0;      // inside a block: how deep in #if blocks, from 1 at its own
    bool kept = false;  // in its #else part
    for (std::string line; std::getline(lines, line);) {
        if (depth == 0) {
            if (std::regex_match(line, kitOnly))
                depth = 1, kept = false;
            else
                out += line + "\n";
            continue;
        }
        if (opensIf(line)) ++depth;
        if (closesIf(line) && --depth == 0) continue;
        if (depth == 1 && std::regex_match(line, otherwise)) {
            kept = true;
            continue;
        }
        if (kept) out += line + "\n";
    }
    if (depth != 0) throw std::runtime_error("an #ifndef NQ_ONE_FILE without its #endif");
    return out;
}

// A library file as the bundle shows it: no comments, no trailing blanks, no blank lines (one
// after a line that ends with a backslash stays, so no continuation joins two lines), and a
// statement broken over lines on one (goesOn).
std::string libraryText(const std::string& text, const std::string& path) {
    std::string code;
    try {
        code = withoutKitOnly(codeOnly(text));
    } catch (const std::runtime_error& error) {
        throw std::runtime_error(path + ": " + error.what());
    }
    std::istringstream lines(code);
    std::string out;
    bool joinNext = false;  // the line before goes on, and is code
    for (std::string line; std::getline(lines, line);) {
        line.erase(line.find_last_not_of(" \t\r") + 1);
        const bool continued = out.size() >= 2 && out[out.size() - 2] == '\\';
        if (line.empty() && !continued) continue;
        // a directive's line, or one that a backslash joins to the line before (a macro's)
        const bool preprocessor = continued || directive(line);
        if (joinNext && !preprocessor) {
            out.back() = ' ';
            line.erase(0, line.find_first_not_of(' '));
        }
        out += line + "\n";
        joinNext = !preprocessor && goesOn(line);
    }
    return out;
}

// The namespace a library file closes with its last line, `}  // namespace NAME` (as
// clang-format writes it); "" when its last line is anything else.
std::string closedNamespace(const std::string& source) {
    static const std::regex closing(R"(^\}\s*//\s*namespace\s+(\S+)\s*$)");
    std::size_t end = source.find_last_not_of(" \t\r\n");
    if (end == std::string::npos) return "";
    const std::size_t start = source.rfind('\n', end);
    const std::string last = source.substr(start == std::string::npos ? 0 : start + 1,
                                           end + 1 - (start == std::string::npos ? 0 : start + 1));
    std::smatch match;
    return std::regex_match(last, match, closing) ? std::string(match[1]) : "";
}

// One bundle being written: the files already in it, the system headers it has included outside
// any #if, how deep in #if blocks its last line is, and the text so far.
struct Bundle {
    std::set<std::string> done, systemIncludes;
    int depth = 0;
    std::string out;
    // The namespace whose closing brace, a library file's last line, is held back: when the next
    // line of code reopens it, the two lines are left out; the comment lines met meanwhile wait.
    std::string heldNamespace;
    std::string heldComments;

    // Keeps a line of `path`; a library line (not the program's own) that repeats a system
    // include already made is dropped.
    void addLine(const std::string& line, bool library) {
        static const std::regex system(R"re(^\s*#\s*include\s*<([^>]*)>.*$)re");
        std::smatch match;
        const bool include = std::regex_match(line, match, system);
        if (include && library && systemIncludes.count(match[1])) return;
        if (!heldNamespace.empty()) {
            if (line.rfind("//", 0) == 0) {
                heldComments += line + "\n";
                return;
            }
            const bool reopens = line == "namespace " + heldNamespace + " {";
            release(!reopens);
            if (reopens) return;
        }
        if (opensIf(line)) ++depth;
        if (closesIf(line)) --depth;
        if (include && depth == 0) systemIncludes.insert(match[1]);
        out += line + "\n";
    }

    // Writes what is held back: the closing brace when `close`, then the comment lines.
    void release(bool close) {
        if (close && !heldNamespace.empty()) out += "}\n";
        out += heldComments;
        heldNamespace.clear();
        heldComments.clear();
    }

    // Adds a line of the text `out` holds, a comment line: held back with the others when a
    // namespace's closing brace is.
    void addComment(const std::string& line) {
        if (heldNamespace.empty())
            out += line;
        else
            heldComments += line;
    }

    // Appends `path`, its kit includes expanded; `from` names the includer (empty for the
    // program itself). Says whether the file was added (false when already in).
    bool expand(const std::string& path, const std::string& from) {
        static const std::regex include(R"re(^\s*#\s*include\s*"([^"]*)".*$)re");
        static const std::regex pragmaOnce(R"(^\s*#\s*pragma\s+once\s*$)");
        if (!done.insert(path).second) return false;
        const bool library = !from.empty();
        const std::string source = readSource(path);
        std::vector<std::string> lines;
        std::istringstream text(library ? libraryText(source, path) : source);
        for (std::string line; std::getline(text, line);) lines.push_back(line);
        const std::string closes = library ? closedNamespace(source) : "";
        if (library) addComment("// " + path + "\n");
        bool resumed = true;  // false after an included file, until this file's next line
        std::smatch match;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const std::string& line = lines[i];
            if (std::regex_match(line, pragmaOnce)) continue;
            if (!std::regex_match(line, match, include)) {
                if (!resumed && library) addComment("// " + path + ", continued\n");
                resumed = true;
                if (i + 1 == lines.size() && line == "}" && !closes.empty()) {
                    release(true);
                    heldNamespace = closes;
                    continue;
                }
                addLine(line, library);
                continue;
            }
            const std::string target = resolve(match[1], path);
            if (!kitFile(target))
                throw std::runtime_error(
                    path + ": includes \"" + std::string(match[1]) +
                    "\": a bundle may include only files of engine/, judge/, "
                    "checkers/, common/ and testdata/tools/, and system headers" +
                    (from.empty() ? "" : " (included from " + from + ")"));
            if (expand(target, path)) resumed = false;
        }
        return true;
    }
};

// The second line of every bundle: what became of the files it includes.
const char* const kLibraryNote =
    "// Each kit file it includes stands where it is included, under a line naming it, without\n"
    "// its comments (they are in that file), at one space an indentation level, a statement\n"
    "// broken over lines in that file on one line.\n";

// The bundle of a program and the path it is written to.
std::string bundle(const std::string& program, std::string& output) {
    static const std::pair<std::string, std::string> kinds[] = {
        {"engine/programs/", "solutions/acm/"},
        {"checkers/programs/", "problems/"},
    };
    size_t slash = program.rfind('/');
    std::string file = slash == std::string::npos ? program : program.substr(slash + 1);
    const std::string folder = program.substr(0, slash + 1);
    for (const auto& [from, to] : kinds) {
        if (folder != from || file.size() < 5 || file.substr(file.size() - 4) != ".cpp") continue;
        output = to + file;
        Bundle b;
        b.out = "// Generated from " + program + " by `make bundle`: edit that file instead.\n";
        b.out += kLibraryNote;
        b.expand(program, "");
        b.release(true);
        if (to == "solutions/acm/" && b.out.size() > kit::kCodeforcesSourceLimit)
            throw std::runtime_error(output + " would be " + std::to_string(b.out.size()) +
                                     " bytes, over Codeforces' source limit of " +
                                     std::to_string(kit::kCodeforcesSourceLimit) + " bytes");
        return b.out;
    }
    throw std::runtime_error(
        program + ": not a program of engine/programs/ or checkers/programs/ (<name>.cpp)");
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    bool check = !args.empty() && args[0] == "--check";
    if (check) args.erase(args.begin());
    if (args.empty()) {
        std::cerr << "error: usage: bundle [--check] "
                     "engine/programs/NAME.cpp|checkers/programs/NAME.cpp...\n";
        return 2;
    }
    int passed = 0, failed = 0;
    for (const std::string& program : args) {
        try {
            std::string output, text = bundle(program, output);
            const std::string current = kit::readFile(output).value_or("");
            if (!check) {
                if (current == text) {
                    std::cout << output << " is current (from " << program << ")\n";
                    continue;
                }
                if (!kit::writeFile(output, text))
                    throw std::runtime_error("cannot write " + output);
                std::cout << "wrote " << output << " from " << program << "\n";
                continue;
            }
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
