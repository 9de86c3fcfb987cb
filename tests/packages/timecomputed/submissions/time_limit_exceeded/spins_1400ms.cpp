// Negate: -n, after 1400 ms of CPU time.
// TLE under the computed 1 s; AC under --tl 2000.
#include <cstdio>
#include <ctime>

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    while (std::clock() < CLOCKS_PER_SEC / 1000 * 1400) {}
    std::printf("%lld\n", -n);
    return 0;
}
