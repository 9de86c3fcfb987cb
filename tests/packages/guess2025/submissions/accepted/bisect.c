/* Higher or lower: binary search, fflush after each line. */
#include <stdio.h>

int main(void) {
    long long n = 0;
    if (scanf("%lld", &n) != 1) return 1;
    long long lo = 1;
    long long hi = n;
    while (lo <= hi) {
        long long mid = lo + (hi - lo) / 2;
        char reply[4];
        printf("? %lld\n", mid);
        fflush(stdout);
        if (scanf("%3s", reply) != 1) return 0;
        if (reply[0] == '=') {
            printf("! %lld\n", mid);
            fflush(stdout);
            return 0;
        }
        if (reply[0] == '<')
            hi = mid - 1;
        else
            lo = mid + 1;
    }
    return 0;
}
