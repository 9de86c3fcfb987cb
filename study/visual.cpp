// visual: writes the N-Queens search as one self-contained web page that replays it step by step.
//   visual [--approach backtracking|bitmask] --source FILE --page DIR [--out FILE] N   (N 1..10)
// The steps are the events of study/engine.hpp, numbered exactly as study/trace.cpp numbers its
// lines: one step per event, the first one step 1. The page (DIR/page.html, style.css, app.js)
// gets the steps as JSON, the text of FILE (the kit's solution of that approach) and, for each
// kind of step, the lines of FILE it executes, found by marker text; a marker that is missing
// or found twice stops the build. Nothing on the page is loaded from elsewhere.
// Without --out the page goes to stdout; with it, the last line printed is the page's path.
// Time: O(steps) = O(n * n!) at most, each step a few numbers. Space: O(steps) for the page.
#include <cstdint>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "engine.hpp"
#include "number.hpp"

namespace {

using study::Count;
using study::Mask;

const int kMaxN = 10;

const char* const kUsage =
    "usage: visual [--approach backtracking|bitmask] --source FILE --page DIR [--out FILE] N\n"
    "Writes the N-Queens search for an N x N board (N from 1 to 10) as one HTML page that\n"
    "replays it step by step; step K is step K of `trace`.\n"
    "  --approach A   backtracking (the default) or bitmask\n"
    "  --source FILE  the solution file shown beside the board (its lines are found by marker "
    "text)\n"
    "  --page DIR     the page template: DIR/page.html, DIR/style.css, DIR/app.js\n"
    "  --out FILE     write the page there and print its path (default: stdout)\n"
    "  --help         show this text\n";

// The kinds of step; app.js knows them by these numbers.
enum Kind {
    kFits = 0,       // backtracking: [kind, row, col]
    kRefused = 1,    // backtracking: [kind, row, col, 0 column | 1 diagonal, against]
    kSolution = 2,   // [kind, number]
    kTakeBack = 3,   // [kind, row, col]  (+ bitmask: the row's limits and what pos has left)
    kDeadEnd = 4,    // [kind, row]       (+ bitmask: the row's limits)
    kRowLimits = 5,  // bitmask: [kind, row, colLimit, leftDiaLim, rightDiaLim, pos]
    kPicked = 6,     // bitmask: [kind, row, col, colLimit, leftDiaLim, rightDiaLim, posLeft,
                     //           nextCol, nextLeft, nextRight]; mostRightOne = 1 << col
};

// A step kind's name in the marker table, and the text that finds its lines in each approach.
struct Marker {
    const char* step;
    const char* text;
};
const Marker kBacktrackingMarkers[] = {
    {"try", "if (isValid(record, i, j))"}, {"fits", "record[i] = j;"},
    {"refused", "return false;"},          {"solution", "if (i == n) return 1;"},
    {"takeBack", "res += process1(i + 1"}, {"deadEnd", "return res;"},
};
const Marker kBitmaskMarkers[] = {
    {"rowLimits", "Mask pos = limit & ~(colLimit | leftDiaLim | rightDiaLim);"},
    {"picked", "Mask mostRightOne = pos & (~pos + 1);"},
    {"pickedPos", "pos -= mostRightOne;"},
    {"picked", "res += process2(limit, colLimit | mostRightOne"},
    {"solution", "if (colLimit == limit) return 1;"},
    {"takeBack", "res += process2(limit, colLimit | mostRightOne"},
    {"deadEnd", "return res;"},
};

// Collects the steps as JSON arrays, one per engine event, in the engine's order.
class Steps {
public:
    std::string json() const { return "[" + out_.str() + "]"; }
    Count count() const { return count_; }

protected:
    void add(std::initializer_list<Count> values) {
        out_ << (count_++ ? ",\n[" : "[");
        bool first = true;
        for (Count v : values) {
            out_ << (first ? "" : ",") << v;
            first = false;
        }
        out_ << ']';
    }
    static Count u(int v) { return static_cast<Count>(v); }

private:
    std::ostringstream out_;
    Count count_ = 0;
};

class BacktrackingSteps : public Steps {
public:
    bool stop() const { return false; }
    void tried(int row, int col, const study::Verdict& v, const std::vector<int>&) {
        if (v.fits) {
            add({kFits, u(row), u(col)});
        } else {
            add({kRefused, u(row), u(col), v.why == study::Refusal::Column ? 0u : 1u,
                 u(v.against)});
        }
    }
    void solution(Count number, const std::vector<int>&) { add({kSolution, number}); }
    void takenBack(int row, int col) { add({kTakeBack, u(row), u(col)}); }
    void exhausted(int row) { add({kDeadEnd, u(row)}); }
};

// The bitmask sink also remembers each row's limits, so a take-back or a dead end can show the
// row the search returns to without the page replaying earlier steps.
class BitmaskSteps : public Steps {
public:
    explicit BitmaskSteps(int n) : rows_(static_cast<std::size_t>(n) + 1) {}
    bool stop() const { return false; }
    void rowLimits(int row, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim, Mask pos) {
        rows_[static_cast<std::size_t>(row)] = {colLimit, leftDiaLim, rightDiaLim, pos};
        add({kRowLimits, u(row), colLimit, leftDiaLim, rightDiaLim, pos});
    }
    void picked(const study::Pick& p, const std::vector<int>&) {
        rows_[static_cast<std::size_t>(p.row)].pos = p.posLeft;
        add({kPicked, u(p.row), u(p.col), p.colLimit, p.leftDiaLim, p.rightDiaLim, p.posLeft,
             p.nextCol, p.nextLeft, p.nextRight});
    }
    void solution(Count number, const std::vector<int>&) { add({kSolution, number}); }
    void takenBack(int row, int col) {
        const Row& r = rows_[static_cast<std::size_t>(row)];
        add({kTakeBack, u(row), u(col), r.colLimit, r.leftDiaLim, r.rightDiaLim, r.pos});
    }
    void exhausted(int row) {
        const Row& r = rows_[static_cast<std::size_t>(row)];
        add({kDeadEnd, u(row), r.colLimit, r.leftDiaLim, r.rightDiaLim});
    }

private:
    struct Row {
        Mask colLimit = 0, leftDiaLim = 0, rightDiaLim = 0, pos = 0;
    };
    std::vector<Row> rows_;
};

// A JSON string literal; "</" is written "<\/" so that the text cannot end the page's <script>.
std::string quote(const std::string& s) {
    std::string q = "\"";
    for (std::size_t i = 0; i < s.size(); ++i) {
        unsigned char ch = static_cast<unsigned char>(s[i]);
        if (ch == '"' || ch == '\\') {
            q += '\\';
            q += s[i];
        } else if (ch == '\n') {
            q += "\\n";
        } else if (ch == '\t') {
            q += "\\t";
        } else if (ch == '/' && i > 0 && s[i - 1] == '<') {
            q += "\\/";
        } else if (ch < 0x20) {
            const char* hex = "0123456789abcdef";
            q += "\\u00";
            q += hex[ch >> 4];
            q += hex[ch & 15];
        } else {
            q += s[i];
        }
    }
    return q + "\"";
}

bool readFile(const std::string& path, std::string& text) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream os;
    os << in.rdbuf();
    text = os.str();
    return true;
}

