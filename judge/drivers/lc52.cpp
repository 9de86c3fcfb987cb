// LeetCode 52 driver: LeetCode's prelude, then the solution file, then a main() that reads a
// testcase (a line holding n) and prints the count, as LeetCode shows it: 2
// Build: g++ -std=c++17 -O2 -DSOLUTION_FILE='"/abs/path/solution.cpp"' judge/drivers/lc52.cpp
#include <bits/stdc++.h>
using namespace std;
#include SOLUTION_FILE

int main() {
    int n;
    if (!(cin >> n)) {
        cerr << "error: the testcase must be a line holding n\n";
        return 1;
    }
    cout << Solution().totalNQueens(n) << '\n';
}
