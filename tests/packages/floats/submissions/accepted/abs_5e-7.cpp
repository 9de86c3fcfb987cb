// Every fractional quotient printed 5e-7 too high: inside an absolute tolerance of 1e-6 (abs/,
// both/), inside the relative one only above 0.5 (rel/ has nothing smaller). On abs/01, abs/02 and
// both/tiny/01 the relative error is over 1e-6, so those pass through the absolute tolerance alone.
#include <cstdio>

int main() {
    long long a = 0;
    long long b = 0;
    if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
    const double q = static_cast<double>(a) / static_cast<double>(b);
    if (a % b == 0)
        std::printf("%lld\n", a / b);
    else
        std::printf("%.17g\n", q + 5e-7);
    return 0;
}
