// Reads n, then waits for a second number that never comes, while the validator waits for its
// reply (both wait): TLE (wall time) on sample/1, the submission's, not the validator's FAIL.
#include <cstdio>
int main() {
    long long n, m;
    if (std::scanf("%lld %lld", &n, &m) != 2) return 1;
    std::printf("%lld\n", n + 1);
}
