// Goldbach: the smallest prime p with n - p prime, printed first.
#include <cstdio>

namespace {

bool prime(long long m) {
    if (m < 2) return false;
    for (long long d = 2; d * d <= m; ++d)
        if (m % d == 0) return false;
    return true;
}

}  // namespace

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    long long p = 2;
    while (!prime(p) || !prime(n - p)) ++p;
    std::printf("%lld %lld\n", p, n - p);
    return 0;
}
