// trace: prints the N-Queens search step by step, the way the source articles narrate n = 4.
//   trace [--approach backtracking|bitmask|sets|board|array|mirror] [--max-steps K] N  (N 1..12)
// backtracking: every square isValid looks at, why it is refused or that it fits, the board after
// each placement, every dead end and every step back. bitmask: for each row the limits, their OR
// and pos in binary, the bit mostRightOne picks, and the shifts handed to the next row. sets: the
// same steps as backtracking, each refusal named by the set that holds the square, and the three
// sets after each change. board, array: the same with stage 1's and stage 2's flag arrays; mirror:
// stage 3, which tries only the left half of row 0 and counts each solution with its mirror.
// Every approach numbers its steps the same way and writes them in the same shapes ("try (r,c):
// fits, ..." or "try (r,c): <reason>", "... queen on (r,c) ...", "take back (r,c)...",
// "solution k: ...", "row r: no square left, ..."), so one reader parses them all.
// The searches themselves are study/searches.hpp; this file only prints their events.
// Time: O(n!) placements at most, O(n) per square with isValid, O(n^2) per board drawn; the output
// is capped at --max-steps lines of events. Space: O(n).
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "common/number.hpp"
#include "searches.hpp"

namespace {

using study::Count;
using study::Mask;

const int kMaxN = 12;
// The whole n = 6 search takes 1199 steps as backtracking and 606 as bitmask.
const Count kDefaultMaxSteps = 2000;
const long long kMaxMaxSteps = 1000000000;

const char* const kUsage =
    "usage: trace [--approach backtracking|bitmask|sets|board|array|mirror] [--max-steps K] N\n"
    "Prints the N-Queens search for an N x N board (N from 1 to 12) step by step.\n"
    "  --approach backtracking  record + isValid (num1 / process1): every square tried, why it is\n"
    "                           refused, each placement with the board, dead ends and steps back\n"
    "                           (the default)\n"
    "  --approach bitmask       limit, colLimit, leftDiaLim, rightDiaLim (num2 / process2): the\n"
    "                           limits, pos and mostRightOne in binary for each row, and the "
    "shifts\n"
    "  --approach sets          dfs with the sets columns, diagonals1, diagonals2 (LeetCode 51):\n"
    "                           the set that refuses each square, the sets after each change\n"
    "  --approach board         backtrace on a 2-D chessBoard with rowFlag, columnFlag,\n"
    "                           leftToRightFlag, rightToLeftFlag (acm stage 1): the flags that\n"
    "                           refuse each square, the flag arrays after each change\n"
    "  --approach array         the same on the 1-D chessBoard[i] = j (acm stage 2)\n"
    "  --approach mirror        stage 2 with row 0 searched on its left half only, each solution\n"
    "                           counted with its mirror image (acm stage 3, topIndex)\n"
    "  --max-steps K            stop after K numbered steps (default 2000, enough for N = 6)\n"
    "  --help                   show this text\n"
    "Numbers are plain decimal: no sign, no leading zero (\"010\" is refused).\n";

const char* const kApproaches[] = {"backtracking", "bitmask", "sets", "board", "array", "mirror"};

std::string square(int row, int col) {
    return "(" + std::to_string(row) + "," + std::to_string(col) + ")";
}

// "1 solution", "2 solutions".
std::string amount(Count k, const std::string& noun) {
    return std::to_string(k) + " " + noun + (k == 1 ? "" : "s");
}

std::string squaresOf(const std::vector<int>& record) {
    std::string s;
    for (std::size_t r = 0; r < record.size(); ++r) {
        s += (r ? " " : "") + square(static_cast<int>(r), record[r]);
    }
    return s;
}

// "2 solutions, 16 placements, 60 squares tried": what a search that tries squares has done.
std::string tally(const study::CountingSink& c) {
    return amount(c.solutions, "solution") + ", " + amount(c.placements, "placement") + ", " +
           amount(c.squares, "square") + " tried";
}

// Counts the numbered steps and cuts the output after maxSteps of them.
class StepCounter {
public:
    explicit StepCounter(Count maxSteps) : maxSteps_(maxSteps) {}
    bool stop() const { return cut_; }
    bool cut() const { return cut_; }
    Count steps() const { return steps_; }

protected:
    // Starts the next numbered line, or refuses (and ends the search) once the cap is reached.
    bool begin() {
        if (steps_ == maxSteps_) {
            cut_ = true;
            return false;
        }
        ++steps_;
        std::string num = std::to_string(steps_);
        std::cout << std::string(num.size() < 4 ? 4 - num.size() : 0, ' ') << num << "  ";
        return true;
    }

