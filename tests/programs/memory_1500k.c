// Language test program (C): touches a 320 KiB buffer, so that its peak resident size is about
// 1.5 MiB, for comparing the judge's memory figure with /usr/bin/time's. Prints the count for n = 1.
#include <stdio.h>
#include <string.h>

static char buffer[320 << 10];

int main(void) {
    memset(buffer, 1, sizeof buffer);
    printf("1\n1 %d\n", buffer[12345]);
    return 0;
}
