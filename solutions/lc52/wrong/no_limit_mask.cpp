// expect: TLE on 01: CPU time
// Deliberate mistake: the bitmask count without `limit &` in front of the free squares. Then the
// bits above the n columns count as free too, so queens go off the board; a branch with an
// off-board queen never reaches colLimit == limit and keeps placing queens on a 32-wide board:
// a search of astronomical size even for n = 1.
// The judge shows: TLE (test 01).

class Solution {
public:
    int totalNQueens(int n) {
        if (n < 1 || n > 31) return 0;
        unsigned limit = (1u << n) - 1;  // the n lowest bits: the columns of the board
        return process2(limit, 0, 0, 0);
    }

private:
    int process2(unsigned limit, unsigned colLimit, unsigned leftDiaLim, unsigned rightDiaLim) {
        if (colLimit == limit) return 1;
        unsigned pos = ~(colLimit | leftDiaLim | rightDiaLim);  // the mistake: limit & ~(...)
        int res = 0;
        while (pos != 0) {
            unsigned mostRightOne = pos & (~pos + 1);
            pos -= mostRightOne;
            res += process2(limit, colLimit | mostRightOne, (leftDiaLim | mostRightOne) << 1,
                            (rightDiaLim | mostRightOne) >> 1);
        }
        return res;
    }
};