std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> v;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) v.push_back(line);
    return v;
}

// {"try":[12],"picked":[40,41,42],...}: each step kind's lines (1-based) in the source. Fills
// error when a marker is not on exactly one line.
template <std::size_t K>
std::string markerLines(const std::string& source, const std::string& path,
                        const Marker (&markers)[K], std::string& error) {
    std::vector<std::string> lines = splitLines(source);
    std::vector<std::pair<std::string, std::string>> table;  // step -> "12,40"
    for (const Marker& m : markers) {
        int found = 0, at = 0;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            if (lines[i].find(m.text) != std::string::npos) {
                ++found;
                at = static_cast<int>(i) + 1;
            }
        }
        if (found != 1) {
            error = "marker '" + std::string(m.text) + "' for the " + m.step + " step is on " +
                    std::to_string(found) + " lines of " + path + " (expected exactly 1)";
            return "";
        }
        bool merged = false;
        for (auto& entry : table) {
            if (entry.first == m.step) {
                entry.second += "," + std::to_string(at);
                merged = true;
            }
        }
        if (!merged) table.emplace_back(m.step, std::to_string(at));
    }
    std::string json = "{";
    for (std::size_t i = 0; i < table.size(); ++i) {
        json += (i ? "," : "") + quote(table[i].first) + ":[" + table[i].second + "]";
    }
    return json + "}";
}

// Puts value in place of the one occurrence of slot in page; false when slot is not there once.
bool fill(std::string& page, const std::string& slot, const std::string& value) {
    std::size_t at = page.find(slot);
    if (at == std::string::npos || page.find(slot, at + 1) != std::string::npos) return false;
    page.replace(at, slot.size(), value);
    return true;
}

int fail(const std::string& message) {
    std::cerr << "error: " << message << '\n';
    return 1;
}

