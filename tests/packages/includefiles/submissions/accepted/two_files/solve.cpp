// One program in two files (a folder is one submission), plus the included driver: solve() here,
// halfProduct() in product.cpp.
#include "triangle.h"

long long halfProduct(long long a, long long b);

long long solve(long long n) { return halfProduct(n, n + 1); }
