// accepted/formula.cpp with n - 1 for n + 1: 1 + ... + (n - 1). WA on every test.
#include "triangle.h"

long long solve(long long n) { return n * (n - 1) / 2; }
