// Increment: n + 1, after 100 ms of CPU time (std::clock: this process's CPU time).
// The slowest accepted submission: 3 x its time, rounded up to 0.5 s.
#include <cstdio>
#include <ctime>

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    while (std::clock() < CLOCKS_PER_SEC / 1000 * 100) {}
    std::printf("%lld\n", n + 1);
    return 0;
}
