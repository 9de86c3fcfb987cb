// nodes: how many placements each approach makes for n = 4..14, next to n!, n^n and n^2.
//   nodes [--from A] [--to B] [--acm LABEL=PROGRAM]... [--markdown FILE]      (1 <= A <= B <= 15)
// backtracking (record + isValid) and bitmask are counted by study/searches.hpp, the searches
// behind trace. Each --acm PROGRAM is an acm solution built with -DNQ_PLACEMENTS: it reads n on
// stdin, prints the number of solutions on stdout and `placements: N` on stderr; that number is
// checked against the searches'. n stops at 15: 16^16 = 2^64 no longer fits the n^n column's 64 bits.
// study/nodes.sh builds everything and runs this.
// Time: the searches themselves, O(n!) placements at most for each n. Space: O(n).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "common/file.hpp"
#include "common/number.hpp"
#include "searches.hpp"

namespace {

using study::Count;

// The largest n whose columns all fit in 64 bits (n^n is the first to overflow, at n = 16).
const int kMaxN = 15;

struct Program {
    std::string label, path;
    std::vector<Count> placements;  // by n - from
};

struct Row {
    int n = 0;
    Count solutions = 0;
    study::CountingSink backtracking, bitmask;
};

// Runs `program` on input n and reads `placements: N` from stderr and the count from stdout.
bool runAcm(const std::string& path, int n, Count& placements, Count& count, std::string& err) {
    std::string cmd = "printf '%s\\n' " + std::to_string(n) + " | '" + path + "' 2>&1";
    FILE* pipe = popen(cmd.c_str(), "r");
    if (!pipe) {
        err = "cannot run " + path;
        return false;
    }
    std::string text;
    char buf[4096];
    for (std::size_t got; (got = std::fread(buf, 1, sizeof buf, pipe)) > 0;) text.append(buf, got);
    int status = pclose(pipe);
    bool havePlacements = false, haveCount = false;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        std::istringstream in(line);
        std::string word;
        if (line.rfind("placements: ", 0) == 0) {
            in >> word >> placements;
            havePlacements = !in.fail();
        } else if (!haveCount && (in >> count) && (in >> word).fail()) {
            haveCount = true;  // the first line that is one number: the count
        }
    }
    if (status != 0 || !havePlacements || !haveCount) {
        err =
            path + " on n = " + std::to_string(n) +
            (havePlacements ? " gave no count"
                            : " printed no 'placements: N' line (built without -DNQ_PLACEMENTS?)");
        if (status != 0)
            err = path + " on n = " + std::to_string(n) + " exited with status " +
                  std::to_string(status);
        return false;
    }
    return true;
}

std::string grouped(Count v) {
    std::string s = std::to_string(v), out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (i && (s.size() - i) % 3 == 0) out += ',';
        out += s[i];
    }
    return out;
}

std::string fixed(double v, int digits) {
    std::ostringstream os;
    os << std::fixed << std::setprecision(digits) << v;
    return os.str();
}

Count factorial(int n) {
    Count f = 1;
    for (int i = 2; i <= n; ++i) f *= static_cast<Count>(i);
    return f;
}

Count power(int base, int exp) {
    Count p = 1;
    for (int i = 0; i < exp; ++i) p *= static_cast<Count>(base);
    return p;
}

// A table kept as cells, printed either aligned for the terminal or as markdown.
struct Table {
    std::vector<std::string> head;
    std::vector<std::vector<std::string>> rows;

    void text(std::ostream& os) const {
        std::vector<std::size_t> width(head.size());
        for (std::size_t c = 0; c < head.size(); ++c) {
            width[c] = head[c].size();
            for (const auto& r : rows) width[c] = std::max(width[c], r[c].size());
        }
        auto line = [&](const std::vector<std::string>& cells) {
            std::string s;
            for (std::size_t c = 0; c < cells.size(); ++c) {
                s += (c ? "  " : "") + std::string(width[c] - cells[c].size(), ' ') + cells[c];
            }
            os << s << '\n';
        };
        line(head);
        for (const auto& r : rows) line(r);
    }
    void markdown(std::ostream& os) const {
        auto line = [&](const std::vector<std::string>& cells) {
            for (const auto& c : cells) os << "| " << c << ' ';
            os << "|\n";
        };
        line(head);
        for (std::size_t c = 0; c < head.size(); ++c) os << (c ? "|---:" : "|--:");
        os << "|\n";
        for (const auto& r : rows) line(r);
    }
};

// "27,358,552 (x5.8)": the placements and the growth factor from n - 1.
std::string withGrowth(Count v, Count previous) {
    std::string s = grouped(v);
    if (previous != 0)
        s += " (x" + fixed(static_cast<double>(v) / static_cast<double>(previous), 2) + ")";
    return s;
}

Table placementTable(const std::vector<Row>& rows, const std::vector<Program>& programs) {
    Table t;
    t.head = {"n", "solutions", "backtracking", "bitmask"};
    for (const auto& p : programs) t.head.push_back(p.label);
    t.head.insert(t.head.end(), {"n!", "n^n", "n^2"});
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const Row& r = rows[i];
        std::vector<std::string> cells = {std::to_string(r.n), grouped(r.solutions)};
        cells.push_back(
            withGrowth(r.backtracking.placements, i ? rows[i - 1].backtracking.placements : 0));
        cells.push_back(withGrowth(r.bitmask.placements, i ? rows[i - 1].bitmask.placements : 0));
        for (const auto& p : programs) {
            cells.push_back(withGrowth(p.placements[i], i ? p.placements[i - 1] : 0));
        }
        cells.push_back(withGrowth(factorial(r.n), i ? factorial(rows[i - 1].n) : 0));
        cells.push_back(grouped(power(r.n, r.n)));
        cells.push_back(grouped(power(r.n, 2)));
        t.rows.push_back(cells);
    }
    return t;
}

