// accepted/smallest.cpp with d * d < n for d * d <= n: a square of a prime has no divisor found
// and n itself is printed. WA on 03 (n = 49) only, and only because of the flag `nontrivial`:
// 49 divides 49.
#include <cstdio>

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    long long answer = n;
    for (long long d = 2; d * d < n; ++d) {
        if (n % d == 0) {
            answer = d;
            break;
        }
    }
    std::printf("%lld\n", answer);
    return 0;
}
