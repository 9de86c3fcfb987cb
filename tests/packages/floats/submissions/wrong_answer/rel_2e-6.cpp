// accepted/rel_5e-7.cpp with 2e-6 for 5e-7: twice the relative tolerance. WA on rel/01, rel/02 and
// both/01 (where the absolute error is also over 1e-6); AC on every other test.
#include <cstdio>

int main() {
    long long a = 0;
    long long b = 0;
    if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
    const double q = static_cast<double>(a) / static_cast<double>(b);
    if (a % b == 0)
        std::printf("%lld\n", a / b);
    else
        std::printf("%.17g\n", q * (1 + 2e-6));
    return 0;
}
