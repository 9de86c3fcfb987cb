/* Triangle numbers in C, with triangle() from the included include/default/triangle.h. */
#include <stdio.h>

#include "triangle.h"

int main(void) {
    long long n = 0;
    if (scanf("%lld", &n) != 1) return 1;
    printf("%lld\n", triangle(n));
    return 0;
}
