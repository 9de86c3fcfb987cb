// Interactive validator: sends n (from the input file) and a line of 2 MiB of dots, then reads
// one reply; exit 42 when it is n + 1, else 43 (the reason in judgemessage.txt).
#include <cstdio>
#include <fstream>
#include <string>

int main(int argc, char* argv[]) {
    if (argc < 4) return 1;
    long long n = 0, got = 0;
    std::ifstream(argv[1]) >> n;
    std::printf("%lld\n%s\n", n, std::string(2 << 20, '.').c_str());
    std::fflush(stdout);
    if (std::scanf("%lld", &got) == 1 && got == n + 1) return 42;
    std::ofstream(std::string(argv[3]) + "/judgemessage.txt")
        << "expected " << n + 1 << ", found something else\n";
    return 43;
}
