// Doubling, wrong on the third pass only: WA on 02 (three passes) in pass 3, AC elsewhere.
#include <cstdio>

int main() {
    long long k = 0, v = 0;
    if (std::scanf("%lld %lld", &k, &v) != 2) return 1;
    std::printf("%lld\n", 2 * v + (k == 3 ? 1 : 0));
}
