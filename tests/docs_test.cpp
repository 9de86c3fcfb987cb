// The docs against the code: every deliberate mistake is the correct file it names plus a few
// lines, pinned by a well-formed `// expect:` line and described the same way in docs/judging.md;
// every name the reading guide attributes to a kit file (`file:lines`, then names in backticks)
// occurs in those lines; and every figure of the docs that the code can know is the tree's: the
// pairs make judge counts, the testdata's n, the suites of tests/suites.txt, the seccomp list, the
// options and make variables the pages name, A000170, the README's stage 8 ratio (with the table
// it comes from), and the source articles by title.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "kit_paths.hpp"

namespace {

namespace fs = std::filesystem;
const std::string kRoot = kitRoot();
const std::size_t kMaxChangedLines = 6;  // each way: lines added, lines removed

std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream os;
    os << in.rdbuf();
    return os.str();
}

std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

std::string trim(const std::string& s) {
    std::size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t\r");
    return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

std::string withoutBackticks(std::string s) {
    s.erase(std::remove(s.begin(), s.end(), '`'), s.end());
    return trim(s);
}

// Lines added and removed going from `from` to `to`, by a longest common subsequence.
struct LineDiff {
    std::size_t added = 0, removed = 0;
};

LineDiff diffLines(const std::vector<std::string>& from, const std::vector<std::string>& to) {
    std::vector<std::vector<std::size_t>> lcs(from.size() + 1,
                                              std::vector<std::size_t>(to.size() + 1));
    for (std::size_t i = from.size(); i-- > 0;)
        for (std::size_t j = to.size(); j-- > 0;)
            lcs[i][j] =
                from[i] == to[j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    return {to.size() - lcs[0][0], from.size() - lcs[0][0]};
}

// ---- Deliberate mistakes ----

struct Mistake {
    std::string path;     // solutions/<problem>/wrong/<name>.cpp
    std::string expect;   // line 1 after "// expect: "
    std::string from;     // line 2 after "// from: "
    std::string comment;  // the text after "// the mistake: "
};

// The languages the kit's solutions are written in: C++, Go, Rust, JavaScript, TypeScript.
bool solutionFile(const fs::path& path) {
    for (const char* ext : {".cpp", ".go", ".rs", ".js", ".ts"})
        if (path.extension() == ext) return true;
    return false;
}

std::vector<std::string> wrongFiles() {
    std::vector<std::string> files;
    for (const auto& problem : fs::directory_iterator(kRoot + "/solutions")) {
        fs::path dir = problem.path() / "wrong";
        if (!fs::is_directory(dir)) continue;
        for (const auto& f : fs::directory_iterator(dir))
            if (solutionFile(f.path()))
                files.push_back(fs::relative(f.path(), kRoot).generic_string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

// What is wrong with one deliberate mistake's header and its difference from the file it names.
std::vector<std::string> mistakeProblems(const std::string& path, Mistake& m) {
    std::vector<std::string> problems;
    auto problem = [&](const std::string& what) { problems.push_back(path + ": " + what); };
    std::vector<std::string> lines = splitLines(readText(kRoot + "/" + path));
    m.path = path;
    static const std::regex expectLine(
        R"(// expect: (AC|WA|PE|TLE|MLE|OLE|RE|CE|FAIL) on ([0-9A-Za-z_-]+): (\S.*))");
    static const std::regex fromLine(
        R"(// from: (solutions/[a-z0-9]+/[A-Za-z0-9_]+\.(cpp|go|rs|js|ts)))");
    std::smatch match;
    if (lines.size() < 3) return problem("shorter than its two header lines"), problems;
    if (!std::regex_match(lines[0], match, expectLine)) {
        problem("line 1 is not `// expect: VERDICT on TEST: MESSAGE`: \"" + lines[0] + "\"");
    } else {
        m.expect = lines[0].substr(std::string("// expect: ").size());
        std::string problemDir = fs::path(path).parent_path().parent_path().filename().string();
        std::string test = "testdata/" + problemDir + "/" + match[2].str() + ".in";
        if (!fs::exists(kRoot + "/" + test))
            problem("line 1 names test " + match[2].str() + ", but there is no " + test);
    }
    if (!std::regex_match(lines[1], match, fromLine)) {
        problem("line 2 is not `// from: solutions/<problem>/<file>.cpp`: \"" + lines[1] + "\"");
        return problems;
    }
    m.from = match[1].str();
    if (!fs::is_regular_file(kRoot + "/" + m.from))
        return problem("line 2 names " + m.from + ", which does not exist"), problems;
    std::vector<std::string> body(lines.begin() + 2, lines.end());
    std::vector<std::string> original = splitLines(readText(kRoot + "/" + m.from));
    LineDiff d = diffLines(original, body);
    if (d.added + d.removed == 0) problem("is the same as " + m.from + ": where is the mistake?");
    if (d.added > kMaxChangedLines || d.removed > kMaxChangedLines)
        problem("differs from " + m.from + " by " + std::to_string(d.added) + " added and " +
                std::to_string(d.removed) +
                " removed lines; a deliberate mistake changes at most " +
                std::to_string(kMaxChangedLines) + " each way");
    const std::string marker = "// the mistake: ";
    int marked = 0;
    for (const std::string& line : body) {
        std::size_t at = line.find(marker);
        if (at == std::string::npos) continue;
        ++marked;
        m.comment = trim(line.substr(at + marker.size()));
    }
    if (marked != 1)
        problem("has " + std::to_string(marked) +
                " `// the mistake:` comments; it needs exactly one");
    return problems;
}

// The rows of docs/judging.md's table of deliberate mistakes: file, from, the mistake, expect.
struct Row {
    int line = 0;
    std::vector<std::string> cells;
};

std::vector<std::string> tableCells(const std::string& line) {
    std::vector<std::string> cells;
    std::string cell;
    bool code = false;
    for (std::size_t i = 1; i < line.size(); ++i) {  // line[0] is the leading '|'
        char c = line[i];
        if (c == '`') code = !code;
        if (c == '|' && !code) {
            cells.push_back(trim(cell));
            cell.clear();
        } else {
            cell += c;
        }
    }
    return cells;
}

std::vector<Row> mistakeRows(const std::string& doc) {
    std::vector<Row> rows;
    std::vector<std::string> lines = splitLines(readText(kRoot + "/" + doc));
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].rfind("| `", 0) != 0) continue;
        std::vector<std::string> cells = tableCells(lines[i]);
        if (cells.empty() || withoutBackticks(cells[0]).find("/wrong/") == std::string::npos)
            continue;
        rows.push_back({static_cast<int>(i + 1), cells});
    }
    return rows;
}

std::vector<std::string> rowProblems(const std::string& doc, const std::vector<Row>& rows,
                                     const std::vector<Mistake>& mistakes) {
    std::vector<std::string> problems;
    for (const Row& r : rows) {
        std::string where = doc + ":" + std::to_string(r.line) + ": ";
        if (r.cells.size() < 4) {
            problems.push_back(where +
                               "a mistake's row needs 4 cells: file, from, the mistake, expect");
            continue;
        }
        std::string file = "solutions/" + withoutBackticks(r.cells[0]);
        auto m = std::find_if(mistakes.begin(), mistakes.end(),
                              [&](const Mistake& x) { return x.path == file; });
        if (m == mistakes.end()) {
            problems.push_back(where + "names " + file +
                               ", which is not a deliberate mistake of the kit");
            continue;
        }
        auto differ = [&](const char* column, const std::string& doc_, const std::string& file_) {
            if (doc_ != file_)
                problems.push_back(where + file + ": the row's " + column + " is \"" + doc_ +
                                   "\", the file's header says \"" + file_ + "\"");
        };
        differ("from", "solutions/" + withoutBackticks(r.cells[1]), m->from);
        differ("mistake", withoutBackticks(r.cells[2]), m->comment);
        differ("expect", withoutBackticks(r.cells[3]), m->expect);
    }
    for (const Mistake& m : mistakes) {
        long n = std::count_if(rows.begin(), rows.end(), [&](const Row& r) {
            return "solutions/" + withoutBackticks(r.cells[0]) == m.path;
        });
        if (n != 1)
            problems.push_back(doc + ": " + std::to_string(n) + " rows for " + m.path +
                               "; it needs exactly one");
    }
    return problems;
}

// ---- The reading guide ----

bool isIdentifier(const std::string& s) {
    static const std::regex id(R"([A-Za-z_][A-Za-z0-9_]*)");
    return std::regex_match(s, id);
}

bool containsWord(const std::string& text, const std::string& word) {
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
        auto part = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
        bool before = at > 0 && part(text[at - 1]),
             after = at + word.size() < text.size() && part(text[at + word.size()]);
        if (!before && !after) return true;
    }
    return false;
}

std::string squeezed(const std::string& s) {  // runs of spaces as one
    std::string out;
    for (char c : s)
        if (!(c == ' ' && !out.empty() && out.back() == ' ')) out += c;
    return out;
}

// Checks one cell (or one line of prose): each backticked name after a `file:lines` reference,
// up to the next reference, must occur in those lines. Returns the problems; counts the checks.
std::vector<std::string> cellProblems(const std::string& where, const std::string& cell,
                                      int& checked) {
    static const std::regex ref(
        R"(((?:solutions|study|engine|judge|tests|testdata|bench|tools)/[^ :`]+):([0-9]+)(?:-([0-9]+))?)");
    std::vector<std::string> problems;
    std::string refText, lines;
    for (std::size_t open = cell.find('`'); open != std::string::npos;) {
        std::size_t close = cell.find('`', open + 1);
        if (close == std::string::npos) break;
        std::string span = cell.substr(open + 1, close - open - 1);
        open = cell.find('`', close + 1);
        std::smatch m;
        if (std::regex_match(span, m, ref)) {
            refText = span;
            std::vector<std::string> code = splitLines(readText(kRoot + "/" + m[1].str()));
            int first = std::stoi(m[2].str()), last = m[3].matched ? std::stoi(m[3].str()) : first;
            lines.clear();
            if (code.empty() || first < 1 || first > last || last > static_cast<int>(code.size())) {
                problems.push_back(where + "`" + span + "`: no such lines (the file has " +
                                   std::to_string(code.size()) + ")");
                refText.clear();
                continue;
            }
            for (int i = first; i <= last; ++i)
                lines += squeezed(code[static_cast<std::size_t>(i - 1)]) + '\n';
            continue;
        }
        if (refText.empty()) continue;
        ++checked;
        bool found = isIdentifier(span) ? containsWord(lines, span)
                                        : lines.find(squeezed(span)) != std::string::npos;
        if (!found)
            problems.push_back(where + "`" + refText + "` names `" + span +
                               "`, which is not in those lines");
    }
    return problems;
}

std::vector<std::string> guideProblems(const std::string& doc, const std::string& text,
                                       int& checked) {
    std::vector<std::string> problems;
    std::vector<std::string> lines = splitLines(text);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string where = doc + ":" + std::to_string(i + 1) + ": ";
        std::vector<std::string> cells =
            lines[i].rfind('|', 0) == 0 ? tableCells(lines[i]) : std::vector<std::string>{lines[i]};
        for (const std::string& cell : cells)
            for (const std::string& p : cellProblems(where, cell, checked)) problems.push_back(p);
    }
    return problems;
}

