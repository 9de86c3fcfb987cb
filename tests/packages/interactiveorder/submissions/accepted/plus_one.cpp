// n + 1: AC on every test.
#include <cstdio>
int main() {
    long long n;
    if (std::scanf("%lld", &n) != 1) return 1;
    std::printf("%lld\n", n + 1);
}
