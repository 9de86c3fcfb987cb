// Triangle numbers, n (n + 1) / 2; main comes from include/cpp/main.cpp.
#include "triangle.h"

long long solve(long long n) { return n * (n + 1) / 2; }
