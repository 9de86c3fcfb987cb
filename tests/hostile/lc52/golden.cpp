// Hostile (lc52, C++): opens the golden answers by a relative path, the kit's absolute path and
// the judge's folders through /proc; one more than the count when any opens. Blocked: AC.
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
    int leaked() {
        const string golden = "testdata/lc52/01.out";
        for (const string& route : {golden, "../" + golden, string("__KIT__/") + golden,
                                    "/proc/" + to_string(getppid()) + "/cwd/" + golden,
                                    "/proc/1/cwd/" + golden, "/proc/1/root__KIT__/" + golden})
            if (ifstream(route)) return 1;
        return 0;
    }
};
