// LeetCode 51 driver: LeetCode's prelude, then the solution file, then the harness (harness.hpp)
// calling Solution().solveNQueens(n) for each testcase and writing LeetCode's format:
// [["..Q.","Q...","...Q",".Q.."],[".Q..","...Q","Q...","..Q."]]
// Build: g++ -std=c++17 -O2 -DSOLUTION_FILE='"/abs/path/solution.cpp"' judge/drivers/lc51.cpp
#include <bits/stdc++.h>
using namespace std;
#ifdef SOLUTION_FILE
#include SOLUTION_FILE
#else
// The problem package's way (include/cpp/, for DOMjudge, Kattis, problemtools, BAPCtools): they
// compile every .cpp file of the submission's folder together, and a class defined in one file
// cannot be called from another, so this file includes the submission, named solution.cpp (which
// then compiles on its own too: it includes the headers it uses).
#include "solution.cpp"
#endif
#include "harness.hpp"

int main() {
    return judge_harness::runAll([](int n) {
        vector<vector<string>> boards = Solution().solveNQueens(n);
        string out = "[";
        for (size_t b = 0; b < boards.size(); ++b) {
            out += b ? ",[" : "[";
            for (size_t r = 0; r < boards[b].size(); ++r)
                out += (r ? ",\"" : "\"") + boards[b][r] + "\"";
            out += "]";
        }
        return out + "]";
    });
}
