// visual: writes the N-Queens search as one self-contained web page that replays it step by step,
// or, for the halves engine, the page of its join.
//   visual [--approach A] --source FILE --page DIR [--out FILE] N
//     A: backtracking (the default), bitmask, sets, board, array, mirror (N 1..10); halves (N 4..10)
// A search's steps are the events of study/searches.hpp, numbered exactly as study/trace.cpp
// numbers its lines: one step per event, the first one step 1. The page (DIR/page.html,
// style.css, app.js) gets the steps, the text of FILE (the kit's solution of that approach) and,
// for each kind of step, the lines of FILE it executes, found by marker text; a marker that is
// missing or found twice stops the build. The halves page (DIR/join.html, style.css, join.js)
// gets every unit of the engine's join from study/join_adapter.hpp, checked there against the
// engine's own counts; FILE is shown beside it. Nothing on either page is loaded from elsewhere.
// The data go in as JSON written by nlohmann-json: invalid UTF-8 (in FILE, say) is replaced by
// U+FFFD, and every '<' is written \u003c, so that no text in them can end the page's <script>.
// Without --out the page goes to stdout; with it, the last line printed is the page's path.
// Time: O(steps) = O(n * n!) at most, each step a few numbers. Space: O(steps) for the page.
#include <cstdint>
#include <iostream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "common/file.hpp"
#include "common/number.hpp"
#include "join_adapter.hpp"
#include "searches.hpp"