// ---- Paths and links ----

std::vector<std::string> markdownFiles() {
    std::vector<std::string> docs = {"README.md", "README.zh-CN.md"};
    for (const auto& f : fs::recursive_directory_iterator(kRoot + "/docs"))
        if (f.path().extension() == ".md")
            docs.push_back(fs::relative(f.path(), kRoot).generic_string());
    std::sort(docs.begin(), docs.end());
    return docs;
}

// Every kit path a page names in backticks, and every link to a file, must exist.
std::vector<std::string> pathProblems(const std::string& doc, const std::string& text) {
    static const std::regex kitPath(
        R"(((?:solutions|study|engine|cli|judge|tests|testdata|bench|tools|docs)/[A-Za-z0-9_./-]*)(?::[0-9-]+)?)");
    static const std::regex link(R"(\]\(([^)#\s]+)(?:#[^)]*)?\))");
    std::vector<std::string> problems;
    std::vector<std::string> lines = splitLines(text);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string where = doc + ":" + std::to_string(i + 1) + ": ";
        const std::string& line = lines[i];
        for (std::size_t open = line.find('`'); open != std::string::npos;) {
            std::size_t close = line.find('`', open + 1);
            if (close == std::string::npos) break;
            std::string span = line.substr(open + 1, close - open - 1);
            open = line.find('`', close + 1);
            std::smatch m;
            if (std::regex_match(span, m, kitPath) && !fs::exists(kRoot + "/" + m[1].str()))
                problems.push_back(where + "`" + span + "` names " + m[1].str() +
                                   ", which the kit does not have");
        }
        for (auto it = std::sregex_iterator(line.begin(), line.end(), link);
             it != std::sregex_iterator(); ++it) {
            std::string target = (*it)[1].str();
            if (target.find("://") != std::string::npos) continue;
            fs::path resolved = fs::path(kRoot) / fs::path(doc).parent_path() / target;
            if (!fs::exists(resolved))
                problems.push_back(where + "links to " + target + ", which does not exist");
        }
    }
    return problems;
}

