// Hostile (lc52, C++): reads /etc/passwd (the host's has a root line) and the judge's environment
// (NQ_HOSTILE_SECRET, set by tests/hostile.sh: its own, or pid 1's or its parent's through /proc);
// one more than the count when any is there. Blocked: AC.
class Solution {
public:
    int totalNQueens(int n) { return count(n, 0, 0, 0) + leaked(); }

private:
    int count(int n, unsigned columns, unsigned left, unsigned right) {
        const unsigned all = (1u << n) - 1;
        if (columns == all) return 1;
        int total = 0;
        for (unsigned free = all & ~(columns | left | right); free; free &= free - 1) {
            unsigned bit = free & -free;
            total += count(n, columns | bit, (left | bit) << 1, (right | bit) >> 1);
        }
        return total;
    }
    static bool holds(const string& path, const string& word) {
        ifstream in(path, ios::binary);
        string text((istreambuf_iterator<char>(in)), istreambuf_iterator<char>());
        return text.find(word) != string::npos;
    }
    int leaked() {
        const string parent = "/proc/" + to_string(getppid()) + "/environ";
        return holds("/etc/passwd", "root:") || getenv("NQ_HOSTILE_SECRET") != nullptr ||
               holds("/proc/1/environ", "NQ_HOSTILE_SECRET") || holds(parent, "NQ_HOSTILE_SECRET");
    }
};
