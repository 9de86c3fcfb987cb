// Divide: a / b to 15 significant digits; an integer quotient as an integer.
#include <cstdio>

int main() {
    long long a = 0;
    long long b = 0;
    if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
    const double q = static_cast<double>(a) / static_cast<double>(b);
    if (a % b == 0)
        std::printf("%lld\n", a / b);
    else
        std::printf("%.15g\n", q);
    return 0;
}
