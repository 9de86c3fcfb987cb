// accepted/stairs.cpp with two spaces between letters: WA on every test (each has a line of two
// letters or more), only because space_change_sensitive is set.
#include <cstdio>

int main() {
    int n = 0;
    if (std::scanf("%d", &n) != 1) return 1;
    for (int i = 1; i <= n; ++i) {
        for (int j = 0; j < i; ++j) std::printf(j ? "  %c" : "%c", 'a' + j);
        std::printf("\n");
    }
    return 0;
}
