// Language test program (C++, lc52): a debug print left in; LeetCode shows it under "Stdout"
// and accepts the answer. Expected: AC.
class Solution {
public:
    int totalNQueens(int n) {
        cout << "debug: n=" << n << endl;
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
