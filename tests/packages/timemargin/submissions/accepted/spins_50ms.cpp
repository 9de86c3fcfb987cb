// Double: 2 * n, after 50 ms of CPU time (std::clock: this process's CPU time).
// AC under the 0.4 s of .timelimit, an eighth of it.
#include <cstdio>
#include <ctime>

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    while (std::clock() < CLOCKS_PER_SEC / 1000 * 50) {}
    std::printf("%lld\n", 2 * n);
    return 0;
}
