// Triangle numbers by adding 1 + 2 + ... + n; main comes from include/cpp/main.cpp.
#include "triangle.h"

long long solve(long long n) {
    long long sum = 0;
    for (long long i = 1; i <= n; ++i) sum += i;
    return sum;
}
