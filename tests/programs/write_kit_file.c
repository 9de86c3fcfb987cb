// Language test program (C): tries to open, for appending, the file named on stdin (one of the
// kit's testdata files), and prints "refused" when it cannot or "opened" when it can. It writes
// nothing either way.
#include <stdio.h>

int main(void) {
    char path[4096];
    if (scanf("%4095s", path) != 1) return 1;
    FILE* f = fopen(path, "a");
    puts(f ? "opened" : "refused");
    if (f) fclose(f);
    return 0;
}
