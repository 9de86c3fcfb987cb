// A submission of two C++ files and a header (adder.hpp): AC on every test.
#include <cstdio>

#include "adder.hpp"

int main() {
    long long a = 0, b = 0;
    if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
    std::printf("%lld\n", add(a, b));
    return 0;
}