namespace {

using nlohmann::json;
using study::Count;
using study::Mask;

const int kMaxN = 10;
const int kMinJoinN = 4;

const char* const kUsage =
    "usage: visual [--approach A] --source FILE --page DIR [--out FILE] N\n"
    "Writes the N-Queens search for an N x N board (N from 1 to 10) as one HTML page that\n"
    "replays it step by step; step K is step K of `trace`. With --approach halves (N from 4 to\n"
    "10) the page shows the halves engine's join instead: its half-boards, keys and weights.\n"
    "  --approach A   backtracking (the default), bitmask, sets, board, array, mirror, halves\n"
    "  --source FILE  the solution file shown beside the board (its lines are found by marker "
    "text)\n"
    "  --page DIR     the page templates: DIR/page.html (DIR/join.html), DIR/style.css,\n"
    "                 DIR/app.js (DIR/join.js)\n"
    "  --out FILE     write the page there and print its path (default: stdout)\n"
    "  --help         show this text\n"
    "Numbers are plain decimal: no sign, no leading zero (\"010\" is refused).\n";

// The kinds of step; app.js knows them by these numbers.
enum Kind {
    kFits = 0,       // [kind, row, col]
    kRefused = 1,    // [kind, row, col, why, detail]: backtracking why 0 column | 1 diagonal,
                     //   detail the row against; sets why 0 columns | 1 diagonals1 |
                     //   2 diagonals2, detail the value found; flags why = the flags set
                     //   (1 rowFlag, 2 columnFlag, 4 leftToRightFlag, 8 rightToLeftFlag)
    kSolution = 2,   // [kind, number] (+ flags: added, solutionCount)
    kTakeBack = 3,   // [kind, row, col]  (+ bitmask: the row's limits and what pos has left)
    kDeadEnd = 4,    // [kind, row]       (+ bitmask: the row's limits)
    kRowLimits = 5,  // bitmask: [kind, row, colLimit, leftDiaLim, rightDiaLim, pos]
    kPicked = 6,     // bitmask: [kind, row, col, colLimit, leftDiaLim, rightDiaLim, posLeft,
                     //           nextCol, nextLeft, nextRight]; mostRightOne = 1 << col
    kFirstRow = 7,   // mirror: [kind, max], before row 0
};

// A step kind's name in the marker table, and the text that finds its lines in the source.
struct Marker {
    const char* step;
    const char* text;
};

// An approach of the sources: its name and the markers of its solution file.
struct Approach {
    const char* name;
    std::vector<Marker> markers;
};

const std::vector<Approach>& approaches() {
    static const std::vector<Approach> all = {
        {"backtracking",
         {{"try", "if (isValid(record, i, j))"},
          {"fits", "record[i] = j;"},
          {"refused", "return false;"},
          {"solution", "if (i == n) return 1;"},
          {"takeBack", "res += process1(i + 1"},
          {"deadEnd", "return res;"}}},
        {"bitmask",
         {{"rowLimits", "Mask pos = limit & ~(colLimit | leftDiaLim | rightDiaLim);"},
          {"picked", "Mask mostRightOne = pos & (~pos + 1);"},
          {"pickedPos", "pos -= mostRightOne;"},
          {"picked", "res += process2(limit, colLimit | mostRightOne"},
          {"solution", "if (colLimit == limit) return 1;"},
          {"takeBack", "res += process2(limit, colLimit | mostRightOne"},
          {"deadEnd", "return res;"}}},
        {"sets",
         {{"try", "if (columns.count(col) || diagonals1.count(row - col) ||"},
          {"refused", "continue;"},
          {"fits", "queens[row] = col;"},
          {"fits", "columns.insert(col);"},
          {"fits", "diagonals1.insert(row - col);"},
          {"fits", "diagonals2.insert(row + col);"},
          {"solution", "solutions.push_back(generateBoard());"},
          {"takeBack", "dfs(row + 1);"},
          {"takeBack", "columns.erase(col);"},
          {"takeBack", "diagonals1.erase(row - col);"},
          {"takeBack", "diagonals2.erase(row + col);"},
          {"deadEnd", "for (int col = 0; col < n; ++col) {"}}},
        {"board",
         {{"try", "return !(rowFlag[i] | columnFlag[j]"},
          {"refused", "if (!isValid(i, j)) continue;"},
          {"fits", "chessBoard[i][j] = 1;"},
          {"fits", "updateFlag(i, j, 1);"},
          {"solution", "if (solutionCount++ == 0) resultChessBoard = chessBoard;"},
          {"takeBack", "backtrace(i + 1);"},
          {"takeBack", "chessBoard[i][j] = 0;"},
          {"takeBack", "updateFlag(i, j, 0);"},
          {"deadEnd", "for (int j = 0; j < size; ++j) {"}}},
        {"array",
         {{"try", "return !(rowFlag[i] | columnFlag[j]"},
          {"refused", "if (!isValid(i, j)) continue;"},
          {"fits", "chessBoard[i] = j;"},
          {"fits", "updateFlag(i, j, 1);"},
          {"solution", "if (solutionCount++ == 0)"},
          {"takeBack", "backtrace(i + 1);"},
          {"takeBack", "updateFlag(i, j, 0);"},
          {"deadEnd", "for (int j = 0; j < size; ++j) {"}}},
        {"mirror",
         {{"firstRow", "int max = i == 0 ? (size + 1) / 2 : size;"},
          {"try", "return !(rowFlag[i] | columnFlag[j]"},
          {"refused", "if (!isValid(i, j)) continue;"},
          {"fits", "chessBoard[i] = j;"},
          {"fits", "updateFlag(i, j, 1);"},
          {"solution", "int topIndex = chessBoard[0];"},
          {"solution", "bool selfMirrored = size % 2 == 1 && topIndex == size / 2;"},
          {"solution", "solutionCount += selfMirrored ? 1 : 2;"},
          {"takeBack", "backtrace(i + 1);"},
          {"takeBack", "updateFlag(i, j, 0);"},
          {"deadEnd", "for (int j = 0; j < max; ++j) {"}}},
        {"halves", {}},
    };
    return all;
}

const Approach* findApproach(const std::string& name) {
    for (const Approach& a : approaches())
        if (name == a.name) return &a;
    return nullptr;
}

// Collects the steps as JSON arrays, one per search event, in the search's order.
class Steps {
public:
    json steps = json::array();

protected:
    void add(std::initializer_list<Count> values) { steps.push_back(json(values)); }
    static Count u(int v) { return static_cast<Count>(v); }
};

class BacktrackingSteps : public Steps {
public:
    bool stop() const { return false; }
    void tried(int row, int col, const study::SquareCheck& v, const std::vector<int>&) {
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

// The sets the page draws are those of the queens standing at each step: it works them out.
class SetsSteps : public Steps {
public:
    bool stop() const { return false; }
    void tried(int row, int col, study::SetHit hit, const study::SetsState&) {
        switch (hit) {
            case study::SetHit::None: add({kFits, u(row), u(col)}); return;
            case study::SetHit::Columns: add({kRefused, u(row), u(col), 0, u(col)}); return;
            case study::SetHit::Diagonals1:  // row - col may be negative
                steps.push_back(json::array({kRefused, row, col, 1, row - col}));
                return;
            case study::SetHit::Diagonals2:
                add({kRefused, u(row), u(col), 2, u(row + col)});
                return;
        }
    }
    void solution(Count number, const study::SetsState&) { add({kSolution, number}); }
    void takenBack(int row, int col, const study::SetsState&) { add({kTakeBack, u(row), u(col)}); }
    void exhausted(int row) { add({kDeadEnd, u(row)}); }
};

class FlagsSteps : public Steps {
public:
    bool stop() const { return false; }
    void firstRow(const study::FlagsState& s) { add({kFirstRow, u(s.max0)}); }
    void tried(int i, int j, const study::FlagHits& hits, const study::FlagsState&) {
        if (hits.fits()) return add({kFits, u(i), u(j)});
        Count set = (hits.row ? 1u : 0u) | (hits.column ? 2u : 0u) | (hits.leftToRight ? 4u : 0u) |
                    (hits.rightToLeft ? 8u : 0u);
        add({kRefused, u(i), u(j), set, 0});
    }
    void solution(Count found, Count added, const study::FlagsState& s) {
        add({kSolution, found, added, s.solutionCount});
    }
    void takenBack(int i, int j, const study::FlagsState&) { add({kTakeBack, u(i), u(j)}); }
    void exhausted(int i, const study::FlagsState&) { add({kDeadEnd, u(i)}); }
};

std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> v;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) v.push_back(line);
    return v;
}

// {"try":[12],"picked":[40,42],...}: each step kind's lines (1-based) in the source. Fills error
// when a marker is not on exactly one line.
json markerLines(const std::string& source, const std::string& path,
                 const std::vector<Marker>& markers, std::string& error) {
    std::vector<std::string> lines = splitLines(source);
    json table = json::object();
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
            return json();
        }
        table[m.step].push_back(at);
    }
    return table;
}

