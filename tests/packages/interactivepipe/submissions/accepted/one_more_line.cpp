// Answers n + 1, reads "bye", waits until the validator has surely exited, then writes one more
// line, which nobody reads: AC all the same, on every run.
#include <chrono>
#include <cstdio>
#include <thread>

int main() {
    long long n = 0;
    char bye[8] = {0};
    if (std::scanf("%lld", &n) != 1) return 1;
    std::printf("%lld\n", n + 1);
    std::fflush(stdout);
    if (std::scanf("%7s", bye) != 1) return 1;
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    std::printf("thanks\n");
    std::fflush(stdout);
    return 0;
}
