// LeetCode 52 driver: LeetCode's prelude, then the solution file, then the harness (harness.hpp)
// calling Solution().totalNQueens(n) for each testcase and writing the count, as LeetCode shows it: 2
// Build: g++ -std=c++17 -O2 -DSOLUTION_FILE='"/abs/path/solution.cpp"' judge/drivers/lc52.cpp
#include <bits/stdc++.h>
using namespace std;
#include SOLUTION_FILE
#include "harness.hpp"

int main() {
    return judge_harness::runAll([](int n) { return to_string(Solution().totalNQueens(n)); });
}
