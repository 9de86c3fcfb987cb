// Runner test program: prints the right answer for n = 1 but exits with status 3. Expected: RE (exit 3).
#include <cstdio>

int main() {
    std::printf("1\n1 1\n");
    return 3;
}
