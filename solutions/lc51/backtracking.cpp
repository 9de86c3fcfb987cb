// LeetCode 51, N-Queens: return every board.
// Approach: one queen per row; record[i] = column of row i's queen; isValid(record, i, j) scans
// rows 0..i-1 for the same column or the same diagonal (|record[k] - j| == |i - k|).
// Time: O(n^2 * n! + S * n^2): at most e*n! placements, each trying n columns with an
//   O(n) isValid; O(n^2) to build each of the S boards returned.
// Space: O(n) for the search, plus the boards returned.
// Fix: the source's adaptation has no return after a full board; it then runs the column loop
//   with i == n, which finds nothing (every column is taken) but costs O(n^2) per board.
#include <cstdlib>
#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        vector<vector<string>> res;
        if (n < 1) return res;
        vector<int> record(n);
        process1(0, record, n, res);
        return res;
    }

private:
    // Rows 0..i-1 hold queens already; try every column of row i.
    static void process1(int i, vector<int>& record, int n, vector<vector<string>>& res) {
        if (i == n) {
            res.push_back(assemblePos(record));
            return;  // fix: the source falls through into the loop below
        }
        for (int j = 0; j < n; ++j) {
            if (isValid(record, i, j)) {
                record[i] = j;  // overwritten by the next try: nothing to undo
                process1(i + 1, record, n, res);
            }
        }
    }

    // Can row i take a queen in column j, given the queens of rows 0..i-1?
    static bool isValid(const vector<int>& record, int i, int j) {
        for (int k = 0; k < i; ++k)
            if (record[k] == j || abs(record[k] - j) == abs(i - k)) return false;
        return true;
    }

    static vector<string> assemblePos(const vector<int>& record) {
        int n = (int)record.size();
        vector<string> board(n, string(n, '.'));
        for (int i = 0; i < n; ++i) board[i][record[i]] = 'Q';
        return board;
    }
};