Table squareTable(const std::vector<Row>& rows) {
    Table t;
    t.head = {"n",
              "squares tried",
              "isValid comparisons",
              "comparisons per square",
              "squares tried per placement",
              "bitmask squares examined"};
    for (const Row& r : rows) {
        const auto& b = r.backtracking;
        t.rows.push_back(
            {std::to_string(r.n), grouped(b.squares), grouped(b.comparisons),
             fixed(static_cast<double>(b.comparisons) / static_cast<double>(b.squares), 2),
             fixed(static_cast<double>(b.squares) / static_cast<double>(b.placements), 2),
             grouped(r.bitmask.squares)});
    }
    return t;
}

const char* const kPlacementNote =
    "Placements = queens put on a square (every node of the search tree but the root). In "
    "brackets: "
    "the growth factor from n - 1 to n. backtracking and bitmask are counted by "
    "study/searches.hpp; the other columns are the acm programs built with -DNQ_PLACEMENTS.";
const char* const kSquareNote =
    "Backtracking with record + isValid: squares tried = isValid calls (n per row reached); each "
    "call "
    "looks at up to i earlier queens. The flag arrays of acm stage 1 and 2 try the same squares "
    "with "
    "an O(1) test. The bitmask only ever picks free squares: squares examined = placements.";

// Breaks a paragraph into lines of at most `width` characters, at spaces.
std::string wrapped(const std::string& text, std::size_t width = 100) {
    std::istringstream words(text);
    std::string out, line;
    for (std::string w; words >> w;) {
        if (!line.empty() && line.size() + 1 + w.size() > width) {
            out += line + '\n';
            line.clear();
        }
        line += (line.empty() ? "" : " ") + w;
    }
    return out + line;
}

int usage(const std::string& message) {
    std::cerr << "error: " << message << '\n';
    return 1;
}

}  // namespace

int main(int argc, char** argv) {
    int from = 4, to = 14;
    std::vector<Program> programs;
    std::string markdownPath;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (i + 1 >= argc) return usage("option " + arg + " needs a value or is unknown");
        std::string value = argv[++i];
        if (arg == "--from" || arg == "--to") {
            std::optional<long long> v = kit::parseInteger(value, 1, kMaxN);
            if (!v) {
                return usage(arg + " needs a whole number from 1 to " + std::to_string(kMaxN) +
                             " (n^n overflows 64 bits from n = 16), not '" + value + "'");
            }
            (arg == "--from" ? from : to) = static_cast<int>(*v);
        } else if (arg == "--acm") {
            std::size_t eq = value.find('=');
            if (eq == std::string::npos || eq == 0 || eq + 1 == value.size())
                return usage("--acm takes LABEL=PROGRAM, not '" + value + "'");
            programs.push_back({value.substr(0, eq), value.substr(eq + 1), {}});
        } else if (arg == "--markdown") {
            markdownPath = value;
        } else {
            return usage("unknown option " + arg);
        }
    }
    if (from > to) return usage("--from is above --to");

    std::vector<Row> rows;
    for (int n = from; n <= to; ++n) {
        Row r;
        r.n = n;
        study::Backtracking<study::CountingSink> bt(n, r.backtracking);
        r.solutions = bt.num1();
        study::Bitmask<study::CountingSink> bm(n, r.bitmask);
        if (bm.num2() != r.solutions)
            return usage("the two searches disagree at n = " + std::to_string(n));
        for (auto& p : programs) {
            Count placements = 0, count = 0;
            std::string err;
            if (!runAcm(p.path, n, placements, count, err)) return usage(err);
            if (count != r.solutions) {
                return usage(p.path + " counts " + std::to_string(count) + " at n = " +
                             std::to_string(n) + ", the searches " + std::to_string(r.solutions));
            }
            p.placements.push_back(placements);
        }
        rows.push_back(r);
        std::cerr << "n = " << n << " done\n";
    }

    Table placements = placementTable(rows, programs), squares = squareTable(rows);
    std::cout << "Placements by approach\n";
    placements.text(std::cout);
    std::cout << kPlacementNote << '\n';
    std::cout << "\nSquares examined by backtracking and the bitmask\n";
    squares.text(std::cout);
    std::cout << kSquareNote << '\n';

    if (!markdownPath.empty()) {
        std::ostringstream md;
        md << "**Placements by approach**\n\n";
        placements.markdown(md);
        md << '\n' << wrapped(kPlacementNote) << '\n';
        md << "\n**Squares examined by backtracking and the bitmask**\n\n";
        squares.markdown(md);
        md << '\n' << wrapped(kSquareNote) << '\n';
        if (!kit::writeFile(markdownPath, md.str())) return usage("cannot write " + markdownPath);
        std::cout << "\nmarkdown: " << markdownPath << '\n';
    }
    return 0;
}
