// n + solve(n - 1), each call with 256 bytes of its own: AC on every test, 02 with about 100 MiB
// of stack in the runner's forked child.
#include "sum.h"
long long solve(long long n) {
    volatile char frame[256];
    frame[0] = static_cast<char>(n);
    if (n == 0) return frame[0];
    return n + solve(n - 1) + frame[0] - static_cast<char>(n);
}
