// Runner test program: prints lines forever. Expected verdict: OLE.
#include <cstdio>

int main() {
    for (;;)
        std::fputs("1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1\n", stdout);
}
