// The docs against the code: every deliberate mistake is the correct file it names plus a few
// lines, pinned by a well-formed `// expect:` line and described the same way in docs/judging.md;
// every name the reading guide attributes to a kit file (`file:lines`, then names in backticks)
// occurs in those lines.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
const std::string kRoot = KIT_ROOT;
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

std::vector<std::string> wrongFiles() {
    std::vector<std::string> files;
    for (const auto& problem : fs::directory_iterator(kRoot + "/solutions")) {
        fs::path dir = problem.path() / "wrong";
        if (!fs::is_directory(dir)) continue;
        for (const auto& f : fs::directory_iterator(dir))
            if (f.path().extension() == ".cpp")
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
    static const std::regex fromLine(R"(// from: (solutions/[a-z0-9]+/[A-Za-z0-9_]+\.cpp))");
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
