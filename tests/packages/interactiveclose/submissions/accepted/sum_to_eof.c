// Sums the numbers to the end of its input: AC on every test.
#include <stdio.h>

int main(void) {
    long long x, sum = 0;
    while (scanf("%lld", &x) == 1) sum += x;
    printf("%lld\n", sum);
    return 0;
}
