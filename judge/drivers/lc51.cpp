// LeetCode 51 driver: LeetCode's prelude, then the solution file, then a main() that reads a
// testcase (a line holding n) and prints the answer in LeetCode's format:
// [["..Q.","Q...","...Q",".Q.."],[".Q..","...Q","Q...","..Q."]]
// Build: g++ -std=c++17 -O2 -DSOLUTION_FILE='"/abs/path/solution.cpp"' judge/drivers/lc51.cpp
#include <bits/stdc++.h>
using namespace std;
#include SOLUTION_FILE

int main() {
    int n;
    if (!(cin >> n)) {
        cerr << "error: the testcase must be a line holding n\n";
        return 1;
    }
    vector<vector<string>> boards = Solution().solveNQueens(n);
    string out = "[";
    for (size_t b = 0; b < boards.size(); ++b) {
        out += b ? ",[" : "[";
        for (size_t r = 0; r < boards[b].size(); ++r) out += (r ? ",\"" : "\"") + boards[b][r] + "\"";
        out += "]";
    }
    out += "]\n";
    fwrite(out.data(), 1, out.size(), stdout);
}
