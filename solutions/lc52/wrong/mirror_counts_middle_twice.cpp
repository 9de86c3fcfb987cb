// expect: WA on 01: expected 1, found 2
// Deliberate mistake: the source's stage 3 symmetry without its special case. It starts the first
// queen in the left half of the first row, middle column included for odd n, and counts every
// placement twice (once for its mirror image). A placement whose first queen is in the middle
// column has its mirror in the same half, so it must be counted once: n = 1 gives 2, n = 5 gives 12.
// The judge shows: expected 1, found 2 (test 01).
#include <cstdlib>
#include <vector>
using namespace std;

class Solution {
public:
    int totalNQueens(int n) {
        vector<int> record(n);  // record[row] = column of its queen
        int total = 0;
        for (int j = 0; j <= (n - 1) / 2; ++j) {
            record[0] = j;
            total += 2 * process1(1, record, n);  // the mistake: once only when j is the middle column
        }
        return total;
    }

private:
    // Does (i, j) share a column or a diagonal with the queens of rows 0 .. i - 1?
    bool isValid(const vector<int>& record, int i, int j) {
        for (int k = 0; k < i; ++k)
            if (record[k] == j || abs(record[k] - j) == i - k) return false;
        return true;
    }

    int process1(int i, vector<int>& record, int n) {
        if (i == n) return 1;
        int res = 0;
        for (int j = 0; j < n; ++j)
            if (isValid(record, i, j)) {
                record[i] = j;
                res += process1(i + 1, record, n);
            }
        return res;
    }
};
