/* Doubling by interaction: answers 2v on every pass. */
#include <stdio.h>

int main(void) {
    long long k = 0, v = 0;
    if (scanf("%lld %lld", &k, &v) != 2) return 1;
    printf("%lld\n", 2 * v);
    fflush(stdout);
    return 0;
}
