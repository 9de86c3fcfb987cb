// Interactive validator: sends 1, 2, ..., n (n from the input file), closes its output, then reads
// the sum and on to the end of the submission's output. Exit 42 when the sum is right and
// nothing follows it, else 43.
#include <cstdio>
#include <fstream>
#include <string>

int main(int argc, char* argv[]) {
    if (argc < 4) return 1;
    long long n = 0, got = 0;
    std::ifstream(argv[1]) >> n;
    for (long long i = 1; i <= n; ++i) std::printf("%lld\n", i);
    std::fclose(stdout);
    const bool right = std::scanf("%lld", &got) == 1 && got == n * (n + 1) / 2;
    char extra = 0;
    const bool more = std::scanf(" %c", &extra) == 1;
    if (right && !more) return 42;
    std::ofstream(std::string(argv[3]) + "/judgemessage.txt")
        << "expected " << n * (n + 1) / 2 << '\n';
    return 43;
}
