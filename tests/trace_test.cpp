// Tests of study/trace (KIT_BIN/trace) and of the engine behind it (study/engine.hpp):
// - the n = 4 traces equal tests/golden/, which were checked by hand against the n = 4 search the
//   source article narrates (see tests/golden/README.md);
// - for n = 4..6 the events parsed from the output equal those of a small search written here,
//   which works from the meaning of each line (which queens attack a square, which columns a limit
//   covers), not from the engine's code;
// - --max-steps cuts with its message; bad arguments are refused with one `error:` line, exit 1;
// - the engine's counts for n = 4..10 equal a breadth-first recount done here.
#include <doctest/doctest.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../study/engine.hpp"
#include "process.hpp"

namespace {

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream os;
    os << in.rdbuf();
    return os.str();
}

// Runs KIT_BIN/trace with the given arguments (words split at spaces) through the kit's one
// process runner, and captures both streams.
struct Ran {
    int status = -1;
    std::string out, err;
};

Ran runTrace(const std::string& args) {
    std::vector<std::string> argv = {KIT_BIN "/trace"};
    for (const std::string& word : judge::splitTokens(args)) argv.push_back(word);
    test_process::Ran r = test_process::run(argv, "");
    return {r.exitCode, r.out, r.err};
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> v;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) v.push_back(line);
    return v;
}

// A numbered step line "  12  body": its number and body; false for any other line.
bool stepLine(const std::string& line, int& number, std::string& body) {
    std::size_t i = line.find_first_not_of(' ');
    std::size_t end = line.find_first_not_of("0123456789", i);
    if (i == std::string::npos || end == i || end == std::string::npos || end > i + 9 ||
        line.compare(end, 2, "  ") != 0 || end + 2 >= line.size()) {
        return false;
    }
    number = std::stoi(line.substr(i, end - i));
    body = line.substr(end + 2);
    return true;
}

// sscanf over the whole of s: true only when fmt matched and used up every character.
template <class... Args>
bool scan(const std::string& s, const std::string& fmt, Args*... args) {
    int used = -1;
    std::sscanf(s.c_str(), (fmt + "%n").c_str(), args..., &used);
    return used == static_cast<int>(s.size());
}

bool isBinary(const std::string& v) {
    std::size_t digits = v.size() - (!v.empty() && v.back() == '+');
    return digits > 0 && v.find_first_not_of("01") >= digits;
}

// ---------------------------------------------------------------------------------------------
// The reference searches. Events are short strings, one per numbered step of the trace.

std::string sq(int r, int c) { return "(" + std::to_string(r) + "," + std::to_string(c) + ")"; }

std::string boardOf(const std::vector<int>& q, int placed, int n) {
    std::string s;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) s += (r < placed && q[r] == c) ? 'Q' : '.';
        s += '/';
    }
    return s;
}

std::string solutionOf(const std::vector<int>& q) {
    std::string s;
    for (std::size_t r = 0; r < q.size(); ++r) s += (r ? " " : "") + sq(static_cast<int>(r), q[r]);
    return s;
}

// Backtracking as the sources narrate it: rows top to bottom, columns left to right. A refused
// square names the topmost earlier queen that attacks it (isValid looks at rows 0..i-1 in order).
struct ReferenceBacktracking {
    int n;
    std::vector<int> q;
    std::vector<std::string> events;
    int solutions = 0;

    explicit ReferenceBacktracking(int size) : n(size), q(size) { row(0); }

