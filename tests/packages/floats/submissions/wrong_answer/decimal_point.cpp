// accepted/exact.cpp printing an integer quotient as "4.0". WA on sample/1 only: the sample has
// no tolerance, so "4.0" and "4" are different tokens; on both/02 "2.0" is within float_tolerance
// of 2.
#include <cstdio>

int main() {
    long long a = 0;
    long long b = 0;
    if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
    const double q = static_cast<double>(a) / static_cast<double>(b);
    if (a % b == 0)
        std::printf("%.1f\n", static_cast<double>(a / b));
    else
        std::printf("%.15g\n", q);
    return 0;
}
