// Golden-file validator: checks every testdata/<problem>/NN.in / NN.out pair on its own terms,
// never by running a solution. For each pair:
//   - the .in is one line holding n in [1, 20] (written as kit::parseInteger reads it), and the
//     file name NN is n;
//   - lc52: the .out is one integer equal to OEIS A000170(n);
//   - lc51: the .out is a list of boards in LeetCode's format, each a legal board of n queens,
//     none repeated, as many as A000170(n) (legal + distinct + that many = every solution);
//   - acm: the first line is A000170(n); then n lines "r c" of a legal board, and no
//     lexicographically smaller legal board exists.
// Prints one line per failure and ends with "validate: N passed, M failed". Exit 1 on any failure.
//
// Usage: validate TESTDATA_DIR
#include "a000170.hpp"

#include "common/file.hpp"
#include "common/number.hpp"

#include <dirent.h>
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

using Board = std::vector<int>;  // board[r] = 0-based column of row r's queen

// True when every row holds a queen in [0, n) and no two queens share a column or a diagonal.
bool legal(const Board& p, int n) {
    if (int(p.size()) != n) return false;
    for (int a = 0; a < n; ++a) {
        if (p[a] < 0 || p[a] >= n) return false;
        for (int b = 0; b < a; ++b)
            if (p[a] == p[b] || std::abs(p[a] - p[b]) == a - b) return false;
    }
    return true;
}

// Can row `row` take a queen in column c, given the queens of q's rows [0, row)?
bool fits(const Board& q, int row, int c) {
    for (int r = 0; r < row; ++r)
        if (q[r] == c || std::abs(q[r] - c) == row - r) return false;
    return true;
}

// Can rows [row, n) of q be filled legally, given the legal rows [0, row)?
bool completes(Board& q, int row, int n) {
    if (row == n) return true;
    for (int c = 0; c < n; ++c) {
        q[row] = c;
        if (fits(q, row, c) && completes(q, row + 1, n)) return true;
    }
    return false;
}

// Is there a legal board that agrees with `p` on rows [0, row) and is smaller than it after?
// Tries, row by row, every column below p[row] (keeping the prefix legal) and completes it.
bool smallerExists(const Board& p, int n) {
    for (int row = 0; row < n; ++row)
        for (int c = 0; c < p[row]; ++c) {
            Board q(p.begin(), p.begin() + row);
            q.resize(n);
            q[row] = c;
            if (fits(q, row, c) && completes(q, row + 1, n)) return true;
        }
    return false;
}

// Parses [["..Q.", ...], ...] into boards; returns an error text, empty on success.
std::string parseBoards(const std::string& s, int n, std::vector<Board>& boards) {
    size_t i = 0;
    auto skip = [&] {
        while (i < s.size() && std::isspace((unsigned char)s[i])) ++i;
    };
    auto eat = [&](char c) {
        skip();
        if (i < s.size() && s[i] == c) {
            ++i;
            return true;
        }
        return false;
    };
    auto where = [&] { return "at char " + std::to_string(i); };
    if (!eat('[')) return "expected '[' " + where();
    if (eat(']')) {
        skip();
        return i == s.size() ? "" : "text after the list " + where();
    }
    do {
        if (!eat('[')) return "expected '[' " + where();
        Board p;
        do {
            if (!eat('"')) return "expected '\"' " + where();
            size_t end = s.find('"', i);
            if (end == std::string::npos) return "unterminated string " + where();
            std::string row = s.substr(i, end - i);
            i = end + 1;
            if (int(row.size()) != n || std::count(row.begin(), row.end(), 'Q') != 1 ||
                row.find_first_not_of("Q.") != std::string::npos)
                return "row \"" + row + "\" is not n characters with one Q " + where();
            p.push_back(int(row.find('Q')));
        } while (eat(','));
        if (!eat(']')) return "expected ']' " + where();
        boards.push_back(p);
    } while (eat(','));
    if (!eat(']')) return "expected ']' " + where();
    skip();
    return i == s.size() ? "" : "text after the list " + where();
}

