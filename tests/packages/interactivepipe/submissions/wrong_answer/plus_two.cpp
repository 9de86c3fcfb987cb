// Answers n + 2 and exits: WA on every test.
#include <cstdio>

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    std::printf("%lld\n", n + 2);
    return 0;
}
