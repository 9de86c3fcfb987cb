// Any divisor: the smallest divisor above 1, by trial division up to sqrt(n).
#include <cstdio>

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    long long answer = n;
    for (long long d = 2; d * d <= n; ++d) {
        if (n % d == 0) {
            answer = d;
            break;
        }
    }
    std::printf("%lld\n", answer);
    return 0;
}