// ---- Figures the code can know ----

std::string oneLine(const std::string& text) {  // every run of whitespace as one space
    std::string out;
    for (char c : text) {
        bool space = std::isspace(static_cast<unsigned char>(c)) != 0;
        if (space && (out.empty() || out.back() == ' ')) continue;
        out += space ? ' ' : c;
    }
    return out;
}

// The solutions in a folder, in every language of solutionFile.
std::size_t solutionsIn(const std::string& dir) {
    std::size_t n = 0;
    if (!fs::is_directory(kRoot + "/" + dir)) return 0;
    for (const auto& f : fs::directory_iterator(kRoot + "/" + dir))
        if (f.is_regular_file() && solutionFile(f.path())) ++n;
    return n;
}

std::size_t filesEndingIn(const std::string& dir, const std::string& ext) {
    std::size_t n = 0;
    if (!fs::is_directory(kRoot + "/" + dir)) return 0;
    for (const auto& f : fs::directory_iterator(kRoot + "/" + dir))
        if (f.is_regular_file() && f.path().extension() == ext) ++n;
    return n;
}

const char* const kProblems[] = {"acm", "lc51", "lc52"};

// docs/judging.md: "N pairs: S correct solutions on all their tests (T) and M deliberate mistakes"
// and "lc51 for n = 1..10": what make judge counts, from the tree.
std::vector<std::string> pairProblems(const std::string& doc, const std::string& text) {
    std::vector<std::string> problems;
    std::size_t solutions = 0, tests = 0, mistakes = 0;
    for (const char* p : kProblems) {
        std::size_t s = solutionsIn(std::string("solutions/") + p),
                    t = filesEndingIn(std::string("testdata/") + p, ".in");
        solutions += s, tests += s * t;
        mistakes += solutionsIn(std::string("solutions/") + p + "/wrong");
    }
    const std::string flat = oneLine(text);
    static const std::regex pairs(
        R"(([0-9]+) pairs: ([0-9]+) correct solutions on all their tests \(([0-9]+)\) and ([0-9]+) deliberate mistakes)");
    std::smatch m;
    if (!std::regex_search(flat, m, pairs))
        return {doc +
                ": no \"N pairs: S correct solutions on all their tests (T) and M deliberate "
                "mistakes\" line"};
    auto same = [&](const char* what, const std::string& written, std::size_t tree) {
        if (written != std::to_string(tree))
            problems.push_back(doc + ": says " + written + " " + what + ", the tree has " +
                               std::to_string(tree));
    };
    same("pairs", m[1].str(), tests + mistakes);
    same("correct solutions", m[2].str(), solutions);
    same("pairs of correct solutions", m[3].str(), tests);
    same("deliberate mistakes", m[4].str(), mistakes);
    static const std::regex range(R"((acm|lc51|lc52) for n = 1\.\.([0-9]+))");
    int ranges = 0;
    for (auto it = std::sregex_iterator(flat.begin(), flat.end(), range);
         it != std::sregex_iterator(); ++it, ++ranges) {
        std::string p = (*it)[1].str(), last = (*it)[2].str();
        std::size_t t = filesEndingIn("testdata/" + p, ".in");
        same(("tests of " + p).c_str(), last, t);
    }
    if (ranges != 3)
        problems.push_back(doc + ": names the testdata's n for " + std::to_string(ranges) +
                           " problems, not 3");
    return problems;
}

