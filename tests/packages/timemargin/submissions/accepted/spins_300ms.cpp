// Double: 2 * n, after 300 ms of CPU time (std::clock: this process's CPU time).
// AC under the 0.4 s of .timelimit, with 75% of it used: the margin line names it.
#include <cstdio>
#include <ctime>

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    while (std::clock() < CLOCKS_PER_SEC / 1000 * 300) {}
    std::printf("%lld\n", 2 * n);
    return 0;
}