    void row(int i) {
        if (i == n) {
            events.push_back("solution " + std::to_string(++solutions) + ": " + solutionOf(q));
            return;
        }
        for (int j = 0; j < n; ++j) {
            std::vector<int> columnHits, diagonalHits;
            for (int k = i - 1; k >= 0; --k) {  // collected bottom up; the topmost is taken below
                if (q[k] == j) columnHits.push_back(k);
                if (q[k] - j == i - k || j - q[k] == i - k) diagonalHits.push_back(k);
            }
            int col = columnHits.empty() ? n : columnHits.back();
            int dia = diagonalHits.empty() ? n : diagonalHits.back();
            if (col == n && dia == n) {
                q[i] = j;
                events.push_back("try " + sq(i, j) + " fits " + boardOf(q, i + 1, n));
                row(i + 1);
                events.push_back("back " + sq(i, j));
            } else if (col < dia) {
                events.push_back("try " + sq(i, j) + " column " + std::to_string(col));
            } else {
                events.push_back("try " + sq(i, j) + " diagonal " + std::to_string(dia));
            }
        }
        events.push_back("dead " + std::to_string(i));
    }
};

// The bitmask trace's values, computed from what they mean on the board. Digit d of an n-digit
// value (d = 0 leftmost) stands for column n-1-d; '+' marks a left-diagonal square off the board.
struct ReferenceBitmask {
    int n;
    std::vector<int> q;
    std::vector<std::string> events;
    int solutions = 0;

    explicit ReferenceBitmask(int size) : n(size), q(size) { row(0); }

    // Which columns of row r the queens of rows 0..r-1 attack, by kind.
    std::string limit(int r, int kind) const {
        std::string s(static_cast<std::size_t>(n), '0');
        bool off = false;
        for (int k = 0; k < r; ++k) {
            int c = kind == 0 ? q[k] : kind == 1 ? q[k] + (r - k) : q[k] - (r - k);
            if (c >= n) off = true;
            if (c >= 0 && c < n) s[static_cast<std::size_t>(n - 1 - c)] = '1';
        }
        return off ? s + "+" : s;
    }
    static std::string orOf(const std::string& a, const std::string& b, const std::string& c) {
        std::string s = a.substr(0, a.find('+'));
        for (std::size_t d = 0; d < s.size(); ++d) {
            if (b[d] == '1' || c[d] == '1') s[d] = '1';
        }
        bool off = a.find('+') != std::string::npos || b.find('+') != std::string::npos ||
                   c.find('+') != std::string::npos;
        return off ? s + "+" : s;
    }
    std::string columns(const std::vector<int>& cols) const {
        std::string s(static_cast<std::size_t>(n), '0');
        for (int c : cols) s[static_cast<std::size_t>(n - 1 - c)] = '1';
        return s;
    }
    std::string limits(int r) const {
        std::string a = limit(r, 0), b = limit(r, 1), c = limit(r, 2);
        return a + " " + b + " " + c + " " + orOf(a, b, c);
    }

    void row(int r) {
        if (r == n) {
            events.push_back("solution " + std::to_string(++solutions) + ": " + solutionOf(q));
            return;
        }
        std::string attacked = orOf(limit(r, 0), limit(r, 1), limit(r, 2));
        std::vector<int> free;
        for (int c = 0; c < n; ++c) {
            if (attacked[static_cast<std::size_t>(n - 1 - c)] == '0') free.push_back(c);
        }
        events.push_back("limits " + std::to_string(r) + " " + limits(r) + " " + columns(free));
        for (std::size_t i = 0; i < free.size(); ++i) {
            int c = free[i];
            q[r] = c;
            std::vector<int> rest(free.begin() + static_cast<std::ptrdiff_t>(i) + 1, free.end());
            events.push_back("pick " + sq(r, c) + " " + columns({c}) + " " + columns(rest) + " " +
                             boardOf(q, r + 1, n) + " into " +
                             limits(r + 1).substr(0, limits(r + 1).rfind(' ')));
            row(r + 1);
            events.push_back("back " + sq(r, c));
        }
        events.push_back("dead " + std::to_string(r));
    }
};

// ---------------------------------------------------------------------------------------------
// Parsing the trace output back into the same events.

struct Parsed {
    std::vector<std::string> events;
    std::vector<std::string> problems;  // lines that did not read as expected
    int steps = 0;
};