// The suites of tests/suites.txt, in order, by their titles (a row's fifth field; # starts a
// comment line).
std::vector<std::string> runSuites(const std::string& table) {
    std::vector<std::string> names;
    for (const std::string& line : splitLines(table)) {
        if (trim(line).empty() || trim(line)[0] == '#') continue;
        std::istringstream fields(line);
        std::string field;
        for (int i = 0; i < 5 && std::getline(fields, field, '|'); ++i) {}
        names.push_back(trim(field));
    }
    return names;
}

// docs/judging.md's "What `make test` runs" names every suite, each bullet led by one (in any
// order: the suites run at once, the table's order is only which make starts first).
std::vector<std::string> suiteProblems(const std::string& doc, const std::string& text,
                                       const std::vector<std::string>& suites) {
    std::vector<std::string> problems, named;
    bool in = false;
    for (const std::string& line : splitLines(text)) {
        if (line.rfind("## ", 0) == 0) in = line.find("What `make test` runs") != std::string::npos;
        if (!in) continue;
        for (std::size_t open = line.find('`'); open != std::string::npos;) {
            std::size_t close = line.find('`', open + 1);
            if (close == std::string::npos) break;
            std::string span = line.substr(open + 1, close - open - 1);
            bool leads = open == 2 && line.rfind("- ", 0) == 0;
            bool isSuite = std::find(suites.begin(), suites.end(), span) != suites.end();
            if (isSuite) named.push_back(span);
            if (leads && !isSuite)
                problems.push_back(doc + ": the bullet `" + span +
                                   "` is not a suite of tests/suites.txt");
            open = line.find('`', close + 1);
        }
    }
    for (const std::string& s : suites)
        if (std::find(named.begin(), named.end(), s) == named.end())
            problems.push_back(doc + ": the suite `" + s + "` of tests/suites.txt is not listed");
    return problems;
}

// The READMEs' stage 8 figure, "R x stage 7's CPU time at n = 19 on one thread (the P path on a
// MACHINE, commit C" (in Chinese "n = 19 单线程的 CPU 时间比第 7 阶段快 R 倍（P 路径，MACHINE，提交 C"), is
// the ratio (cpu) of docs/stage8.md's table of that path and commit.
std::vector<std::string> ratioProblems(const std::string& readme, const std::string& stage8,
                                       const std::string& doc = "README.md") {
    static const std::regex english(
        R"(([0-9.]+)x stage 7's CPU time at n = 19 on one thread \(the ([A-Za-z0-9-]+) path on an? ([^,]+), commit ([0-9a-f]{7,}))");
    static const std::regex chinese(
        R"(n = 19 单线程的 CPU 时间比第 7 阶段快 ([0-9.]+) 倍（([A-Za-z0-9-]+) 路径，([^，]+)，提交 ([0-9a-f]{7,}))");
    std::smatch m;
    std::string flat = oneLine(readme);
    if (!std::regex_search(flat, m, english) && !std::regex_search(flat, m, chinese))
        return {doc +
                ": no \"R x stage 7's CPU time at n = 19 on one thread (the PATH path on "
                "a MACHINE, commit C\""};
    std::string ratio = m[1].str(), path = m[2].str(), machine = m[3].str(), commit = m[4].str();
    path.erase(std::remove(path.begin(), path.end(), '-'), path.end());
    std::transform(path.begin(), path.end(), path.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    std::vector<std::string> lines = splitLines(stage8);
    static const std::regex row(R"(^19\s+1\s+nqueens count.*\s([0-9.]+)x\s*$)");
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].rfind("big boards: ", 0) != 0 || i + 1 >= lines.size()) continue;
        if (lines[i + 1].rfind("path: " + path, 0) != 0 ||
            lines[i + 1].find("commit " + commit) == std::string::npos)
            continue;
        std::istringstream words(machine);
        for (std::string w; words >> w;)
            if (lines[i].find(w) == std::string::npos)
                return {doc + ": the table of path " + path + " at commit " + commit +
                        " is not from a machine named \"" + machine + "\": " + lines[i]};
        std::smatch r;
        for (std::size_t j = i + 2; j < lines.size() && lines[j].rfind("```", 0) != 0; ++j)
            if (std::regex_match(lines[j], r, row)) {
                if (r[1].str() == ratio) return {};
                return {doc + ": says " + ratio + "x; docs/stage8.md's table of path " + path +
                        " at commit " + commit + " has " + r[1].str() + "x"};
            }
    }
    return {doc + ": docs/stage8.md has no table of path " + path + " at commit " + commit +
            " with n = 19 on one thread"};
}

