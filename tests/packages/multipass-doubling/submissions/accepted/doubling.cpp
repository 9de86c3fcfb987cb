// Doubling: prints 2v on every pass.
#include <cstdio>

int main() {
    long long k = 0, v = 0;
    if (std::scanf("%lld %lld", &k, &v) != 2) return 1;
    std::printf("%lld\n", 2 * v);
}
