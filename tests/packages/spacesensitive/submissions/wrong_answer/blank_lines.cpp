// accepted/stairs.cpp with an empty line after each line: "\n\n" between lines where the answer
// has "\n". WA on every test, only because space_change_sensitive is set.
#include <cstdio>

int main() {
    int n = 0;
    if (std::scanf("%d", &n) != 1) return 1;
    for (int i = 1; i <= n; ++i) {
        for (int j = 0; j < i; ++j) std::printf(j ? " %c" : "%c", 'a' + j);
        std::printf("\n\n");
    }
    return 0;
}