// The system calls the seccomp filter refuses: the SYS_ names of its `kDenied[]` list and of its
// deny() calls, from the file of judge/ that builds it; `all` gets every SYS_ name of that file.
std::set<std::string> deniedCalls(std::set<std::string>& all) {
    std::set<std::string> denied;
    static const std::regex sys(R"(SYS_([a-z0-9_]+))");
    for (const auto& f : fs::recursive_directory_iterator(kRoot + "/judge")) {
        if (f.path().extension() != ".cpp") continue;
        std::string text = readText(f.path().string());
        std::size_t at = text.find("kDenied[] = {");
        if (text.find("seccomp_data") == std::string::npos || at == std::string::npos) continue;
        std::string list = text.substr(at, text.find("};", at) - at);
        for (auto it = std::sregex_iterator(list.begin(), list.end(), sys);
             it != std::sregex_iterator(); ++it)
            denied.insert((*it)[1].str());
        static const std::regex denyCall(R"(deny\(f, SYS_([a-z0-9_]+))");
        for (auto it = std::sregex_iterator(text.begin(), text.end(), denyCall);
             it != std::sregex_iterator(); ++it)
            denied.insert((*it)[1].str());
        for (auto it = std::sregex_iterator(text.begin(), text.end(), sys);
             it != std::sregex_iterator(); ++it)
            all.insert((*it)[1].str());
    }
    return denied;
}

// docs/sandbox.md's "system calls" row names every call the filter refuses (in backticks, or by
// one of the words below for a family), and no call the filter's file does not know.
std::vector<std::string> seccompProblems(const std::string& doc, const std::string& text,
                                         const std::set<std::string>& denied,
                                         const std::set<std::string>& known) {
    static const std::map<std::string, std::vector<std::string>> families = {
        {"the keyring calls", {"keyctl", "add_key", "request_key"}},
        {"io_uring", {"io_uring_setup", "io_uring_enter", "io_uring_register"}},
        {"modules", {"init_module", "finit_module", "delete_module"}},
        {"kexec", {"kexec_load", "kexec_file_load"}},
        {"the new mount API",
         {"fsopen", "fsconfig", "fsmount", "fspick", "move_mount", "open_tree", "mount_setattr"}},
        {"swap", {"swapon", "swapoff"}},
        {"the file-handle calls", {"open_by_handle_at", "name_to_handle_at"}},
    };
    std::string rowText;
    for (const std::string& line : splitLines(text))
        if (line.rfind("| system calls |", 0) == 0) rowText = line;
    if (rowText.empty()) return {doc + ": no \"| system calls |\" row"};
    std::vector<std::string> problems;
    std::set<std::string> named;
    for (const auto& [word, calls] : families) {
        if (!containsWord(rowText, word)) continue;
        for (const std::string& c : calls) {
            named.insert(c);
            if (!denied.count(c))
                problems.push_back(doc + ": \"" + word + "\" stands for " + c +
                                   ", which the filter does not refuse");
        }
    }
    for (std::size_t open = rowText.find('`'); open != std::string::npos;) {
        std::size_t close = rowText.find('`', open + 1);
        if (close == std::string::npos) break;
        std::string span = rowText.substr(open + 1, close - open - 1);
        open = rowText.find('`', close + 1);
        if (!isIdentifier(span)) continue;
        named.insert(span);
        if (!known.count(span))
            problems.push_back(doc + ": names `" + span + "`, which the filter does not know");
    }
    for (const std::string& c : denied)
        if (!named.count(c))
            problems.push_back(doc + ": the filter refuses " + c +
                               ", which the page does not name");
    return problems;
}

// The kit's own code, where its options and make variables are defined.
std::string kitCode() {
    std::string all = readText(kRoot + "/Makefile");
    for (const char* dir :
         {"judge", "cli", "serve", "study", "tools", "bench", "testdata/tools", "tests"})
        for (const auto& f : fs::recursive_directory_iterator(kRoot + "/" + dir)) {
            std::string ext = f.path().extension().string();
            bool test =
                std::string(dir) == "tests";  // its shell suites; its C++ names options to refuse
            if (f.is_regular_file() &&
                (ext == ".sh" || (!test && (ext == ".cpp" || ext == ".hpp"))))
                all += readText(f.path().string());
        }
    return all;
}

