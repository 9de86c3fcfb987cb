// Hostile (lc52, C++): leaves a file in /tmp (nq-hostile-__TOKEN__-cpp). It cannot tell whose /tmp
// it wrote, so it answers right either way; tests/hostile.sh checks that the host's /tmp has no
// such file afterwards.
class Solution {
public:
    int totalNQueens(int n) {
        ofstream("/tmp/nq-hostile-__TOKEN__-cpp") << "left behind\n";
        return count(n, 0, 0, 0);
    }

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
};
