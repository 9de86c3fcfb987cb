// Squares: "i i*i" on each line, written with printf.
#include <cstdio>

int main() {
    int n = 0;
    if (std::scanf("%d", &n) != 1) return 1;
    for (long long i = 1; i <= n; ++i) std::printf("%lld %lld\n", i, i * i);
    return 0;
}