// Every `--option` a page names is the kit's (in its code) or another program's, said here.
std::vector<std::string> optionProblems(const std::string& doc, const std::string& text,
                                        const std::string& code) {
    static const std::set<std::string> others = {
        "--hostfile",       // mpirun
        "--array",          // sbatch
        "--cpus-per-task",  // sbatch
        "--stack",          // the Windows linker, in Codeforces' command
        "--data",           // curl, in docs/page.md's example of the API
        "--rawfile",        // jq, the same
        "--no-bar",         // BAPCtools' bt, in docs/packages.md's commands to run it
    };
    static const std::regex option(R"((?:^|[\s`(\[,])(--[a-z][a-z0-9-]*))");
    std::vector<std::string> problems;
    std::vector<std::string> lines = splitLines(text);
    for (std::size_t i = 0; i < lines.size(); ++i)
        for (auto it = std::sregex_iterator(lines[i].begin(), lines[i].end(), option);
             it != std::sregex_iterator(); ++it) {
            std::string o = (*it)[1].str();
            if (!others.count(o) && code.find(o) == std::string::npos)
                problems.push_back(doc + ":" + std::to_string(i + 1) + ": names " + o +
                                   ", which no program of the kit has");
        }
    return problems;
}

// Every `make TARGET VAR=...` of a page (a code line or a code span) is a target of make help
// with variables the Makefile reads.
std::vector<std::string> makeProblems(const std::string& doc, const std::string& text,
                                      const std::string& makefile) {
    static const std::regex command(R"(^\s*(?:\$ )?make ([a-z][a-z-]*)(.*)$)");
    static const std::regex variable(R"((?:^|\s)([A-Z][A-Z_0-9]*)=)");
    std::vector<std::string> problems;
    std::vector<std::string> lines = splitLines(text);
    auto checkCommand = [&](const std::string& where, const std::string& cmd) {
        std::smatch m;
        if (!std::regex_match(cmd, m, command)) return;
        std::string target = m[1].str(), rest = m[2].str();
        rest = rest.substr(0, rest.find('#'));
        static const std::regex anyTarget(R"(^([a-z][a-z-]*):.*## )");
        bool listed = false;
        for (const std::string& l : splitLines(makefile)) {
            std::smatch t;
            if (std::regex_search(l, t, anyTarget) && t[1].str() == target) listed = true;
        }
        if (!listed)
            problems.push_back(where + "make " + target + ": not a target that make help lists");
        for (auto it = std::sregex_iterator(rest.begin(), rest.end(), variable);
             it != std::sregex_iterator(); ++it) {
            std::string v = (*it)[1].str();
            if (makefile.find("$(" + v + ")") == std::string::npos)
                problems.push_back(where + "make " + target + " " + v +
                                   "=: the Makefile has no such variable");
        }
    };
    bool fenced = false;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string where = doc + ":" + std::to_string(i + 1) + ": ";
        if (lines[i].rfind("```", 0) == 0) {
            fenced = !fenced;
            continue;
        }
        if (fenced) {
            checkCommand(where, lines[i]);
            continue;
        }
        for (std::size_t open = lines[i].find('`'); open != std::string::npos;) {
            std::size_t close = lines[i].find('`', open + 1);
            if (close == std::string::npos) break;
            checkCommand(where, lines[i].substr(open + 1, close - open - 1));
            open = lines[i].find('`', close + 1);
        }
    }
    return problems;
}

// A000170 as testdata/tools/a000170.txt holds it, from n = 0.
std::vector<std::string> a000170() {
    std::vector<std::string> values;
    for (std::string line : splitLines(readText(kRoot + "/testdata/tools/a000170.txt"))) {
        line.erase(std::remove_if(line.begin(), line.end(),
                                  [](unsigned char c) { return !std::isdigit(c); }),
                   line.end());
        if (!line.empty()) values.push_back(line);
    }
    return values;
}

// "A000170: 1, 0, 0, 2, ..." on a page: the numbers from n = 1, asides in brackets skipped.
std::vector<std::string> sequenceProblems(const std::string& doc, const std::string& text,
                                          const std::vector<std::string>& oeis) {
    std::vector<std::string> problems;
    std::string flat = std::regex_replace(oneLine(text), std::regex("A000170："), "A000170: ");
    for (std::size_t at = flat.find("A000170: "); at != std::string::npos;
         at = flat.find("A000170: ", at + 1)) {
        std::size_t end = std::min(flat.find("...", at), flat.find("……", at));
        std::string list = flat.substr(at + 9, end == std::string::npos ? 0 : end - at - 9);
        list = std::regex_replace(list, std::regex(R"(\([^)]*\)|（[^）]*）)"), "");
        static const std::regex number(R"([0-9]+)");
        std::size_t n = 1;
        for (auto it = std::sregex_iterator(list.begin(), list.end(), number);
             it != std::sregex_iterator(); ++it, ++n)
            if (n >= oeis.size() || (*it)[0].str() != oeis[n])
                problems.push_back(doc + ": A000170 at n = " + std::to_string(n) + " is " +
                                   (n < oeis.size() ? oeis[n] : "beyond the table") +
                                   ", the page says " + (*it)[0].str());
        if (n < 5)
            problems.push_back(doc + ": A000170's list has " + std::to_string(n - 1) +
                               " numbers; is it read right?");
    }
    return problems;
}

