// Negate: -n, after 420 ms of CPU time.
// TLE under the computed 0.2 s; AC under --tl 1000.
#include <cstdio>
#include <ctime>

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    while (std::clock() < CLOCKS_PER_SEC / 1000 * 420) {
    }
    std::printf("%lld\n", -n);
    return 0;
}
