// Every fractional quotient printed 5e-7 of itself too high: inside a relative tolerance of 1e-6
// (rel/, both/), inside the absolute one only below 2 (abs/ has nothing larger). On rel/01 and
// rel/02 the absolute error is over 1e-6, so those pass through the relative tolerance alone.
#include <cstdio>

int main() {
    long long a = 0;
    long long b = 0;
    if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
    const double q = static_cast<double>(a) / static_cast<double>(b);
    if (a % b == 0)
        std::printf("%lld\n", a / b);
    else
        std::printf("%.17g\n", q * (1 + 5e-7));
    return 0;
}