// The n lines of a board drawn under a step, as "Q.../..../" like boardOf.
std::string readBoard(const std::vector<std::string>& ls, std::size_t& i, int n, Parsed& p) {
    std::string s;
    for (int r = 0; r < n; ++r, ++i) {
        if (i >= ls.size() || ls[i].rfind("        ", 0) != 0) {
            p.problems.push_back("board line missing");
            return s;
        }
        std::string row = ls[i].substr(8);
        std::string cells;
        for (std::size_t k = 0; k < row.size(); k += 2) cells += row[k];
        s += cells + '/';
    }
    return s;
}

Parsed parseBacktracking(const std::string& text, int n) {
    Parsed p;
    std::vector<std::string> ls = lines(text);
    for (std::size_t i = 0; i < ls.size();) {
        int number = 0, r = 0, c = 0, r2 = 0, c2 = 0, k = 0;
        std::string body;
        char kind[16] = {};
        if (!stepLine(ls[i++], number, body)) continue;
        if (number != ++p.steps) p.problems.push_back("step number out of order: " + body);
        std::size_t colon = body.find(": ");
        if (scan(body, "try (%d,%d): fits, record[%d] = %d", &r, &c, &r2, &c2)) {
            if (r != r2 || c != c2) p.problems.push_back("record[] does not match: " + body);
            p.events.push_back("try " + sq(r, c) + " fits " + readBoard(ls, i, n, p));
        } else if (scan(body, "try (%d,%d): same %15s as row %d", &r, &c, kind, &k) &&
                   (std::string(kind) == "column" || std::string(kind) == "diagonal")) {
            p.events.push_back("try " + sq(r, c) + " " + kind + " " + std::to_string(k));
        } else if (body.rfind("solution ", 0) == 0 && colon != std::string::npos &&
                   scan(body.substr(0, colon), "solution %d", &k)) {
            p.events.push_back("solution " + std::to_string(k) + ": " + body.substr(colon + 2));
        } else if (scan(body, "row %d: no square left, the search is over", &r)) {
            if (r != 0) p.problems.push_back("the search ends above row 0: " + body);
            p.events.push_back("dead " + std::to_string(r));
        } else if (scan(body, "row %d: no square left, back to row %d", &r, &r2)) {
            if (r2 != r - 1) p.problems.push_back("wrong row to go back to: " + body);
            p.events.push_back("dead " + std::to_string(r));
        } else if (scan(body, "take back (%d,%d)", &r, &c)) {
            p.events.push_back("back " + sq(r, c));
        } else {
            p.problems.push_back("unknown step: " + body);
        }
    }
    return p;
}

// The binary value on an indented "label   value" line; a pos line may go on after two spaces.
std::string valueAfter(const std::string& line, const std::string& label, Parsed& p) {
    const std::string head = "        " + label;
    std::size_t start = line.find_first_not_of(' ', head.size());
    std::string value = start == std::string::npos ? "" : line.substr(start);
    value = value.substr(0, value.find("  "));
    if (line.compare(0, head.size(), head) != 0 || start == head.size() || !isBinary(value)) {
        p.problems.push_back("expected " + label + ": " + line);
        return "";
    }
    return value;
}

// The last binary value of an "into row" line: "... = 0010+".
std::string resultOf(const std::string& line, Parsed& p) {
    std::size_t eq = line.rfind(" = ");
    std::string value = eq == std::string::npos ? "" : line.substr(eq + 3);
    if (line.rfind("        ", 0) != 0 || !isBinary(value)) {
        p.problems.push_back("expected a shift line: " + line);
        return "";
    }
    return value;
}