struct Options {
    std::string approach = "backtracking", source, page, out;
    int n = 0;
};

// Fills opt from argv; returns an error message, or "" when the arguments are fine.
std::string parseArgs(int argc, char** argv, Options& opt, bool& help) {
    bool haveN = false;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        std::string* target = arg == "--approach" ? &opt.approach
                              : arg == "--source" ? &opt.source
                              : arg == "--page"   ? &opt.page
                              : arg == "--out"    ? &opt.out
                                                  : nullptr;
        if (arg == "--help" || arg == "-h") {
            help = true;
            return "";
        } else if (target) {
            if (i + 1 >= argc) return arg + " needs a value (try --help)";
            *target = argv[++i];
        } else if (!arg.empty() && arg[0] == '-') {
            return "unknown option '" + arg + "' (try --help)";
        } else if (haveN) {
            return "unexpected extra argument '" + arg + "' (try --help)";
        } else if (std::uint64_t n = 0; !study::parseNumber(arg, 1, kMaxN, n)) {
            return "N must be a whole number from 1 to " + std::to_string(kMaxN) + " (got '" + arg +
                   "')";
        } else {
            opt.n = (int)n;
            haveN = true;
        }
    }
    if (help) return "";
    if (!haveN) return "missing N, the board size (try --help)";
    if (opt.approach != "backtracking" && opt.approach != "bitmask") {
        return "unknown approach '" + opt.approach + "': use backtracking or bitmask";
    }
    if (opt.source.empty()) return "missing --source FILE (try --help)";
    if (opt.page.empty()) return "missing --page DIR (try --help)";
    return "";
}

// The steps of the whole search as JSON, and how many there are.
std::string searchSteps(const Options& opt, Count& count, Count& solutions) {
    if (opt.approach == "backtracking") {
        BacktrackingSteps steps;
        study::Backtracking<BacktrackingSteps> search(opt.n, steps);
        solutions = search.num1();
        count = steps.count();
        return steps.json();
    }
    BitmaskSteps steps(opt.n);
    study::Bitmask<BitmaskSteps> search(opt.n, steps);
    solutions = search.num2();
    count = steps.count();
    return steps.json();
}

}  // namespace

int main(int argc, char** argv) {
    Options opt;
    bool help = false;
    std::string error = parseArgs(argc, argv, opt, help);
    if (help) {
        std::cout << kUsage;
        return 0;
    }
    if (!error.empty()) return fail(error);

    std::string source, page, style, script;
    if (!readFile(opt.source, source)) return fail("cannot read the source file " + opt.source);
    for (auto [name, text] : {std::pair{"page.html", &page}, std::pair{"style.css", &style},
                              std::pair{"app.js", &script}}) {
        if (!readFile(opt.page + "/" + name, *text)) {
            return fail("cannot read the page template " + opt.page + "/" + name);
        }
    }
    if (script.find("</script") != std::string::npos ||
        style.find("</style") != std::string::npos) {
        return fail("the page template's app.js or style.css would end its own tag");
    }
    std::string lines = opt.approach == "backtracking"
                            ? markerLines(source, opt.source, kBacktrackingMarkers, error)
                            : markerLines(source, opt.source, kBitmaskMarkers, error);
    if (!error.empty()) return fail(error);

    Count count = 0, solutions = 0;
    std::string steps = searchSteps(opt, count, solutions);
    std::string data = "{\"n\":" + std::to_string(opt.n) + ",\"approach\":" + quote(opt.approach) +
                       ",\"solutions\":" + std::to_string(solutions) +
                       ",\"sourcePath\":" + quote(opt.source) + ",\"source\":" + quote(source) +
                       ",\"lines\":" + lines + ",\"steps\":" + steps + "}";
    std::string title = "N-Queens, n = " + std::to_string(opt.n) + ", " + opt.approach;
    if (!fill(page, "{{title}}", title) || !fill(page, "/*{{style}}*/", style) ||
        !fill(page, "/*{{script}}*/", script) || !fill(page, "{{data}}", data)) {
        return fail(
            "the page template " + opt.page +
            "/page.html needs {{title}}, /*{{style}}*/, /*{{script}}*/ and {{data}} once each");
    }

    if (opt.out.empty()) {
        std::cout << page;
        return 0;
    }
    std::ofstream out(opt.out, std::ios::binary);
    if (!out || !(out << page) || !out.flush()) {
        return fail("cannot write " + opt.out + " (does its folder exist?)");
    }
    std::cout << "n = " << opt.n << ", " << opt.approach << ": " << count << " steps, " << solutions
              << " solutions\n"
              << opt.out << '\n';
    return 0;
}
