// expect: WA on 01: repeats board 1
// Deliberate mistake: halves the search with the mirror symmetry of the first row, but gets the
// middle column wrong. It starts the first queen in columns 0 .. (n - 1) / 2 and adds every board
// found together with its mirror image; for odd n a board whose first queen is in the middle
// column has its mirror in the searched half too, so both are added twice.
// The judge shows: board 2 repeats board 1: ["Q"] (test 01).
#include <cstdlib>
#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    vector<vector<string>> solveNQueens(int n) {
        vector<vector<string>> boards;
        vector<int> record(n);  // record[row] = column of its queen
        for (int j = 0; j <= (n - 1) / 2; ++j) {  // the mistake: the middle column needs no mirror
            record[0] = j;
            process1(1, record, n, boards);
        }
        return boards;
    }

private:
    // Does (i, j) share a column or a diagonal with the queens of rows 0 .. i - 1?
    bool isValid(const vector<int>& record, int i, int j) {
        for (int k = 0; k < i; ++k)
            if (record[k] == j || abs(record[k] - j) == i - k) return false;
        return true;
    }

    void process1(int i, vector<int>& record, int n, vector<vector<string>>& boards) {
        if (i == n) {
            boards.push_back(board(record, false));
            boards.push_back(board(record, true));  // the mirror image
            return;
        }
        for (int j = 0; j < n; ++j)
            if (isValid(record, i, j)) {
                record[i] = j;
                process1(i + 1, record, n, boards);
            }
    }

    vector<string> board(const vector<int>& record, bool mirrored) {
        int n = (int)record.size();
        vector<string> rows(n, string(n, '.'));
        for (int r = 0; r < n; ++r) rows[r][mirrored ? n - 1 - record[r] : record[r]] = 'Q';
        return rows;
    }
};