Parsed parseBitmask(const std::string& text, int n) {
    Parsed p;
    std::vector<std::string> ls = lines(text);
    for (std::size_t i = 0; i < ls.size();) {
        int number = 0, r = 0, c = 0, r2 = 0, c2 = 0, k = 0;
        std::string body;
        char bit[64] = {}, rest[64] = {};
        if (!stepLine(ls[i++], number, body)) continue;
        if (number != ++p.steps) p.problems.push_back("step number out of order: " + body);
        std::size_t colon = body.rfind(": ");
        if (scan(body, "row %d: the limits from the rows above", &r)) {
            if (i + 6 > ls.size()) {
                p.problems.push_back("limits cut short");
                break;
            }
            std::string labels;  // the column under each digit: n-1 .. 0, with A = 10, B = 11
            for (int col = n - 1; col >= 0; --col) labels += "0123456789AB"[col];
            if (ls[i++] != "        col" + std::string(9, ' ') + labels) {
                p.problems.push_back("wrong column labels: " + ls[i - 1]);
            }
            std::string ev = "limits " + std::to_string(r);
            for (const char* label : {"colLimit", "leftDiaLim", "rightDiaLim", "OR", "pos"}) {
                ev += " " + valueAfter(ls[i++], label, p);
            }
            p.events.push_back(ev);
        } else if (scan(body,
                        "row %d: mostRightOne = %63[01] = column %d, queen on (%d,%d); pos - "
                        "mostRightOne = %63[01]",
                        &r, bit, &c, &r2, &c2, rest)) {
            if (r != r2 || c != c2) p.problems.push_back("row/column disagree: " + body);
            std::string ev = "pick " + sq(r2, c2) + " " + bit + " " + rest + " " +
                             readBoard(ls, i, n, p) + " into";
            for (int line = 0; line < 3 && i < ls.size(); ++line) ev += " " + resultOf(ls[i++], p);
            p.events.push_back(ev);
        } else if (body.find(": colLimit == limit, solution ") != std::string::npos &&
                   colon != std::string::npos &&
                   scan(body.substr(0, colon), "row %d: colLimit == limit, solution %d", &r, &k)) {
            if (r != n) p.problems.push_back("solution not at row n: " + body);
            p.events.push_back("solution " + std::to_string(k) + ": " + body.substr(colon + 2));
        } else if (scan(body, "row %d: no square left, the search is over", &r) ||
                   scan(body, "row %d: no square left, back to row %d", &r, &r2)) {
            p.events.push_back("dead " + std::to_string(r));
        } else if (scan(body, "take back (%d,%d)", &r, &c)) {
            p.events.push_back("back " + sq(r, c));
        } else {
            p.problems.push_back("unknown step: " + body);
        }
    }
    return p;
}

void checkSame(const std::vector<std::string>& got, const std::vector<std::string>& want) {
    CHECK(got.size() == want.size());
    for (std::size_t i = 0; i < got.size() && i < want.size(); ++i) {
        INFO("event " << i + 1);
        REQUIRE(got[i] == want[i]);
    }
}

// ---------------------------------------------------------------------------------------------
// Counts by a breadth-first walk over partial placements (all rows filled top down).

struct Recount {
    std::uint64_t solutions = 0, placements = 0, squares = 0, comparisons = 0;
};

Recount recount(int n) {
    Recount rc;
    std::vector<std::vector<int>> level(1);  // the empty placement
    for (int i = 0; i < n; ++i) {
        std::vector<std::vector<int>> next;
        for (const auto& prefix : level) {
            for (int j = 0; j < n; ++j) {
                ++rc.squares;
                int looked = 0;
                bool attacked = false;
                for (int k = 0; k < i && !attacked; ++k) {
                    ++looked;
                    attacked = prefix[static_cast<std::size_t>(k)] == j ||
                               std::abs(prefix[static_cast<std::size_t>(k)] - j) == i - k;
                }
                rc.comparisons += static_cast<std::uint64_t>(looked);
                if (attacked) continue;
                next.push_back(prefix);
                next.back().push_back(j);
            }
        }
        rc.placements += next.size();
        level.swap(next);
    }
    rc.solutions = level.size();
    return rc;
}

const std::uint64_t kA000170[] = {0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724};

}  // namespace

TEST_CASE("trace n = 4 matches the hand-checked golden files") {
    for (const char* approach : {"backtracking", "bitmask"}) {
        INFO("approach " << approach);
        Ran r = runTrace(std::string("--approach ") + approach + " 4");
        CHECK(r.status == 0);
        CHECK(r.err.empty());
        std::string golden =
            slurp(std::string(KIT_ROOT "/tests/golden/trace_n4_") + approach + ".txt");
        REQUIRE(!golden.empty());
        CHECK(r.out == golden);
    }
    // backtracking is the default approach
    CHECK(runTrace("4").out == slurp(KIT_ROOT "/tests/golden/trace_n4_backtracking.txt"));
}

