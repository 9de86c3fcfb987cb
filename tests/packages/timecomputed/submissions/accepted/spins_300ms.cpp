// Negate: -n, after 300 ms of CPU time (std::clock: this process's CPU time).
// The slowest accepted submission: the time limit is its time x 2, in whole seconds (1 s).
#include <cstdio>
#include <ctime>

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    while (std::clock() < CLOCKS_PER_SEC / 1000 * 300) {}
    std::printf("%lld\n", -n);
    return 0;
}