    // Rows 0..placed-1 hold their queens; the rows below are empty.
    static void drawBoard(const std::vector<int>& queens, int placed) {
        int n = static_cast<int>(queens.size());
        for (int r = 0; r < n; ++r) {
            std::cout << "        ";
            for (int c = 0; c < n; ++c) {
                std::cout << (c ? " " : "") << (r < placed && queens[r] == c ? 'Q' : '.');
            }
            std::cout << '\n';
        }
    }

    void backTo(int row) {
        if (!begin()) return;
        std::cout << "row " << row << ": no square left, ";
        if (row == 0) {
            std::cout << "the search is over\n";
        } else {
            std::cout << "back to row " << row - 1 << '\n';
        }
    }

    void takeBack(int row, int col) {
        if (!begin()) return;
        std::cout << "take back " << square(row, col) << '\n';
    }

private:
    Count maxSteps_;
    Count steps_ = 0;
    bool cut_ = false;
};

class BacktrackingPrinter : public StepCounter {
public:
    using StepCounter::StepCounter;
    study::CountingSink counts;

    void done(Count) const {
        std::cout << "done: " << tally(counts) << ", "
                  << amount(counts.comparisons, "isValid comparison") << '\n';
    }

    void tried(int row, int col, const study::SquareCheck& v, const std::vector<int>& record) {
        if (!begin()) return;
        counts.tried(row, col, v, record);
        std::cout << "try " << square(row, col) << ": ";
        if (v.fits) {
            std::cout << "fits, record[" << row << "] = " << col << '\n';
            drawBoard(record, row + 1);
        } else {
            std::cout << (v.why == study::Refusal::Column ? "same column" : "same diagonal")
                      << " as row " << v.against << '\n';
        }
    }
    void solution(Count number, const std::vector<int>& record) {
        if (!begin()) return;
        counts.solution(number, record);
        std::cout << "solution " << number << ": " << squaresOf(record) << '\n';
    }
    void takenBack(int row, int col) { takeBack(row, col); }
    void exhausted(int row) { backTo(row); }
};

class BitmaskPrinter : public StepCounter {
public:
    BitmaskPrinter(int n, Count maxSteps) : StepCounter(maxSteps), n_(n) {}
    study::CountingSink counts;

    void done(Count) const {
        std::cout << "done: " << amount(counts.solutions, "solution") << ", "
                  << amount(counts.placements, "placement")
                  << "; only free squares are picked, so no refused square is looked at\n";
    }

    // n binary digits, highest bit first; '+' when the value also has bits above column n-1.
    std::string bin(Mask m) const {
        std::string s;
        for (int c = n_ - 1; c >= 0; --c) s += (m >> c & 1) ? '1' : '0';
        if (m >> n_ != 0) s += '+';
        return s;
    }
    // The column under each binary digit: 9..0, then A = 10 and B = 11.
    std::string columnLabels() const {
        std::string s;
        for (int c = n_ - 1; c >= 0; --c) s += "0123456789AB"[c];
        return s;
    }

