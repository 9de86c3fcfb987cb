// Runner test program: allocates 2 GiB and touches every page. Expected verdict: MLE.
#include <cstdio>
#include <cstdlib>

int main() {
    const std::size_t size = std::size_t{2} << 30;
    // volatile: every page really gets written, the compiler cannot drop the stores.
    volatile char* block = static_cast<char*>(std::malloc(size));
    if (!block) return 1;
    for (std::size_t i = 0; i < size; i += 4096) block[i] = 1;
    std::printf("%d\n", block[size - 1]);
    return 0;
}
