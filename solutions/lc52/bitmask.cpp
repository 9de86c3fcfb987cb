// LeetCode 52, N-Queens II: count the boards.
// Approach: row by row with bitmasks: colLimit, leftDiaLim, rightDiaLim have a 1 on each square
// of the current row that a queen above attacks; limit has the n lowest bits set. Going one row
// down, leftDiaLim shifts left and rightDiaLim shifts right.
// Time: O(n!): every loop turn places a queen, and there are at most e*n! placements (the
//   sources' O(N*N) is wrong, and O(N^N) far too loose).
// Space: O(n) (the recursion).
// The int that LeetCode asks for holds every count up to n = 18 (666,090,624); n = 19 has
// 4,968,057,848. Fix: the source's 32-bit masks answer 0 for n > 32; here the masks are 64-bit and
// n > 64 throws; the count is a long long, and one that does not fit in int throws instead of
// wrapping around.
#include <climits>
#include <stdexcept>
using namespace std;

class Solution {
public:
    int totalNQueens(int n) {
        long long total = num2(n);
        if (total > INT_MAX)
            throw overflow_error("totalNQueens: the count does not fit in int (n >= 19)");
        return (int)total;
    }

private:
    using Mask = unsigned long long;

    static long long num2(int n) {
        if (n < 1) return 0;
        if (n > 64) throw domain_error("totalNQueens: the bitmasks hold at most 64 columns");
        Mask limit = n == 64 ? ~0ULL : (1ULL << n) - 1;
        return process2(limit, 0, 0, 0);
    }

    static long long process2(Mask limit, Mask colLimit, Mask leftDiaLim, Mask rightDiaLim) {
        if (colLimit == limit) return 1;                            // every column holds a queen
        Mask pos = limit & ~(colLimit | leftDiaLim | rightDiaLim);  // 1 = free square
        long long res = 0;
        while (pos != 0) {
            Mask mostRightOne = pos & (~pos + 1);
            pos -= mostRightOne;
            res += process2(limit, colLimit | mostRightOne, (leftDiaLim | mostRightOne) << 1,
                            (rightDiaLim | mostRightOne) >> 1);
        }
        return res;
    }
};
