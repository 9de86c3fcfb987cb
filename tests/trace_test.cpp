// Tests of study/trace (kitBin()/trace), of the searches behind it (study/searches.hpp) and of the
// join the page of the halves engine draws (study/join_adapter.hpp):
// - the n = 4 traces of backtracking and bitmask equal tests/golden/, which were checked by hand
//   against the n = 4 search the source article narrates (see tests/golden/README.md); the
//   openings of sets, board and mirror equal lines worked out by hand here;
// - for n = 4..6 the steps of every approach equal those of a small search written here, which
//   works from the meaning of each line (which queens attack a square, which columns a limit
//   covers, which set or flag holds a square, what a lifted queen leaves in chessBoard[]), not
//   from the searches' code;
// - --max-steps cuts with its message; bad arguments are refused with one `error:` line, exit 1;
// - the searches' counts for n = 4..10 equal a breadth-first recount done here;
// - the join, n = 4..10: every lit pair is a whole solution, the weighted pairs add up to
//   A000170, and n = 8 has the unit docs/stage7.md works through.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "common/file.hpp"
#include "kit_paths.hpp"
#include "process.hpp"
#include "study/join_adapter.hpp"
#include "study/searches.hpp"
#include "testdata/tools/a000170.hpp"

namespace {

std::string slurp(const std::string& path) { return kit::readFile(path).value_or(""); }

// Runs kitBin()/trace with the given arguments (words split at spaces) through the kit's one
// process runner, and captures both streams.
struct Ran {
    int status = -1;
    std::string out, err;
};

Ran runTrace(const std::string& args) {
    std::vector<std::string> argv = {kitBin() + "/trace"};
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
// The sets and the flag arrays. Each step is compared whole: its numbered line and the indented
// lines under it, as "body|line|line".

// The steps of a trace: each numbered line with the indented lines under it.
std::vector<std::string> stepsOf(const std::string& text, int& problems) {
    std::vector<std::string> steps;
    int number = 0, expected = 0;
    std::string body;
    for (const std::string& line : lines(text)) {
        if (stepLine(line, number, body)) {
            if (number != ++expected) ++problems;
            steps.push_back(body);
        } else if (!steps.empty() && line.rfind("        ", 0) == 0) {
            steps.back() += "|" + line.substr(8);
        } else if (!steps.empty()) {
            break;  // the "done:" or "stopped" line
        }
    }
    return steps;
}

std::string setLine(const std::set<int>& values) {
    std::string s = "{";
    for (int v : values) s += (s.size() > 1 ? ", " : "") + std::to_string(v);
    return s + "}";
}

// "Q . . .|. . Q .|" rows 0..placed-1 of q, as the trace draws a board under a step.
std::string drawn(const std::vector<int>& q, int placed, int n) {
    std::string s;
    for (int r = 0; r < n; ++r) {
        s += "|";
        for (int c = 0; c < n; ++c)
            s += std::string(c ? " " : "") + (r < placed && q[r] == c ? "Q" : ".");
    }
    return s;
}

std::string deadEnd(int i) {
    return "row " + std::to_string(i) + ": no square left, " +
           (i == 0 ? std::string("the search is over") : "back to row " + std::to_string(i - 1));
}

// LeetCode 51's three sets: a square is refused by the first of columns, diagonals1, diagonals2
// (in that order) that holds its col, row - col, row + col; the sets hold the values of the
// queens standing.
struct ReferenceSets {
    int n;
    std::vector<int> q;
    std::vector<std::string> steps;
    int solutions = 0;

    explicit ReferenceSets(int size) : n(size), q(size) { row(0); }

    std::string sets(int placed) const {
        std::set<int> cols, d1, d2;
        for (int r = 0; r < placed; ++r)
            cols.insert(q[r]), d1.insert(r - q[r]), d2.insert(r + q[r]);
        return "|columns " + setLine(cols) + "  diagonals1 " + setLine(d1) + "  diagonals2 " +
               setLine(d2);
    }

    void row(int i) {
        if (i == n) {
            std::string board = "|generateBoard:";
            for (int c : q) board += " " + std::string(c, '.') + "Q" + std::string(n - 1 - c, '.');
            steps.push_back("solution " + std::to_string(++solutions) + ": " + solutionOf(q) +
                            board);
            return;
        }
        for (int j = 0; j < n; ++j) {
            bool column = false, d1 = false, d2 = false;
            for (int k = 0; k < i; ++k) {
                column = column || q[k] == j;
                d1 = d1 || k - q[k] == i - j;
                d2 = d2 || k + q[k] == i + j;
            }
            std::string at = "try " + sq(i, j) + ": ";
            if (column) {
                steps.push_back(at + "col " + std::to_string(j) + " is in columns");
            } else if (d1) {
                steps.push_back(at + "row - col = " + std::to_string(i - j) + " is in diagonals1");
            } else if (d2) {
                steps.push_back(at + "row + col = " + std::to_string(i + j) + " is in diagonals2");
            } else {
                q[i] = j;
                steps.push_back(at + "fits, queens[" + std::to_string(i) +
                                "] = " + std::to_string(j) + drawn(q, i + 1, n) + sets(i + 1));
                row(i + 1);
                steps.push_back("take back " + sq(i, j) + sets(i));
            }
        }
        steps.push_back(deadEnd(i));
    }
};

enum class Stage { board, array, mirror };

// Source 004's flags: rowFlag[r], columnFlag[c], leftToRightFlag[r - c + n - 1] ("\"),
// rightToLeftFlag[r + c] ("/") are 1 where a standing queen is; a square is refused by every one
// of its four that is 1. chessBoard[] (stages 2 and 3) keeps the column a lifted queen left.
// Stage 3 tries columns 0..(n+1)/2-1 of row 0 and counts each solution twice, once when row 0's
// queen is on the middle column of an odd board.
struct ReferenceFlags {
    int n, max0;
    Stage stage;
    std::vector<int> q, chessBoard;
    std::vector<std::string> steps;
    int found = 0, count = 0, placements = 0, squares = 0;

    ReferenceFlags(int size, Stage st)
        : n(size), max0(st == Stage::mirror ? (size + 1) / 2 : size), stage(st), q(size),
          chessBoard(size, 0) {
        if (stage == Stage::mirror) {
            std::string m = std::to_string(max0);
            steps.push_back(
                "row 0: max = (size + 1) / 2 = " + m +
                (n == 1 ? ": only column 0 is tried; it is its own mirror image"
                        : ": only columns 0.." + std::to_string(max0 - 1) + " are tried; columns " +
                              m + ".." + std::to_string(n - 1) +
                              " hold the mirror images (column c <-> " + std::to_string(n - 1) +
                              " - c)" +
                              (n % 2 ? ", column " + std::to_string(n / 2) + " is its own" : "")));
        }
        row(0);
    }

    std::string flags(int placed) const {
        std::vector<int> rowF(n), colF(n), l2r(2 * n - 1), r2l(2 * n - 1);
        for (int r = 0; r < placed; ++r)
            rowF[r] = colF[q[r]] = l2r[r - q[r] + n - 1] = r2l[r + q[r]] = 1;
        auto cells = [](const std::vector<int>& v) {
            std::string s;
            for (std::size_t i = 0; i < v.size(); ++i) s += (i ? " " : "") + std::to_string(v[i]);
            return s;
        };
        std::string s;
        if (stage != Stage::board) s += "|chessBoard       " + cells(chessBoard);
        return s + "|rowFlag          " + cells(rowF) + "|columnFlag       " + cells(colF) +
               "|leftToRightFlag  " + cells(l2r) + "|rightToLeftFlag  " + cells(r2l);
    }

    std::string solutionLine() {
        bool middle = stage == Stage::mirror && n % 2 == 1 && q[0] == n / 2;
        count += stage == Stage::mirror && !middle ? 2 : 1;
        std::string s = "solution " + std::to_string(++found) + ": " + solutionOf(q) + "|";
        if (stage == Stage::mirror) {
            std::string top = "topIndex = " + std::to_string(q[0]);
            if (middle)
                return s + top + ", the middle column: solutionCount += 1, now " +
                       std::to_string(count) +
                       (n == 1 ? "; the board is its own mirror image"
                               : "; its mirror image has its queen there too and is found by the "
                                 "search");
            std::vector<int> mirror;
            for (int c : q) mirror.push_back(n - 1 - c);
            return s + top + ": solutionCount += 2, now " + std::to_string(count) +
                   "; its mirror image " + solutionOf(mirror) + " is counted with it";
        }
        if (found > 1) return s + "solutionCount = " + std::to_string(count);
        std::string first;
        for (int r = 0; r < n; ++r) first += (r ? " " : "") + sq(r + 1, q[r] + 1);
        return s + "solutionCount = 1; the first solution: " +
               (stage == Stage::board ? "resultChessBoard = a copy of chessBoard"
                                      : "queenPosition = " + first + ", 1-based");
    }

    void row(int i) {
        if (i == n) {
            steps.push_back(solutionLine());
            return;
        }
        for (int j = 0; j < (i == 0 ? max0 : n); ++j) {
            ++squares;
            std::vector<std::string> set;
            for (int k = 0; k < i; ++k)
                if (q[k] == j) set.push_back("columnFlag[" + std::to_string(j) + "]");
            for (int k = 0; k < i; ++k)
                if (k - q[k] == i - j)
                    set.push_back("leftToRightFlag[" + std::to_string(i - j + n - 1) + "]");
            for (int k = 0; k < i; ++k)
                if (k + q[k] == i + j)
                    set.push_back("rightToLeftFlag[" + std::to_string(i + j) + "]");
            std::string at = "try " + sq(i, j) + ": ",
                        ij = std::to_string(i) + ", " + std::to_string(j);
            if (!set.empty()) {
                std::string list;
                for (std::size_t k = 0; k < set.size(); ++k)
                    list += (k == 0 ? "" : k + 1 == set.size() ? " and " : ", ") + set[k];
                steps.push_back(at + "refused by " + list);
                continue;
            }
            ++placements;
            q[i] = chessBoard[i] = j;
            steps.push_back(
                at + "fits, " +
                (stage == Stage::board
                     ? "chessBoard[" + std::to_string(i) + "][" + std::to_string(j) + "] = 1"
                     : "chessBoard[" + std::to_string(i) + "] = " + std::to_string(j)) +
                ", updateFlag(" + ij + ", 1)" + drawn(q, i + 1, n) + flags(i + 1));
            row(i + 1);
            steps.push_back("take back " + sq(i, j) + ": " +
                            (stage == Stage::board
                                 ? "chessBoard[" + std::to_string(i) + "][" + std::to_string(j) +
                                       "] = 0, updateFlag(" + ij + ", 0)"
                                 : "updateFlag(" + ij + ", 0); chessBoard[" + std::to_string(i) +
                                       "] keeps " + std::to_string(j) +
                                       " (a later try overwrites it)") +
                            flags(i));
        }
        steps.push_back(stage == Stage::mirror && i == 0
                            ? "row 0: no square left below max = " + std::to_string(max0) +
                                  ", the search is over"
                            : deadEnd(i));
    }
};

void checkSteps(const std::string& out, const std::vector<std::string>& want) {
    int problems = 0;
    std::vector<std::string> got = stepsOf(out, problems);
    CHECK(problems == 0);
    CHECK(got.size() == want.size());
    for (std::size_t i = 0; i < got.size() && i < want.size(); ++i) {
        INFO("step " << i + 1);
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

}  // namespace

TEST_CASE("trace n = 4 matches the hand-checked golden files") {
    for (const char* approach : {"backtracking", "bitmask"}) {
        INFO("approach " << approach);
        Ran r = runTrace(std::string("--approach ") + approach + " 4");
        CHECK(r.status == 0);
        CHECK(r.err.empty());
        std::string golden = slurp(kitRoot() + "/tests/golden/trace_n4_" + approach + ".txt");
        REQUIRE(!golden.empty());
        CHECK(r.out == golden);
    }
    // backtracking is the default approach
    CHECK(runTrace("4").out == slurp(kitRoot() + "/tests/golden/trace_n4_backtracking.txt"));
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

TEST_CASE("trace n = 4 of the sets and the flags opens as worked out by hand") {
    int problems = 0;
    // (2,2): isValid names row 0's diagonal first; the sets ask columns first (row 1's queen);
    // the flags name every flag that is set
    std::vector<std::string> sets = stepsOf(runTrace("--approach sets 4").out, problems);
    std::vector<std::string> board = stepsOf(runTrace("--approach board 4").out, problems);
    std::vector<std::string> mirror = stepsOf(runTrace("--approach mirror 5").out, problems);
    CHECK(problems == 0);
    REQUIRE(sets.size() > 12);
    REQUIRE(board.size() > 12);
    REQUIRE(mirror.size() > 2);
    auto body = [](const std::string& step) { return step.substr(0, step.find('|')); };
    const std::vector<std::string> setsOpening = {
        "try (0,0): fits, queens[0] = 0",
        "try (1,0): col 0 is in columns",
        "try (1,1): row - col = 0 is in diagonals1",
        "try (1,2): fits, queens[1] = 2",
        "try (2,0): col 0 is in columns",
        "try (2,1): row + col = 3 is in diagonals2",
        "try (2,2): col 2 is in columns",
        "try (2,3): row - col = -1 is in diagonals1",
        "row 2: no square left, back to row 1",
        "take back (1,2)",
    };
    const std::vector<std::string> boardOpening = {
        "try (0,0): fits, chessBoard[0][0] = 1, updateFlag(0, 0, 1)",
        "try (1,0): refused by columnFlag[0]",
        "try (1,1): refused by leftToRightFlag[3]",
        "try (1,2): fits, chessBoard[1][2] = 1, updateFlag(1, 2, 1)",
        "try (2,0): refused by columnFlag[0]",
        "try (2,1): refused by rightToLeftFlag[3]",
        "try (2,2): refused by columnFlag[2] and leftToRightFlag[3]",
        "try (2,3): refused by leftToRightFlag[2]",
        "row 2: no square left, back to row 1",
        "take back (1,2): chessBoard[1][2] = 0, updateFlag(1, 2, 0)",
    };
    for (std::size_t i = 0; i < setsOpening.size(); ++i) {
        CHECK(body(sets[i]) == setsOpening[i]);
        CHECK(body(board[i]) == boardOpening[i]);
    }
    CHECK(sets[3] ==
          "try (1,2): fits, queens[1] = 2|Q . . .|. . Q .|. . . .|. . . .|columns {0, 2}  "
          "diagonals1 {-1, 0}  diagonals2 {0, 3}");
    CHECK(board[0] ==
          "try (0,0): fits, chessBoard[0][0] = 1, updateFlag(0, 0, 1)|Q . . .|. . . .|. . . .|. . "
          ". .|rowFlag          1 0 0 0|columnFlag       1 0 0 0|leftToRightFlag  0 0 0 1 0 0 "
          "0|rightToLeftFlag  1 0 0 0 0 0 0");
    CHECK(mirror[0] ==
          "row 0: max = (size + 1) / 2 = 3: only columns 0..2 are tried; columns 3..4 hold the "
          "mirror images (column c <-> 4 - c), column 2 is its own");
    // n = 5's first solution, (0,0) (1,2) (2,4) (3,1) (4,3), counts with its mirror image
    auto first = std::find_if(mirror.begin(), mirror.end(),
                              [](const std::string& s) { return s.rfind("solution 1:", 0) == 0; });
    REQUIRE(first != mirror.end());
    CHECK(*first ==
          "solution 1: (0,0) (1,2) (2,4) (3,1) (4,3)|topIndex = 0: solutionCount += 2, now 2; its "
          "mirror image (0,4) (1,2) (2,0) (3,3) (4,1) is counted with it");
}

TEST_CASE("trace of the sets and the flags equals a search written in the test, n = 1..6") {
    for (int n = 1; n <= 6; ++n) {
        INFO("n = " << n);
        const std::string size = " " + std::to_string(n);
        checkSteps(runTrace("--approach sets" + size).out, ReferenceSets(n).steps);
        for (auto [name, stage] :
             {std::pair{"board", Stage::board}, std::pair{"array", Stage::array},
              std::pair{"mirror", Stage::mirror}}) {
            INFO("approach " << name);
            Ran r = runTrace(std::string("--approach ") + name + size);
            CHECK(r.status == 0);
            ReferenceFlags want(n, stage);
            checkSteps(r.out, want.steps);
            std::string done =
                "done: " +
                (stage == Stage::mirror ? std::to_string(want.found) + " solution" +
                                              (want.found == 1 ? "" : "s") + " found, "
                                        : std::string()) +
                "solutionCount = " + std::to_string(kA000170[n]) + ", " +
                std::to_string(want.placements) + " placement" + (want.placements == 1 ? "" : "s") +
                ", " + std::to_string(want.squares) + " square" + (want.squares == 1 ? "" : "s") +
                " tried\n";
            CHECK(want.count == static_cast<int>(kA000170[n]));
            CHECK(r.out.substr(r.out.rfind("done: ")) == done);
        }
    }
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
    std::string golden = slurp(kitRoot() + "/tests/golden/trace_n4_backtracking.txt");
    Ran r = runTrace("--max-steps 5 4");
    CHECK(r.status == 0);
    const std::string message =
        "stopped after 5 steps; use --max-steps K (make trace STEPS=K) to see more\n";
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
    CHECK(cut.out.find(
              "stopped after 92 steps; use --max-steps K (make trace STEPS=K) to see more") !=
          std::string::npos);
    CHECK(cut.out.find("done:") == std::string::npos);

    Ran bm = runTrace("--approach bitmask --max-steps 1 12");
    CHECK(bm.status == 0);
    CHECK(parseBitmask(bm.out, 12).steps == 1);
    CHECK(bm.out.find("stopped after 1 step; use --max-steps K (make trace STEPS=K) to see more") !=
          std::string::npos);
}

TEST_CASE("trace refuses bad arguments with one error line and status 1") {
    for (const char* args : {"0", "13", "abc", "-1", "4abc", "", "4 5", "--approach foo 4",
                             "--approach", "--max-steps 0 4", "--max-steps x 4", "--nope 4", "04",
                             "+4", "--max-steps 010 4", "--approach halves 4"}) {
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

TEST_CASE("the searches' counts equal a breadth-first recount, n = 4..10") {
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

        study::CountingSink sets, flags;
        study::Sets<study::CountingSink> lc51(n, sets);
        CHECK(lc51.solveNQueens() == rc.solutions);
        study::Flags<study::CountingSink> stage2(n, study::FirstRow::all, flags);
        CHECK(stage2.nQueens() == rc.solutions);
        for (const study::CountingSink* c : {&sets, &flags}) {
            CHECK(c->placements == rc.placements);  // the same tree again, the same squares
            CHECK(c->squares == rc.squares);
            CHECK(c->solutions == rc.solutions);
        }
        study::CountingSink half;
        study::Flags<study::CountingSink> stage3(n, study::FirstRow::leftHalf, half);
        CHECK(stage3.nQueens() == rc.solutions);  // the mirror images counted with them
        CHECK(half.placements < rc.placements);
    }
}

// A solution: one queen a row, no two on a column or a diagonal.
bool isSolution(const std::vector<int>& columns) {
    const int n = static_cast<int>(columns.size());
    for (int a = 0; a < n; ++a) {
        if (columns[a] < 0 || columns[a] >= n) return false;
        for (int b = 0; b < a; ++b)
            if (columns[a] == columns[b] || std::abs(columns[a] - columns[b]) == a - b)
                return false;
    }
    return true;
}

TEST_CASE("the join the page draws: lit pairs are solutions, the weights add up to A000170") {
    for (int n = 4; n <= 10; ++n) {
        INFO("n = " << n);
        study::join::Join j = study::join::joinOf(n);
        CHECK(j.solutions == kA000170[n]);
        std::uint64_t weighted = 0;
        std::set<std::vector<int>> boards;
        for (const study::join::Unit& u : j.units) {
            std::vector<std::uint64_t> lit(u.groups.size());
            for (const auto& l : u.left) {
                for (int r = 0; r < n; ++r)
                    CHECK((l.columnOf[r] >= 0) == ((u.leftRows >> r & 1) == 1));
                for (const auto& rt : u.right) {
                    std::vector<int> whole = l.columnOf;
                    for (int r = 0; r < n; ++r)
                        if (whole[r] < 0) whole[r] = rt.columnOf[r];
                    // keys that share no bit <=> the two halves share no diagonal
                    CHECK(((l.key & rt.key) == 0) == isSolution(whole));
                    if ((l.key & rt.key) != 0) continue;
                    ++lit[static_cast<std::size_t>(rt.group)];
                    CHECK(boards.insert(whole).second);  // no board met twice
                    for (int r = 0; r < n; ++r)
                        CHECK((whole[r] < n / 2) == ((u.leftRows >> r & 1) == 1));
                }
            }
            for (std::size_t g = 0; g < u.groups.size(); ++g) {
                CHECK(lit[g] == u.groups[g].fits);
                weighted += u.groups[g].weight * lit[g];
            }
        }
        CHECK(weighted == kA000170[n]);
    }
    // n = 8, S = {0, 1, 4, 5}: docs/stage7.md's worked example
    study::join::Join eight = study::join::joinOf(8);
    auto u = std::find_if(eight.units.begin(), eight.units.end(),
                          [](const study::join::Unit& x) { return x.leftRows == 0x33; });
    REQUIRE(u != eight.units.end());
    CHECK(eight.units.size() == 38);
    CHECK(u->left.size() == 2);
    CHECK(u->leftDropped == 4);
    CHECK(u->right.size() == 6);
    CHECK(u->topBottom == 2);
    CHECK(u->engine.solutions == 8);
    CHECK(u->groups[2].fits == 1);  // with (2,5) (3,7) (6,6) (7,4), on both long diagonals
    CHECK(u->groups[2].weight == 8);
}

// The reading guide points at code as `path:first-last`; a range must still start on code and end
// on the closing brace of a block, so an edit that moves the lines shows up here.
TEST_CASE("reading guide line ranges still point at whole blocks") {
    int checked = 0;
    for (const char* doc : {"docs/reading.md", "docs/zh-CN/reading.md"}) {
        std::string text = slurp(kitRoot() + "/" + doc);
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
            std::vector<std::string> code = lines(slurp(kitRoot() + "/" + ref.substr(0, colon)));
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