    void rowLimits(int row, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim, Mask pos) {
        if (!begin()) return;
        std::cout << "row " << row << ": the limits from the rows above\n";
        line("col", columnLabels());
        line("colLimit", bin(colLimit));
        line("leftDiaLim", bin(leftDiaLim));
        line("rightDiaLim", bin(rightDiaLim));
        line("OR", bin(colLimit | leftDiaLim | rightDiaLim));
        std::string free;
        for (int c = 0; c < n_; ++c) {
            if (pos >> c & 1) free += " " + std::to_string(c);
        }
        line("pos", bin(pos) + (free.empty() ? "  no free square" : "  free columns:" + free));
    }
    void picked(const study::Pick& p, const std::vector<int>& queens) {
        if (!begin()) return;
        counts.picked(p, queens);
        std::cout << "row " << p.row << ": mostRightOne = " << bin(p.mostRightOne) << " = column "
                  << p.col << ", queen on " << square(p.row, p.col)
                  << "; pos - mostRightOne = " << bin(p.posLeft) << '\n';
        drawBoard(queens, p.row + 1);
        const std::string in = "        into row " + std::to_string(p.row + 1) + ": ";
        const std::string pad(in.size(), ' ');
        std::cout << in << "colLimit    = " << bin(p.colLimit) << " | " << bin(p.mostRightOne)
                  << " = " << bin(p.nextCol) << '\n'
                  << pad << "leftDiaLim  = (" << bin(p.leftDiaLim) << " | " << bin(p.mostRightOne)
                  << ") << 1 = " << bin(p.nextLeft) << '\n'
                  << pad << "rightDiaLim = (" << bin(p.rightDiaLim) << " | " << bin(p.mostRightOne)
                  << ") >> 1 = " << bin(p.nextRight) << '\n';
    }
    void solution(Count number, const std::vector<int>& queens) {
        if (!begin()) return;
        counts.solution(number, queens);
        std::cout << "row " << n_ << ": colLimit == limit, solution " << number << ": "
                  << squaresOf(queens) << '\n';
    }
    void takenBack(int row, int col) { takeBack(row, col); }
    void exhausted(int row) { backTo(row); }

private:
    static void line(const std::string& label, const std::string& value) {
        std::cout << "        " << label << std::string(12 - label.size(), ' ') << value << '\n';
    }
    int n_;
};

// "{-1, 0, 2}": a set's values in increasing order.
std::string setText(const std::set<int>& values) {
    std::string s = "{";
    for (int v : values) s += (s.size() > 1 ? ", " : "") + std::to_string(v);
    return s + "}";
}

class SetsPrinter : public StepCounter {
public:
    using StepCounter::StepCounter;
    study::CountingSink counts;

    void done(Count) const {
        std::cout << "done: " << tally(counts) << ", three set lookups at most each\n";
    }

    void tried(int row, int col, study::SetHit hit, const study::SetsState& s) {
        if (!begin()) return;
        counts.tried(row, col, hit, s);
        std::cout << "try " << square(row, col) << ": ";
        switch (hit) {
            case study::SetHit::None:
                std::cout << "fits, queens[" << row << "] = " << col << '\n';
                drawBoard(s.queens, row + 1);
                sets(s);
                return;
            case study::SetHit::Columns: std::cout << "col " << col << " is in columns\n"; return;
            case study::SetHit::Diagonals1:
                std::cout << "row - col = " << row - col << " is in diagonals1\n";
                return;
            case study::SetHit::Diagonals2:
                std::cout << "row + col = " << row + col << " is in diagonals2\n";
                return;
        }
    }
    void solution(Count number, const study::SetsState& s) {
        if (!begin()) return;
        counts.solution(number, s);
        std::cout << "solution " << number << ": " << squaresOf(s.queens) << '\n';
        std::cout << "        generateBoard:";
        for (int c : s.queens) {
            std::string row(static_cast<std::size_t>(s.n), '.');
            row[static_cast<std::size_t>(c)] = 'Q';
            std::cout << ' ' << row;
        }
        std::cout << '\n';
    }
    void takenBack(int row, int col, const study::SetsState& s) {
        takeBack(row, col);
        if (!cut()) sets(s);
    }
    void exhausted(int row) { backTo(row); }

private:
    static void sets(const study::SetsState& s) {
        std::cout << "        columns " << setText(s.columns) << "  diagonals1 "
                  << setText(s.diagonals1) << "  diagonals2 " << setText(s.diagonals2) << '\n';
    }
};

// Stage 1 (board), 2 (array) and 3 (mirror) of source 004: the same search, told with the
// names of each stage's file.
enum class Stage { board, array, mirror };

class FlagsPrinter : public StepCounter {
public:
    FlagsPrinter(Stage stage, Count maxSteps) : StepCounter(maxSteps), stage_(stage) {}
    study::CountingSink counts;

