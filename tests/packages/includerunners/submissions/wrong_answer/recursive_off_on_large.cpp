// The recursion of recursive.cpp, one too many from n = 300,000 on: AC on sample/1 and 01, WA on
// 02 (its deep recursion is no crash: the stack is as large as the memory limit).
#include "sum.h"
long long solve(long long n) {
    volatile char frame[256];
    frame[0] = static_cast<char>(n);
    if (n == 0) return frame[0];
    return n + (n == 300000) + solve(n - 1) + frame[0] - static_cast<char>(n);
}
