// trace: prints the N-Queens search step by step, the way the source articles narrate n = 4.
//   trace [--approach backtracking|bitmask] [--max-steps K] N      (N from 1 to 12)
// backtracking: every square isValid looks at, why it is refused or that it fits, the board after
// each placement, every dead end and every step back. bitmask: for each row the limits, their OR
// and pos in binary, the bit mostRightOne picks, and the shifts handed to the next row.
// The search itself is study/engine.hpp; this file only prints its events.
// Time: O(n!) placements at most, O(n) per square with isValid, O(n^2) per board drawn; the output
// is capped at --max-steps lines of events. Space: O(n).
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "engine.hpp"
#include "number.hpp"

namespace {

using study::Count;
using study::Mask;
using study::parseNumber;

const int kMaxN = 12;
// The whole n = 6 search takes 1199 steps as backtracking and 606 as bitmask.
const Count kDefaultMaxSteps = 2000;
const Count kMaxMaxSteps = 1000000000;

const char* const kUsage =
    "usage: trace [--approach backtracking|bitmask] [--max-steps K] N\n"
    "Prints the N-Queens search for an N x N board (N from 1 to 12) step by step.\n"
    "  --approach backtracking  record + isValid (num1 / process1): every square tried, why it is\n"
    "                           refused, each placement with the board, dead ends and steps back\n"
    "                           (the default)\n"
    "  --approach bitmask       limit, colLimit, leftDiaLim, rightDiaLim (num2 / process2): the\n"
    "                           limits, pos and mostRightOne in binary for each row, and the "
    "shifts\n"
    "  --max-steps K            stop after K numbered steps (default 2000, enough for N = 6)\n"
    "  --help                   show this text\n";

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

    void tried(int row, int col, const study::Verdict& v, const std::vector<int>& record) {
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

template <class Printer>
void finish(const Printer& printer, Count maxSteps) {
    if (printer.cut()) {
        std::cout << "stopped after " << maxSteps << " steps; use --max-steps to see more\n";
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
            if (value != "backtracking" && value != "bitmask") {
                return "unknown approach '" + value + "': use backtracking or bitmask";
            }
            opt.approach = value;
        } else if (takesValue && arg == "--max-steps") {
            if (!parseNumber(value, 1, kMaxMaxSteps, opt.maxSteps)) {
                return "--max-steps needs a whole number from 1 to " +
                       std::to_string(kMaxMaxSteps) + " (got '" + value + "')";
            }
        } else if (arg.size() > 1 && arg[0] == '-' && !(arg[1] >= '0' && arg[1] <= '9')) {
            return "unknown option '" + arg + "' (try --help)";
        } else if (haveN) {
            return "unexpected extra argument '" + arg + "' (try --help)";
        } else {
            Count n = 0;
            if (!parseNumber(arg, 1, kMaxN, n)) {
                return "N must be a whole number from 1 to " + std::to_string(kMaxN) + " (got '" +
                       arg + "')";
            }
            opt.n = static_cast<int>(n);
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
        search.num1();
        finish(printer, opt.maxSteps);
        if (!printer.cut()) {
            const study::CountingSink& c = printer.counts;
            std::cout << "done: " << amount(c.solutions, "solution") << ", "
                      << amount(c.placements, "placement") << ", " << amount(c.squares, "square")
                      << " tried, " << amount(c.comparisons, "isValid comparison") << '\n';
        }
    } else {
        bitmaskHeader(opt.n);
        BitmaskPrinter printer(opt.n, opt.maxSteps);
        study::Bitmask<BitmaskPrinter> search(opt.n, printer);
        search.num2();
        finish(printer, opt.maxSteps);
        if (!printer.cut()) {
            const study::CountingSink& c = printer.counts;
            std::cout << "done: " << amount(c.solutions, "solution") << ", "
                      << amount(c.placements, "placement")
                      << "; only free squares are picked, so no refused square is looked at\n";
        }
    }
    return 0;
}