    void done(Count solutionCount) const {
        std::cout << "done: "
                  << (stage_ == Stage::mirror ? amount(counts.solutions, "solution") + " found, "
                                              : std::string())
                  << "solutionCount = " << solutionCount << ", "
                  << amount(counts.placements, "placement") << ", "
                  << amount(counts.squares, "square") << " tried\n";
    }

    void firstRow(const study::FlagsState& s) {
        if (!begin()) return;
        int n = s.size, max = s.max0;
        std::cout << "row 0: max = (size + 1) / 2 = " << max << ": ";
        if (n == 1) {
            std::cout << "only column 0 is tried; it is its own mirror image\n";
            return;
        }
        std::cout << "only columns 0.." << max - 1 << " are tried; columns " << max << ".." << n - 1
                  << " hold the mirror images (column c <-> " << n - 1 << " - c)"
                  << (n % 2 == 1 ? ", column " + std::to_string(n / 2) + " is its own" : "")
                  << '\n';
    }
    void tried(int i, int j, const study::FlagHits& hits, const study::FlagsState& s) {
        if (!begin()) return;
        counts.tried(i, j, hits, s);
        std::cout << "try " << square(i, j) << ": ";
        if (!hits.fits()) {
            std::cout << "refused by " << refusal(i, j, hits, s.size) << '\n';
            return;
        }
        std::cout << "fits, "
                  << (stage_ == Stage::board
                          ? "chessBoard[" + std::to_string(i) + "][" + std::to_string(j) + "] = 1"
                          : "chessBoard[" + std::to_string(i) + "] = " + std::to_string(j))
                  << ", updateFlag(" << i << ", " << j << ", 1)\n";
        drawBoard(s.chessBoard, i + 1);
        flags(s);
    }
    void solution(Count found, Count added, const study::FlagsState& s) {
        if (!begin()) return;
        counts.solution(found, added, s);
        std::cout << "solution " << found << ": " << squaresOf(s.chessBoard) << '\n';
        std::cout << "        ";
        if (stage_ == Stage::mirror) {
            mirrored(added, s);
        } else if (found == 1) {
            std::cout << "solutionCount = 1; the first solution: "
                      << (stage_ == Stage::board ? "resultChessBoard = a copy of chessBoard"
                                                 : "queenPosition = " + oneBased(s.chessBoard))
                      << '\n';
        } else {
            std::cout << "solutionCount = " << s.solutionCount << '\n';
        }
    }
    void takenBack(int i, int j, const study::FlagsState& s) {
        if (!begin()) return;
        std::cout << "take back " << square(i, j) << ": ";
        if (stage_ == Stage::board) {
            std::cout << "chessBoard[" << i << "][" << j << "] = 0, updateFlag(" << i << ", " << j
                      << ", 0)\n";
        } else {
            std::cout << "updateFlag(" << i << ", " << j << ", 0); chessBoard[" << i << "] keeps "
                      << j << " (a later try overwrites it)\n";
        }
        flags(s);
    }
    void exhausted(int i, const study::FlagsState& s) {
        if (stage_ != Stage::mirror || i != 0) return backTo(i);
        if (!begin()) return;
        std::cout << "row 0: no square left below max = " << s.max0 << ", the search is over\n";
    }

private:
    // "columnFlag[2] and leftToRightFlag[3]": the flags that are set, in isValid's order.
    static std::string refusal(int i, int j, const study::FlagHits& hits, int size) {
        std::vector<std::string> set;
        if (hits.row) set.push_back("rowFlag[" + std::to_string(i) + "]");
        if (hits.column) set.push_back("columnFlag[" + std::to_string(j) + "]");
        if (hits.leftToRight)
            set.push_back("leftToRightFlag[" + std::to_string(i - j + size - 1) + "]");
        if (hits.rightToLeft) set.push_back("rightToLeftFlag[" + std::to_string(i + j) + "]");
        std::string s;
        for (std::size_t k = 0; k < set.size(); ++k) {
            s += (k == 0 ? "" : k + 1 == set.size() ? " and " : ", ") + set[k];
        }
        return s;
    }
    static std::string cells(const std::vector<char>& flag) {
        std::string s;
        for (std::size_t k = 0; k < flag.size(); ++k)
            s += (k ? " " : "") + std::string(1, flag[k] ? '1' : '0');
        return s;
    }
    // The arrays as backtrace keeps them, index 0 first (1 = set).
    void flags(const study::FlagsState& s) const {
        if (stage_ != Stage::board) {
            std::string board;
            for (std::size_t k = 0; k < s.chessBoard.size(); ++k) {
                board += (k ? " " : "") + std::to_string(s.chessBoard[k]);
            }
            std::cout << "        chessBoard       " << board << '\n';
        }
        std::cout << "        rowFlag          " << cells(s.rowFlag) << '\n'
                  << "        columnFlag       " << cells(s.columnFlag) << '\n'
                  << "        leftToRightFlag  " << cells(s.leftToRightFlag) << '\n'
                  << "        rightToLeftFlag  " << cells(s.rightToLeftFlag) << '\n';
    }
    // "(1,2) (2,4) (3,1) (4,3), 1-based"
    static std::string oneBased(const std::vector<int>& chessBoard) {
        std::string s;
        for (std::size_t r = 0; r < chessBoard.size(); ++r) {
            s += (r ? " " : "") + square(static_cast<int>(r) + 1, chessBoard[r] + 1);
        }
        return s + ", 1-based";
    }
    static void mirrored(Count added, const study::FlagsState& s) {
        std::cout << "topIndex = " << s.topIndex;
        if (added == 1) {
            std::cout << ", the middle column: solutionCount += 1, now " << s.solutionCount
                      << (s.size == 1 ? "; the board is its own mirror image\n"
                                      : "; its mirror image has its queen there too and is "
                                        "found by the search\n");
            return;
        }
        std::vector<int> mirror;
        for (int c : s.chessBoard) mirror.push_back(s.size - 1 - c);
        std::cout << ": solutionCount += 2, now " << s.solutionCount << "; its mirror image "
                  << squaresOf(mirror) << " is counted with it\n";
    }

