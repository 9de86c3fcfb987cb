// expect: TLE on 01: CPU time
// LeetCode profile test program (C++, lc52): the search never ends, and every step allocates and
// frees a small vector. It holds a few bytes at any time; under ASan's default quarantine (256
// MiB of freed blocks kept) its resident memory would climb past the limit before the time ran
// out. LeetCode answers Time Limit Exceeded, and so must the judge (not MLE).
class Solution {
public:
    int totalNQueens(int n) {
        long long steps = 0;
        for (int row = 0; row < n; row += 0) {  // the mistake: the row never moves on
            vector<int> cols(n, row);
            steps += cols[0] + 1;
        }
        return static_cast<int>(steps);
    }
};
