// accepted/stairs.cpp in capitals: AC because space_change_sensitive leaves case ignored.
#include <cstdio>

int main() {
    int n = 0;
    if (std::scanf("%d", &n) != 1) return 1;
    for (int i = 1; i <= n; ++i) {
        for (int j = 0; j < i; ++j) std::printf(j ? " %c" : "%c", 'A' + j);
        std::printf("\n");
    }
    return 0;
}
