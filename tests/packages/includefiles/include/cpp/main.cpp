// The driver included into C++ submissions: reads n, prints solve(n).
#include <cstdio>

#include "triangle.h"

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    std::printf("%lld\n", solve(n));
    return 0;
}
