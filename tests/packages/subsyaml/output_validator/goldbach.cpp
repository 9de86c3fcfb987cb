// Output validator of "Goldbach", under the package format's protocol:
//   goldbach INPUT ANSWER FEEDBACK_DIR [ordered] < team_output
// Accepts two primes p and q with p + q = n (n read from INPUT), in any order, or with the
// argument `ordered` (given by data/secret/large/test_group.yaml) only with p <= q. Exit 42
// accepted, 43 wrong answer, the reason in FEEDBACK_DIR/judgemessage.txt; 2 for a bad command
// line or input file.
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

namespace {

const int kAccepted = 42;
const int kWrong = 43;

std::string gFeedbackDir;

int verdict(int code, const std::string& message) {
    std::ofstream(gFeedbackDir + "/judgemessage.txt") << message << "\n";
    return code;
}

// A canonical decimal of at most 7 digits, else -1.
long long parseNumber(const std::string& token) {
    if (token.empty() || token.size() > 7 || (token[0] == '0' && token.size() > 1)) return -1;
    long long value = 0;
    for (char c : token) {
        if (c < '0' || c > '9') return -1;
        value = value * 10 + (c - '0');
    }
    return value;
}

bool prime(long long m) {
    if (m < 2) return false;
    for (long long d = 2; d * d <= m; ++d)
        if (m % d == 0) return false;
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) return 2;
    gFeedbackDir = argv[3];
    bool ordered = false;
    for (int i = 4; i < argc; ++i) {
        if (std::string(argv[i]) != "ordered") return 2;
        ordered = true;
    }
    long long n = 0;
    if (!(std::ifstream(argv[1]) >> n)) return 2;
    std::vector<std::string> tokens{std::istream_iterator<std::string>(std::cin),
                                    std::istream_iterator<std::string>()};
    if (tokens.size() != 2)
        return verdict(kWrong,
                       "expected two integers, found " + std::to_string(tokens.size()) + " tokens");
    long long p[2];
    for (int i = 0; i < 2; ++i) {
        p[i] = parseNumber(tokens[i]);
        if (p[i] < 0) return verdict(kWrong, "\"" + tokens[i] + "\" is not a number");
    }
    const std::string sum = std::to_string(p[0]) + " + " + std::to_string(p[1]);
    if (p[0] + p[1] != n)
        return verdict(kWrong,
                       sum + " = " + std::to_string(p[0] + p[1]) + ", not " + std::to_string(n));
    for (long long m : p)
        if (!prime(m)) return verdict(kWrong, std::to_string(m) + " is not prime");
    if (ordered && p[0] > p[1]) return verdict(kWrong, sum + ": the smaller prime must come first");
    return verdict(kAccepted, sum);
}
