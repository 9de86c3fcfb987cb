// a - b after 300 ms of CPU time: WA on sample/1 and 01, and a lower bound of the time limit.
#include <cstdio>
#include <ctime>

int main() {
    long long a = 0, b = 0;
    if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
    while (std::clock() < CLOCKS_PER_SEC / 1000 * 300) {}
    std::printf("%lld\n", a - b);
    return 0;
}