// A page that cites a source article by number links to the reading guide, whose table of the
// sources gives each number cited a title in quotes.
std::vector<std::string> sourceProblems(const std::string& doc, const std::string& text,
                                        const std::map<std::string, std::string>& titles) {
    static const std::regex cited(
        R"((?:[Ss]ources?|文章) ((?:00[0-9])(?:(?:, | and |、)00[0-9])*))");
    static const std::regex number(R"(00[0-9])");
    std::vector<std::string> problems;
    bool cites = false;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), cited);
         it != std::sregex_iterator(); ++it) {
        cites = true;
        std::string list = (*it)[1].str();
        for (auto n = std::sregex_iterator(list.begin(), list.end(), number);
             n != std::sregex_iterator(); ++n)
            if (!titles.count((*n)[0].str()))
                problems.push_back(doc + ": cites source " + (*n)[0].str() +
                                   ", which docs/reading.md does not name");
    }
    bool guide = fs::path(doc).filename() == "reading.md";
    if (cites && !guide && text.find("reading.md") == std::string::npos)
        problems.push_back(doc + ": cites the sources by number but does not link to reading.md");
    return problems;
}

// The reading guide's table of the sources: number -> title.
std::map<std::string, std::string> sourceTitles(const std::string& text) {
    std::map<std::string, std::string> titles;
    static const std::regex row(R"re(^\| (00[0-9]) \| "([^"]+)" \|)re");
    std::smatch m;
    for (const std::string& line : splitLines(text))
        if (std::regex_search(line, m, row)) titles[m[1].str()] = m[2].str();
    return titles;
}

std::string joined(const std::vector<std::string>& problems) {
    std::string out;
    for (const std::string& p : problems) out += "\n  " + p;
    return out;
}

}  // namespace

TEST_CASE("docs check: the line diff counts what changed") {
    LineDiff d = diffLines({"a", "b", "c", "d"}, {"a", "x", "c", "d", "e"});
    CHECK(d.added == 2);
    CHECK(d.removed == 1);
    CHECK(diffLines({"a"}, {"a"}).added == 0);
}

TEST_CASE("every deliberate mistake is the correct file it names, plus a few lines") {
    std::vector<std::string> files = wrongFiles();
    CHECK(files.size() >= 10);
    for (const std::string& f : files) {
        Mistake m;
        std::vector<std::string> problems = mistakeProblems(f, m);
        CHECK_MESSAGE(problems.empty(), joined(problems));
    }
}

TEST_CASE("docs/judging.md describes every deliberate mistake as its header does") {
    std::vector<Mistake> mistakes;
    for (const std::string& f : wrongFiles()) {
        Mistake m;
        mistakeProblems(f, m);
        mistakes.push_back(m);
    }
    std::vector<Row> rows = mistakeRows("docs/judging.md");
    CHECK(rows.size() == mistakes.size());
    std::vector<std::string> problems = rowProblems("docs/judging.md", rows, mistakes);
    CHECK_MESSAGE(problems.empty(), joined(problems));

    // The check itself: a row that says something else is caught.
    Row changed = rows.empty() ? Row{} : rows[0];
    if (!rows.empty()) changed.cells[2] += " (edited)";
    CHECK(rowProblems("docs/judging.md", {changed}, mistakes).size() >= 1);
}

TEST_CASE("every name the reading guide puts next to a file:lines occurs in those lines") {
    for (const char* doc : {"docs/reading.md", "docs/zh-CN/reading.md"}) {
        int checked = 0;
        std::vector<std::string> problems =
            guideProblems(doc, readText(kRoot + "/" + doc), checked);
        CHECK_MESSAGE(problems.empty(), joined(problems));
        CHECK_MESSAGE(checked >= 40, doc << ": only " << checked << " names checked");
    }
    // The check itself: the source's name where the kit uses another is caught, with the reference.
    int checked = 0;
    std::vector<std::string> caught = guideProblems(
        "example", "| `solutions/lc51/bitmask.cpp:37-50`: `availablePositions` |", checked);
    REQUIRE(caught.size() == 1);
    CHECK(caught[0] ==
          "example:1: `solutions/lc51/bitmask.cpp:37-50` names `availablePositions`, which is not "
          "in those lines");
}

TEST_CASE("every kit path and file link in the docs exists") {
    std::vector<std::string> docs = markdownFiles();
    CHECK(docs.size() >= 8);
    for (const std::string& doc : docs) {
        std::vector<std::string> problems = pathProblems(doc, readText(kRoot + "/" + doc));
        CHECK_MESSAGE(problems.empty(), joined(problems));
    }
    // The check itself: a file that is gone, in backticks or as a link, is caught.
    std::vector<std::string> caught =
        pathProblems("docs/x.md", "see `solutions/acm/wrong/gone.cpp` and [it](../study/gone.sh)");
    CHECK(caught.size() == 2);
}

TEST_CASE("docs/judging.md's pairs and testdata are the tree's") {
    std::string text = readText(kRoot + "/docs/judging.md");
    std::vector<std::string> problems = pairProblems("docs/judging.md", text);
    CHECK_MESSAGE(problems.empty(), joined(problems));
    // The check itself: a changed count is caught.
    std::string changed = std::regex_replace(text, std::regex(R"(([0-9]+) pairs:)"), "1$1 pairs:");
    CHECK(pairProblems("docs/judging.md", changed).size() == 1);
}

TEST_CASE("docs/judging.md lists every suite of tests/suites.txt") {
    std::vector<std::string> suites = runSuites(readText(kRoot + "/tests/suites.txt"));
    CHECK(suites.size() >= 20);
    std::string text = readText(kRoot + "/docs/judging.md");
    std::vector<std::string> problems = suiteProblems("docs/judging.md", text, suites);
    CHECK_MESSAGE(problems.empty(), joined(problems));
    // The check itself: a suite added to tests/suites.txt and not to the page is caught.
    std::vector<std::string> more = suites;
    more.push_back("new: a suite");
    CHECK(suiteProblems("docs/judging.md", text, more).size() == 1);
}

TEST_CASE("the README's stage 8 ratio is docs/stage8.md's, with its machine and commit") {
    std::string readme = readText(kRoot + "/README.md"),
                stage8 = readText(kRoot + "/docs/stage8.md");
    std::vector<std::string> problems = ratioProblems(readme, stage8);
    CHECK_MESSAGE(problems.empty(), joined(problems));
    std::string changed = std::regex_replace(readme, std::regex(R"([0-9.]+x stage 7's CPU time)"),
                                             "2.4x stage 7's CPU time");
    CHECK(ratioProblems(changed, stage8).size() == 1);
    std::vector<std::string> zh =
        ratioProblems(readText(kRoot + "/README.zh-CN.md"), stage8, "README.zh-CN.md");
    CHECK_MESSAGE(zh.empty(), joined(zh));
}

TEST_CASE("docs/sandbox.md names the system calls the seccomp filter refuses") {
    std::set<std::string> known;
    std::set<std::string> denied = deniedCalls(known);
    CHECK(denied.size() >= 30);
    std::string text = readText(kRoot + "/docs/sandbox.md");
    std::vector<std::string> problems = seccompProblems("docs/sandbox.md", text, denied, known);
    CHECK_MESSAGE(problems.empty(), joined(problems));
    // The check itself: a call the filter refuses and the page drops is caught.
    std::string dropped = std::regex_replace(text, std::regex("`vhangup`, "), "");
    CHECK(seccompProblems("docs/sandbox.md", dropped, denied, known).size() == 1);
}

TEST_CASE("every option and make variable the docs name is the kit's") {
    std::string code = kitCode(), makefile = readText(kRoot + "/Makefile");
    for (const std::string& doc : markdownFiles()) {
        std::string text = readText(kRoot + "/" + doc);
        std::vector<std::string> problems = optionProblems(doc, text, code);
        for (const std::string& p : makeProblems(doc, text, makefile)) problems.push_back(p);
        CHECK_MESSAGE(problems.empty(), joined(problems));
    }
    // The check itself: an option, a target and a variable the kit does not have are caught.
    CHECK(optionProblems("x.md", "`build/bin/judge --no-such-option`", code).size() == 1);
    CHECK(makeProblems("x.md", "```\nmake trace NO_SUCH=1\nmake nosuch\n```\n", makefile).size() ==
          2);
}

TEST_CASE("A000170 on the pages is testdata/tools/a000170.txt") {
    std::vector<std::string> oeis = a000170();
    REQUIRE(oeis.size() == 24);
    CHECK(oeis[8] == "92");
    int lists = 0;
    for (const std::string& doc : markdownFiles()) {
        std::string text = readText(kRoot + "/" + doc);
        lists += text.find("A000170: ") != std::string::npos ||
                 text.find("A000170：") != std::string::npos;
        std::vector<std::string> problems = sequenceProblems(doc, text, oeis);
        CHECK_MESSAGE(problems.empty(), joined(problems));
    }
    CHECK(lists >= 2);
    CHECK(sequenceProblems("x.md", "A000170: 1, 0, 0, 2, 10, 4, 40, 93, ...", oeis).size() == 1);
}

TEST_CASE("every source article cited by number is named by title in the reading guide") {
    for (const char* guide : {"docs/reading.md", "docs/zh-CN/reading.md"}) {
        std::map<std::string, std::string> titles = sourceTitles(readText(kRoot + "/" + guide));
        CHECK_MESSAGE(titles.size() == 4, guide << " names " << titles.size() << " sources");
        for (const std::string& doc : markdownFiles()) {
            if ((doc.find("zh-CN") != std::string::npos) !=
                (std::string(guide).find("zh-CN") != std::string::npos))
                continue;
            std::vector<std::string> problems =
                sourceProblems(doc, readText(kRoot + "/" + doc), titles);
            CHECK_MESSAGE(problems.empty(), joined(problems));
        }
    }
    std::map<std::string, std::string> titles = sourceTitles(readText(kRoot + "/docs/reading.md"));
    CHECK(titles["003"].find("Violent recursion") == 0);
    CHECK(sourceProblems("x.md", "as source 002 says", titles).size() == 2);
}
