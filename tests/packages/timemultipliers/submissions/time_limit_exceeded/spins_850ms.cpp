// Increment: n + 1, after 850 ms of CPU time.
// TLE under the computed 0.5 s.
#include <cstdio>
#include <ctime>

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    while (std::clock() < CLOCKS_PER_SEC / 1000 * 850) {}
    std::printf("%lld\n", n + 1);
    return 0;
}
