// expect: OLE on 01: output over
// Language test program (C, acm): prints without end. Expected: OLE.
#include <stdio.h>

int main(void) {
    for (;;) fputs("1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1\n", stdout);
}
