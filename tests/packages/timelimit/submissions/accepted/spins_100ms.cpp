// Square: n * n, after 100 ms of CPU time (std::clock: this process's CPU time).
// AC under the 0.4 s limit.
#include <cstdio>
#include <ctime>

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    while (std::clock() < CLOCKS_PER_SEC / 1000 * 100) {}
    std::printf("%lld\n", n * n);
    return 0;
}