// Puts value in place of the one occurrence of slot in page; false when slot is not there once.
bool fill(std::string& page, const std::string& slot, const std::string& value) {
    std::size_t at = page.find(slot);
    if (at == std::string::npos || page.find(slot, at + 1) != std::string::npos) return false;
    page.replace(at, slot.size(), value);
    return true;
}

// The data as the text of a <script type="application/json">: invalid UTF-8 replaced, and every
// '<' (which JSON has only inside strings) escaped, so "</script>" or "<!--" cannot reach the
// HTML parser.
std::string embedded(const json& data) {
    std::string text = data.dump(-1, ' ', false, json::error_handler_t::replace), out;
    out.reserve(text.size());
    for (char ch : text) {
        if (ch == '<')
            out += "\\u003c";
        else
            out += ch;
    }
    return out;
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
        } else if (std::optional<long long> n = kit::parseInteger(arg, 1, kMaxN); !n) {
            return "N must be a whole number from 1 to " + std::to_string(kMaxN) + " (got '" + arg +
                   "')";
        } else {
            opt.n = static_cast<int>(*n);
            haveN = true;
        }
    }
    if (help) return "";
    if (!haveN) return "missing N, the board size (try --help)";
    if (!findApproach(opt.approach)) {
        return "unknown approach '" + opt.approach +
               "': use backtracking, bitmask, sets, board, array, mirror or halves";
    }
    if (opt.approach == "halves" && opt.n < kMinJoinN) {
        return "the join is drawn for N from " + std::to_string(kMinJoinN) + " to " +
               std::to_string(kMaxN) + " (got " + std::to_string(opt.n) + ")";
    }
    if (opt.source.empty()) return "missing --source FILE (try --help)";
    if (opt.page.empty()) return "missing --page DIR (try --help)";
    return "";
}

template <class Sink, class Search>
json run(Sink& steps, Search& search, Count (Search::*count)(), Count& solutions) {
    solutions = (search.*count)();
    return std::move(steps.steps);
}

