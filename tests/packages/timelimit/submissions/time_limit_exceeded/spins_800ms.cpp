// Square: n * n, after 800 ms of CPU time.
// TLE under the 0.4 s limit; AC under --tl 1500.
#include <cstdio>
#include <ctime>

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    while (std::clock() < CLOCKS_PER_SEC / 1000 * 800) {}
    std::printf("%lld\n", n * n);
    return 0;
}
