// a + b after 450 ms of CPU time: AC under 0.6 s; not used for the time limit.
#include <cstdio>
#include <ctime>

int main() {
    long long a = 0, b = 0;
    if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
    while (std::clock() < CLOCKS_PER_SEC / 1000 * 450) {}
    std::printf("%lld\n", a + b);
    return 0;
}