    Stage stage_;
};

void backtrackingHeader(int n) {
    std::cout << "N-Queens trace, n = " << n
              << ", backtracking: num1 / process1 with record + isValid\n"
              << "Squares are (row,col), 0-based as in the sources: row 0 is the top row, col 0 "
                 "the left column.\n"
              << "record[i] is the column of the queen in row i. isValid(record, i, j) compares "
                 "(i,j) with the\n"
              << "queens of rows 0..i-1, top row first, and stops at the first clash: that is the "
                 "reason shown.\n"
              << "Each numbered line is one step.\n\n";
}

void bitmaskHeader(int n) {
    std::string digits(static_cast<std::size_t>(n), '1');
    std::cout << "N-Queens trace, n = " << n
              << ", bitmask: num2 / process2 with limit, colLimit, leftDiaLim, rightDiaLim\n"
              << "Squares are (row,col), 0-based as in the sources: row 0 is the top row, col 0 "
                 "the left column.\n"
              << "Binary values are " << n
              << " digits wide, highest bit first. Bit c stands for column c, so the\n"
              << "RIGHTMOST digit is column 0 (the left edge of the board) and the leftmost digit "
                 "is column "
              << n - 1 << ":\n"
              << "a value reads as its board row mirrored. The 'col' line names the column under "
                 "each digit"
              << (n > 10 ? " (A = 10, B = 11)" : "") << ".\n"
              << "(Sources 000 and 003 draw their examples the other way round, column 0 as the "
                 "leftmost digit. That\n"
              << "mirror image counts the same, but mostRightOne then tries the columns from right "
                 "to left.)\n"
              << "In a limit 1 = attacked; in pos 1 = free. limit = " << digits
              << ", pos = limit & ~(colLimit | leftDiaLim | rightDiaLim).\n"
              << "mostRightOne = pos & (~pos + 1) is the lowest 1 of pos: the free square furthest "
                 "left on the board.\n"
              << "leftDiaLim << 1 moves each bit to column + 1 (the next row's square down and to "
                 "the right);\n"
              << "rightDiaLim >> 1 (Java's >>>) moves it to column - 1 (down and to the left).\n"
              << "A '+' after a value: it also holds bits above column " << n - 1
              << ", pushed off the board by << 1; limit & clears them.\n"
              << "Each numbered line is one step.\n\n";
}

void setsHeader(int n) {
    std::cout << "N-Queens trace, n = " << n
              << ", sets: dfs with the hash sets columns, diagonals1, diagonals2\n"
              << "Squares are (row,col), 0-based as in the sources: row 0 is the top row, col 0 "
                 "the left column.\n"
              << "queens[row] is the column of the queen in that row. dfs(row) tries each col of "
                 "the row: the square\n"
              << "is refused when col is in columns, row - col in diagonals1 (the \"\\\" "
                 "diagonals) or row + col in\n"
              << "diagonals2 (the \"/\" ones), asked in that order: the first set that holds it "
                 "is the reason shown.\n"
              << "A queen put down inserts its three values, a queen taken back erases them. The "
                 "sets are hash sets;\n"
              << "their values are printed in increasing order. (Source 001's code names the "
                 "diagonal sets\n"
              << "diagonal1 and diagonal2.)\n"
              << "Each numbered line is one step.\n\n";
}

void flagsHeader(int n, Stage stage) {
    const char* what = stage == Stage::board   ? "board: backtrace on chessBoard[size][size] with"
                       : stage == Stage::array ? "array: backtrace on chessBoard[size] with"
                                               : "mirror: backtrace on chessBoard[size] with";
    std::cout << "N-Queens trace, n = " << n << ", " << what
              << " rowFlag, columnFlag, leftToRightFlag, rightToLeftFlag"
              << (stage == Stage::mirror ? ", topIndex" : "") << '\n'
              << "Squares are (row,col), 0-based as in the sources: row 0 is the top row, col 0 "
                 "the left column.\n"
              << (stage == Stage::board
                      ? "chessBoard[i][j] = 1 marks a queen; the board drawn is chessBoard.\n"
                      : "chessBoard[i] is the column of the queen in row i; a lifted queen's "
                        "value stays until the\nnext try overwrites it.\n")
              << "isValid(i, j) reads four flags: rowFlag[i], columnFlag[j], leftToRightFlag[i - "
                 "j + size - 1] (the\n"
              << "\"\\\" diagonals) and rightToLeftFlag[i + j] (the \"/\" ones). The square fits "
                 "when none is set;\n"
              << "else the flags that are set are the reason shown. updateFlag(i, j, 1) sets the "
                 "four,\n"
              << "updateFlag(i, j, 0) clears them. rowFlag[i] is never set when row i is tried "
                 "(one queen a row);\n"
              << "isValid reads it anyway, as in the source. The arrays are printed index 0 "
                 "first, 1 = set.\n";
    if (stage == Stage::mirror) {
        std::cout << "Row 0 tries only columns 0..max-1, max = (size + 1) / 2: the mirror image "
                     "of a solution (column\n"
                  << "c -> size - 1 - c) is a solution too, so each one found is counted twice, "
                     "except when topIndex,\n"
                  << "row 0's column, is the middle column of an odd board: that mirror image is "
                     "found by the search.\n";
    }
    std::cout << "Each numbered line is one step.\n\n";
}

// Runs the search; then the line that says the output was cut, or the printer's "done:" line.
template <class Printer, class Search>
void replay(const Printer& printer, Search& search, Count (Search::*run)(), Count maxSteps) {
    Count total = (search.*run)();
    if (printer.cut()) {
        std::cout << "stopped after " << maxSteps << (maxSteps == 1 ? " step" : " steps")
                  << "; use --max-steps K (make trace STEPS=K) to see more\n";
    } else {
        printer.done(total);
    }
}

int fail(const std::string& message) {
    std::cerr << "error: " << message << '\n';
    return 1;
}

struct Options {
    std::string approach = "backtracking";
    Count maxSteps = kDefaultMaxSteps;
    int n = 0;
};

// Fills opt from argv; returns an error message, or "" when the arguments are fine.
std::string parseArgs(int argc, char** argv, Options& opt, bool& help) {
    bool haveN = false;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i], value;
        bool takesValue = false;
        for (const char* name : {"--approach", "--max-steps"}) {
            std::string key = name;
            if (arg == key || arg.rfind(key + "=", 0) == 0) {
                takesValue = true;
                if (arg == key) {
                    if (i + 1 >= argc) return key + " needs a value (try --help)";
                    value = argv[++i];
                } else {
                    value = arg.substr(key.size() + 1);
                }
                arg = key;
            }
        }
        if (arg == "--help" || arg == "-h") {
            help = true;
            return "";
        } else if (takesValue && arg == "--approach") {
            bool known = false;
            for (const char* a : kApproaches) known = known || value == a;
            if (!known) {
                return "unknown approach '" + value +
                       "': use backtracking, bitmask, sets, board, array or mirror";
            }
            opt.approach = value;
        } else if (takesValue && arg == "--max-steps") {
            std::optional<long long> k = kit::parseInteger(value, 1, kMaxMaxSteps);
            if (!k) {
                return "--max-steps needs a whole number from 1 to " +
                       std::to_string(kMaxMaxSteps) + " (got '" + value + "')";
            }
            opt.maxSteps = static_cast<Count>(*k);
        } else if (arg.size() > 1 && arg[0] == '-' && !(arg[1] >= '0' && arg[1] <= '9')) {
            return "unknown option '" + arg + "' (try --help)";
        } else if (haveN) {
            return "unexpected extra argument '" + arg + "' (try --help)";
        } else {
            std::optional<long long> n = kit::parseInteger(arg, 1, kMaxN);
            if (!n) {
                return "N must be a whole number from 1 to " + std::to_string(kMaxN) + " (got '" +
                       arg + "')";
            }
            opt.n = static_cast<int>(*n);
            haveN = true;
        }
    }
    if (!help && !haveN) return "missing N, the board size (try --help)";
    return "";
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

    if (opt.approach == "backtracking") {
        backtrackingHeader(opt.n);
        BacktrackingPrinter printer(opt.maxSteps);
        study::Backtracking<BacktrackingPrinter> search(opt.n, printer);
        replay(printer, search, &decltype(search)::num1, opt.maxSteps);
    } else if (opt.approach == "bitmask") {
        bitmaskHeader(opt.n);
        BitmaskPrinter printer(opt.n, opt.maxSteps);
        study::Bitmask<BitmaskPrinter> search(opt.n, printer);
        replay(printer, search, &decltype(search)::num2, opt.maxSteps);
    } else if (opt.approach == "sets") {
        setsHeader(opt.n);
        SetsPrinter printer(opt.maxSteps);
        study::Sets<SetsPrinter> search(opt.n, printer);
        replay(printer, search, &decltype(search)::solveNQueens, opt.maxSteps);
    } else {
        Stage stage = opt.approach == "board"   ? Stage::board
                      : opt.approach == "array" ? Stage::array
                                                : Stage::mirror;
        flagsHeader(opt.n, stage);
        FlagsPrinter printer(stage, opt.maxSteps);
        study::Flags<FlagsPrinter> search(
            opt.n, stage == Stage::mirror ? study::FirstRow::leftHalf : study::FirstRow::all,
            printer);
        replay(printer, search, &decltype(search)::nQueens, opt.maxSteps);
    }
    return 0;
}
