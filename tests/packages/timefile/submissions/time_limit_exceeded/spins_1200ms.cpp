// Double: 2 * n, after 1200 ms of CPU time.
// TLE under the 0.5 s of .timelimit (and over 0.5 s x time_safety_margin 2).
#include <cstdio>
#include <ctime>

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    while (std::clock() < CLOCKS_PER_SEC / 1000 * 1200) {}
    std::printf("%lld\n", 2 * n);
    return 0;
}
