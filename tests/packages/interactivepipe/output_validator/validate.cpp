// Interactive validator: sends n, reads n + 1 back, then (100 ms later, when a submission that
// stops at its answer has exited) sends "bye". Exit 42 when the answer was n + 1, else 43.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <thread>

int main(int argc, char* argv[]) {
    if (argc < 4) return 1;
    long long n = 0, got = 0;
    std::ifstream(argv[1]) >> n;
    std::printf("%lld\n", n);
    std::fflush(stdout);
    const bool right = std::scanf("%lld", &got) == 1 && got == n + 1;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    std::printf("bye\n");
    std::fflush(stdout);
    return right ? 42 : 43;
}