// The steps of the whole search, and its count of solutions.
json searchSteps(const Options& opt, Count& solutions) {
    if (opt.approach == "backtracking") {
        BacktrackingSteps steps;
        study::Backtracking<BacktrackingSteps> search(opt.n, steps);
        return run(steps, search, &decltype(search)::num1, solutions);
    }
    if (opt.approach == "bitmask") {
        BitmaskSteps steps(opt.n);
        study::Bitmask<BitmaskSteps> search(opt.n, steps);
        return run(steps, search, &decltype(search)::num2, solutions);
    }
    if (opt.approach == "sets") {
        SetsSteps steps;
        study::Sets<SetsSteps> search(opt.n, steps);
        return run(steps, search, &decltype(search)::solveNQueens, solutions);
    }
    FlagsSteps steps;
    study::Flags<FlagsSteps> search(
        opt.n, opt.approach == "mirror" ? study::FirstRow::leftHalf : study::FirstRow::all, steps);
    return run(steps, search, &decltype(search)::nQueens, solutions);
}

// The join of the halves engine, unit by unit: each half-board as [its columns by row (-1 on
// the other half's rows), its key, its class].
json joinData(int n, Count& solutions, Count& units) {
    study::join::Join j = study::join::joinOf(n);
    auto boards = [](const std::vector<study::join::HalfBoard>& list) {
        json out = json::array();
        for (const auto& b : list) out.push_back(json::array({b.columnOf, b.key, b.group}));
        return out;
    };
    json all = json::array();
    for (const study::join::Unit& u : j.units) {
        json groups = json::array();
        for (const study::join::Group& g : u.groups)
            groups.push_back(
                {{"cls", static_cast<int>(g.cls)}, {"weight", g.weight}, {"fits", g.fits}});
        all.push_back({{"leftRows", u.leftRows},
                       {"topBottom", u.topBottom},
                       {"leftRight", u.leftRight},
                       {"leftDropped", u.leftDropped},
                       {"groups", groups},
                       {"left", boards(u.left)},
                       {"right", boards(u.right)},
                       {"solutions", u.engine.solutions},
                       {"placements", u.engine.work}});
    }
    solutions = j.solutions;
    units = j.units.size();
    return {{"h", j.h}, {"keyBits", j.keyBits}, {"units", all}};
}

// Reads a template part; "" and an error when it cannot be read.
std::string readPart(const std::string& path, std::string& error) {
    std::optional<std::string> text = kit::readFile(path);
    if (!text) error = "cannot read the page template " + path;
    return text.value_or("");
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
    const bool join = opt.approach == "halves";

    std::optional<std::string> source = kit::readFile(opt.source);
    if (!source) return fail("cannot read the source file " + opt.source);
    std::string page = readPart(opt.page + (join ? "/join.html" : "/page.html"), error);
    std::string style = readPart(opt.page + "/style.css", error);
    std::string script = readPart(opt.page + (join ? "/join.js" : "/app.js"), error);
    if (!error.empty()) return fail(error);
    if (script.find("</script") != std::string::npos ||
        style.find("</style") != std::string::npos) {
        return fail("the page template's script or style.css would end its own tag");
    }

    json data = {
        {"n", opt.n}, {"approach", opt.approach}, {"sourcePath", opt.source}, {"source", *source}};
    Count solutions = 0, count = 0;
    std::string what;
    try {
        if (join) {
            data["join"] = joinData(opt.n, solutions, count);
            what = std::to_string(count) + " units";
        } else {
            data["lines"] =
                markerLines(*source, opt.source, findApproach(opt.approach)->markers, error);
            if (!error.empty()) return fail(error);
            data["steps"] = searchSteps(opt, solutions);
            count = data["steps"].size();
            what = std::to_string(count) + " steps";
        }
    } catch (const std::exception& e) {
        return fail(e.what());
    }
    data["solutions"] = solutions;

    std::string title = "N-Queens, n = " + std::to_string(opt.n) + ", " + opt.approach;
    const char* const needs = join ? "join.html" : "page.html";
    if (!fill(page, "{{title}}", title) || !fill(page, "/*{{style}}*/", style) ||
        !fill(page, "/*{{script}}*/", script) || !fill(page, "{{data}}", embedded(data))) {
        return fail("the page template " + opt.page + "/" + needs +
                    " needs {{title}}, /*{{style}}*/, /*{{script}}*/ and {{data}} once each");
    }

    if (opt.out.empty()) {
        std::cout << page;
        return 0;
    }
    if (!kit::writeFile(opt.out, page)) {
        return fail("cannot write " + opt.out + " (does its folder exist?)");
    }
    std::cout << "n = " << opt.n << ", " << opt.approach << ": " << what << ", " << solutions
              << " solutions\n"
              << opt.out << '\n';
    return 0;
}