std::string checkLc51(const std::string& out, int n) {
    std::vector<Board> boards;
    std::string err = parseBoards(out, n, boards);
    if (!err.empty()) return err;
    std::set<Board> distinct;
    for (const Board& p : boards) {
        if (!legal(p, n))
            return "board " + std::to_string(distinct.size() + 1) + " is not a legal board";
        if (!distinct.insert(p).second) return "a board repeats";
    }
    if (boards.size() != kA000170[n])
        return "expected " + std::to_string(kA000170[n]) + " boards, found " +
               std::to_string(boards.size());
    return "";
}

std::string checkLc52(const std::string& out, int n) {
    std::istringstream in(out);
    unsigned long long v;
    std::string extra;
    if (!(in >> v) || (in >> extra)) return "not one integer";
    if (v != kA000170[n])
        return "expected " + std::to_string(kA000170[n]) + ", found " + std::to_string(v);
    return "";
}

std::string checkAcm(const std::string& out, int n) {
    std::istringstream in(out);
    unsigned long long count;
    if (!(in >> count)) return "first line is not a count";
    if (count != kA000170[n])
        return "count: expected " + std::to_string(kA000170[n]) + ", found " +
               std::to_string(count);
    Board p;
    for (int r = 1, row, col; count > 0 && r <= n; ++r) {
        if (!(in >> row >> col)) return "line " + std::to_string(r + 1) + ": expected \"row col\"";
        if (row != r) return "line " + std::to_string(r + 1) + ": rows must run 1..n in order";
        p.push_back(col - 1);
    }
    std::string extra;
    if (in >> extra) return "text after the solution";
    if (count == 0) return "";
    if (!legal(p, n)) return "the solution is not a legal board";
    if (smallerExists(p, n)) return "a lexicographically smaller solution exists";
    return "";
}

std::vector<std::string> inputs(const std::string& dir) {
    std::vector<std::string> names;
    if (DIR* d = opendir(dir.c_str())) {
        while (dirent* e = readdir(d)) {
            std::string name = e->d_name;
            if (name.size() > 3 && name.compare(name.size() - 3, 3, ".in") == 0)
                names.push_back(name.substr(0, name.size() - 3));
        }
        closedir(d);
    }
    std::sort(names.begin(), names.end());
    return names;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: validate TESTDATA_DIR\n");
        return 2;
    }
    int passed = 0, failed = 0;
    for (std::string id : {"lc51", "lc52", "acm"}) {
        const std::string dir = std::string(argv[1]) + "/" + id;
        std::vector<std::string> names = inputs(dir);
        if (names.empty()) {
            std::printf("FAIL %s: no tests\n", dir.c_str());
            ++failed;
        }
        for (const std::string& name : names) {
            const std::optional<std::string> in = kit::readFile(dir + "/" + name + ".in");
            const std::optional<std::string> read = kit::readFile(dir + "/" + name + ".out");
            const bool okOut = read.has_value();
            const std::string out = read.value_or("");
            // The .in is one line holding n, written the kit's one way (kit::parseInteger).
            const std::string line =
                in && !in->empty() && in->back() == '\n' ? in->substr(0, in->size() - 1) : "";
            const std::optional<long long> parsed = kit::parseInteger(line, 1, kA000170MaxN);
            const int n = parsed ? static_cast<int>(*parsed) : 0;
            std::string err;
            if (!parsed)
                err = ".in does not hold one line with n in [1, 20]";
            else if (std::to_string(100 + n).substr(1) != name)
                err = "the file name is not n as two digits";
            else if (!okOut)
                err = "no .out";
            else if (id == "lc51")
                err = checkLc51(out, n);
            else if (id == "lc52")
                err = checkLc52(out, n);
            else
                err = checkAcm(out, n);
            if (err.empty())
                ++passed;
            else {
                ++failed;
                std::printf("FAIL %s/%s: %s\n", dir.c_str(), name.c_str(), err.c_str());
            }
        }
    }
    std::printf("validate: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
