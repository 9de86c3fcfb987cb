// accepted/smallest.cpp spending 1 s of CPU time first when n > 100: TLE in group large (0.5 s
// limit), AC elsewhere, as submissions.yaml requires group by group.
#include <cstdio>
#include <ctime>

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
    if (n > 100)
        while (std::clock() < CLOCKS_PER_SEC) {}
    long long p = 2;
    while (!prime(p) || !prime(n - p)) ++p;
    std::printf("%lld %lld\n", p, n - p);
    return 0;
}
