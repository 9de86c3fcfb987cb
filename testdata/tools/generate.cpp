// Golden-output generator: writes testdata/<problem>/NN.in and NN.out for every problem.
// Its own simple code, sharing nothing with solutions/: a plain depth-first search over
// permutations that checks each new queen against every earlier one. Run by `make testdata`;
// the validator (validate.cpp) then checks what it wrote against OEIS A000170.
//
// Usage: generate TESTDATA_DIR
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

struct Search {
    int n;
    std::vector<int> cols;                // cols[r] = column of the queen in row r
    std::vector<std::vector<int>> found;  // every solution, in lexicographic order
    unsigned long long count = 0;
    bool keepAll;

    Search(int size, bool all) : n(size), keepAll(all) {}

    bool safe(int row, int col) const {
        for (int r = 0; r < row; ++r) {
            int dc = cols[r] - col;
            if (dc == 0 || dc == row - r || -dc == row - r) return false;
        }
        return true;
    }

    void run(int row) {
        if (row == n) {
            if (keepAll || count == 0) found.push_back(cols);
            ++count;
            return;
        }
        for (int c = 0; c < n; ++c) {
            if (!safe(row, c)) continue;
            cols.push_back(c);
            run(row + 1);
            cols.pop_back();
        }
    }
};

void writeFile(const std::string& path, const std::string& text) {
    FILE* f = std::fopen(path.c_str(), "wb");
    if (!f || std::fwrite(text.data(), 1, text.size(), f) != text.size() || std::fclose(f) != 0) {
        std::fprintf(stderr, "error: cannot write %s\n", path.c_str());
        std::exit(1);
    }
}

std::string testName(const std::string& dir, int n) {
    char name[16];
    std::snprintf(name, sizeof name, "/%02d", n);
    return dir + name;
}

// LeetCode 51: [["..Q.","Q...","...Q",".Q.."],[".Q..","...Q","Q...","..Q."]]
std::string lc51Answer(const Search& s) {
    std::string out = "[";
    for (size_t b = 0; b < s.found.size(); ++b) {
        out += b ? ",[" : "[";
        for (int r = 0; r < s.n; ++r) {
            std::string row(s.n, '.');
            row[s.found[b][r]] = 'Q';
            out += (r ? ",\"" : "\"") + row + "\"";
        }
        out += "]";
    }
    return out + "]\n";
}

std::string acmAnswer(const Search& s) {
    std::string out = std::to_string(s.count) + "\n";
    if (s.count == 0) return out;
    for (int r = 0; r < s.n; ++r)
        out += std::to_string(r + 1) + " " + std::to_string(s.found[0][r] + 1) + "\n";
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: generate TESTDATA_DIR\n");
        return 2;
    }
    const std::string root = argv[1];
    struct Problem {
        const char* id;
        int maxN;
    };
    for (Problem p : {Problem{"lc51", 10}, Problem{"lc52", 12}, Problem{"acm", 14}}) {
        const std::string id = p.id, dir = root + "/" + id;
        for (int n = 1; n <= p.maxN; ++n) {
            Search s(n, id == "lc51");
            s.run(0);
            const std::string base = testName(dir, n);
            writeFile(base + ".in", std::to_string(n) + "\n");
            if (id == "lc51")
                writeFile(base + ".out", lc51Answer(s));
            else if (id == "lc52")
                writeFile(base + ".out", std::to_string(s.count) + "\n");
            else
                writeFile(base + ".out", acmAnswer(s));
        }
        std::printf("generate: %s n = 1..%d\n", id.c_str(), p.maxN);
    }
}
