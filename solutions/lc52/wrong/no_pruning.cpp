// expect: TLE on 09: time over
// from: solutions/lc52/backtracking.cpp
// LeetCode 52, N-Queens II: count the boards.
// Approach: one queen per row; record[i] = column of row i's queen; isValid(record, i, j) scans
// rows 0..i-1 for the same column or the same diagonal (|record[k] - j| == |i - k|).
// Time: O(n^2 * n!): at most e*n! placements, each trying n columns with an O(n) isValid
//   (the sources' O(N*N) is wrong, and O(N^N) far too loose).
// Space: O(n).
// The int that LeetCode asks for holds every count up to n = 18 (666,090,624); n = 19 has
// 4,968,057,848. Fix: the count is a long long, and one that does not fit in int throws instead
// of wrapping around.
#include <climits>
#include <cstdlib>
#include <stdexcept>
#include <vector>
using namespace std;

class Solution {
public:
    int totalNQueens(int n) {
        long long total = num1(n);
        if (total > INT_MAX)
            throw overflow_error("totalNQueens: the count does not fit in int (n >= 19)");
        return (int)total;
    }

private:
    static long long num1(int n) {
        if (n < 1) return 0;
        vector<int> record(n);
        return process1(0, record, n);
    }

    // Rows 0..i-1 hold queens already; count the ways to finish rows i..n-1.
    static long long process1(int i, vector<int>& record, int n) {
        long long res = 0;
        if (i == n) {  // the mistake: all n^n boards are built, and checked only when full
            for (int k = 0; k < n && res == 0; ++k) res += !isValid(record, k, record[k]);
            return res == 0;
        }
        for (int j = 0; j < n; ++j) {
            record[i] = j;  // overwritten by the next try: nothing to undo
            res += process1(i + 1, record, n);
        }
        return res;
    }

    // Can row i take a queen in column j, given the queens of rows 0..i-1?
    static bool isValid(const vector<int>& record, int i, int j) {
        for (int k = 0; k < i; ++k)
            if (record[k] == j || abs(record[k] - j) == abs(i - k)) return false;
        return true;
    }
};