TEST_CASE("trace n = 4 opens as the source narrates it") {
    Parsed p = parseBacktracking(runTrace("4").out, 4);
    REQUIRE(p.events.size() > 12);
    const std::vector<std::string> opening = {
        "try (0,0) fits Q.../..../..../..../",
        "try (1,0) column 0",
        "try (1,1) diagonal 0",
        "try (1,2) fits Q.../..Q./..../..../",
        "try (2,0) column 0",
        "try (2,1) diagonal 1",
        "try (2,2) diagonal 0",
        "try (2,3) diagonal 1",
        "dead 2",
        "back (1,2)",
        "try (1,3) fits Q.../...Q/..../..../",
        "try (2,0) column 0",
        "try (2,1) fits Q.../...Q/.Q../..../",
    };
    checkSame(std::vector<std::string>(p.events.begin(), p.events.begin() + 13), opening);
}

TEST_CASE("trace events equal a search written in the test, n = 4..6") {
    for (int n = 4; n <= 6; ++n) {
        INFO("n = " << n);
        Ran bt = runTrace("--approach backtracking " + std::to_string(n));
        REQUIRE(bt.status == 0);
        Parsed p = parseBacktracking(bt.out, n);
        CHECK(p.problems.empty());
        if (!p.problems.empty()) FAIL_CHECK(p.problems.front());
        CHECK(p.steps == static_cast<int>(p.events.size()));
        checkSame(p.events, ReferenceBacktracking(n).events);

        Ran bm = runTrace("--approach bitmask " + std::to_string(n));
        REQUIRE(bm.status == 0);
        Parsed q = parseBitmask(bm.out, n);
        CHECK(q.problems.empty());
        if (!q.problems.empty()) FAIL_CHECK(q.problems.front());
        CHECK(q.steps == static_cast<int>(q.events.size()));
        checkSame(q.events, ReferenceBitmask(n).events);

        Recount rc = recount(n);
        std::ostringstream done;
        done << "done: " << rc.solutions << " solutions, " << rc.placements << " placements, "
             << rc.squares << " squares tried, " << rc.comparisons << " isValid comparisons\n";
        CHECK(bt.out.substr(bt.out.rfind("done: ")) == done.str());
    }
}

TEST_CASE("trace --max-steps cuts with a message") {
    std::string golden = slurp(KIT_ROOT "/tests/golden/trace_n4_backtracking.txt");
    Ran r = runTrace("--max-steps 5 4");
    CHECK(r.status == 0);
    const std::string message = "stopped after 5 steps; use --max-steps to see more\n";
    REQUIRE(r.out.size() > message.size());
    CHECK(r.out.substr(r.out.size() - message.size()) == message);
    // everything before the message is the start of the full trace, up to step 6
    std::string shown = r.out.substr(0, r.out.size() - message.size());
    CHECK(golden.compare(0, shown.size(), shown) == 0);
    CHECK(golden.compare(shown.size(), 8, "   6  tr") == 0);
    CHECK(parseBacktracking(r.out, 4).steps == 5);

    // 93 steps make the whole n = 4 search: no cut; 92 cut
    CHECK(runTrace("--max-steps 93 4").out == golden);
    Ran cut = runTrace("--max-steps=92 4");
    CHECK(cut.out.find("stopped after 92 steps; use --max-steps to see more") != std::string::npos);
    CHECK(cut.out.find("done:") == std::string::npos);

    Ran bm = runTrace("--approach bitmask --max-steps 1 12");
    CHECK(bm.status == 0);
    CHECK(parseBitmask(bm.out, 12).steps == 1);
    CHECK(bm.out.find("stopped after 1 steps; use --max-steps to see more") != std::string::npos);
}

