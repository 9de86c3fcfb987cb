// n + 2, then waits for more and aborts at the end of its input: WA on sample/1 (the validator
// rejected n + 2 and exited first; the abort comes from the pipe it closed).
#include <cstdio>
#include <cstdlib>
int main() {
    long long n;
    if (std::scanf("%lld", &n) != 1) return 1;
    std::printf("%lld\n", n + 2);
    std::fflush(stdout);
    if (std::scanf("%lld", &n) != 1) std::abort();
}
