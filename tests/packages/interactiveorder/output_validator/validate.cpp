// Interactive validator: sends n (from the input file), reads one reply; exit 42 when it is
// n + 1, else 43 at once (the reason in judgemessage.txt), while the submission may still wait.
#include <cstdio>
#include <fstream>
#include <string>

int main(int argc, char* argv[]) {
    if (argc < 4) return 1;
    long long n = 0, got = 0;
    std::ifstream(argv[1]) >> n;
    std::printf("%lld\n", n);
    std::fflush(stdout);
    std::string message;
    if (std::scanf("%lld", &got) != 1)
        message = "expected " + std::to_string(n + 1) + ", found end of output";
    else if (got != n + 1)
        message = "expected " + std::to_string(n + 1) + ", found " + std::to_string(got);
    if (message.empty()) return 42;
    std::ofstream(std::string(argv[3]) + "/judgemessage.txt") << message << '\n';
    return 43;
}
