// a + b after 100 ms of CPU time: AC.
#include <cstdio>
#include <ctime>

int main() {
    long long a = 0, b = 0;
    if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
    while (std::clock() < CLOCKS_PER_SEC / 1000 * 100) {}
    std::printf("%lld\n", a + b);
    return 0;
}
