// a + b after 800 ms of CPU time: TLE under 0.6 s (AC if the 0.45 s submission counted: 0.9 s).
#include <cstdio>
#include <ctime>

int main() {
    long long a = 0, b = 0;
    if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
    while (std::clock() < CLOCKS_PER_SEC / 1000 * 800) {}
    std::printf("%lld\n", a + b);
    return 0;
}
