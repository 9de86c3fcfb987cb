// expect: WA on 10: expected 724, found 0
// LeetCode profile test program (C++, lc52): the answers of LeetCode's range, 1 <= n <= 9, from a
// table, and 0 beyond it. LeetCode accepts it (its tests stay within its constraints); the kit's
// tests go on to n = 12, marked beyond LeetCode's constraints, where it is wrong from n = 10.
class Solution {
public:
    int totalNQueens(int n) {
        static const int known[] = {1, 0, 0, 2, 10, 4, 40, 92, 352};
        return n >= 1 && n <= 9 ? known[n - 1] : 0;
    }
};
