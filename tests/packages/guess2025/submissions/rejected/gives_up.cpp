// Asks one question, then exits with status 2 without reading the reply. The validator then reads
// end of output and exits 43, after this program ended. By the rule for interactive problems the
// verdict is RE when the judge sees the submission end first (it ended first; a non-zero exit),
// WA when it sees the validator's 43 first; which one it sees depends on how quickly each exit
// reaches it, so this file sits in rejected/ (some test WA, TLE or RE) and the test accepts
// exactly RE or WA on every test.
#include <cstdio>

int main() {
    long long n = 0;
    if (std::scanf("%lld", &n) != 1) return 1;
    std::printf("? %lld\n", 1 + (n - 1) / 2);
    std::fflush(stdout);
    return 2;
}