TEST_CASE("trace refuses bad arguments with one error line and status 1") {
    for (const char* args : {"0", "13", "abc", "-1", "4abc", "", "4 5", "--approach foo 4",
                             "--approach", "--max-steps 0 4", "--max-steps x 4", "--nope 4"}) {
        INFO("arguments: [" << args << "]");
        Ran r = runTrace(args);
        CHECK(r.status == 1);
        CHECK(r.out.empty());
        CHECK(r.err.rfind("error: ", 0) == 0);
        CHECK(lines(r.err).size() == 1);
    }
    Ran help = runTrace("--help");
    CHECK(help.status == 0);
    CHECK(help.out.find("usage: trace") == 0);
}

TEST_CASE("engine counts equal a breadth-first recount, n = 4..10") {
    for (int n = 4; n <= 10; ++n) {
        INFO("n = " << n);
        Recount rc = recount(n);
        CHECK(rc.solutions == kA000170[n]);

        study::CountingSink bt;
        study::Backtracking<study::CountingSink> backtracking(n, bt);
        CHECK(backtracking.num1() == rc.solutions);
        CHECK(bt.solutions == rc.solutions);
        CHECK(bt.placements == rc.placements);
        CHECK(bt.squares == rc.squares);
        CHECK(bt.comparisons == rc.comparisons);

        study::CountingSink bm;
        study::Bitmask<study::CountingSink> bitmask(n, bm);
        CHECK(bitmask.num2() == rc.solutions);
        CHECK(bm.placements == rc.placements);  // the same tree, reached without refused squares
        CHECK(bm.squares == rc.placements);
    }
}

// The reading guide points at code as `path:first-last`; a range must still start on code and end
// on the closing brace of a block, so an edit that moves the lines shows up here.
TEST_CASE("reading guide line ranges still point at whole blocks") {
    int checked = 0;
    for (const char* doc : {"docs/reading.md", "docs/zh-CN/reading.md"}) {
        std::string text = slurp(std::string(KIT_ROOT "/") + doc);
        for (std::size_t open = text.find('`'); open != std::string::npos;) {
            std::size_t close = text.find('`', open + 1);
            if (close == std::string::npos) break;
            std::string ref = text.substr(open + 1, close - open - 1);
            open = text.find('`', close + 1);
            std::size_t colon = ref.rfind(':');
            int first = 0, last = 0;
            if (colon == std::string::npos || ref.find(' ') != std::string::npos ||
                (ref.compare(0, 10, "solutions/") != 0 && ref.compare(0, 6, "study/") != 0)) {
                continue;
            }
            std::string span = ref.substr(colon + 1);
            if (!scan(span, "%d-%d", &first, &last)) {
                if (!scan(span, "%d", &first)) continue;
                last = first;
            }
            INFO(doc << ": " << ref);
            std::vector<std::string> code =
                lines(slurp(std::string(KIT_ROOT "/") + ref.substr(0, colon)));
            REQUIRE(!code.empty());
            REQUIRE(1 <= first);
            REQUIRE(first <= last);
            REQUIRE(last <= static_cast<int>(code.size()));
            auto at = [&](int line) {  // the line, without its indentation
                const std::string& s = code[static_cast<std::size_t>(line - 1)];
                return s.substr(std::min(s.size(), s.find_first_not_of(' ')));
            };
            std::string head = at(first);
            CHECK(!head.empty());
            CHECK(head.rfind("//", 0) != 0);
            if (last > first) {
                // a block: it opens on its first or second line, after a blank line, a comment or
                // a label, and its last line closes it
                std::string before = first > 1 ? at(first - 1) : "";
                CHECK((before.empty() || before.rfind("//", 0) == 0 || before.back() == '{' ||
                       before.back() == ':'));
                CHECK((head.back() == '{' || at(first + 1).back() == '{'));
                CHECK(at(last).rfind('}', 0) == 0);
            }
            ++checked;
        }
    }
    CHECK(checked >= 10);  // the guide in docs/zh-CN/reading.md alone has more
}
