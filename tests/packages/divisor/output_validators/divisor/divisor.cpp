// Output validator of "Any divisor", under the package format's protocol:
//   divisor INPUT ANSWER FEEDBACK_DIR [nontrivial] < team_output
// Accepts one integer d that divides n (read from INPUT); with the flag `nontrivial`, d must also
// lie strictly between 1 and n. Exit 42 accepted, 43 wrong answer; the reason goes to
// FEEDBACK_DIR/judgemessage.txt. A bad command line or input file exits 2 (a judge error).
#include <cctype>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

namespace {

const int kAccepted = 42;
const int kWrong = 43;
const int kBroken = 2;

std::string gFeedbackDir;

int verdict(int code, const std::string& message) {
    std::ofstream(gFeedbackDir + "judgemessage.txt") << message << "\n";
    return code;
}

// A canonical decimal of at most 13 digits (no sign, no leading zero), else -1.
long long parseCount(const std::string& token) {
    if (token.empty() || token.size() > 13 || (token[0] == '0' && token.size() > 1)) return -1;
    long long value = 0;
    for (char c : token) {
        if (!std::isdigit(static_cast<unsigned char>(c))) return -1;
        value = value * 10 + (c - '0');
    }
    return value;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::cerr << "usage: divisor INPUT ANSWER FEEDBACK_DIR [nontrivial]\n";
        return kBroken;
    }
    gFeedbackDir = argv[3];
    if (gFeedbackDir.back() != '/') gFeedbackDir += '/';
    bool nontrivial = false;
    for (int i = 4; i < argc; ++i) {
        if (std::string(argv[i]) != "nontrivial") {
            std::cerr << "unknown flag " << argv[i] << "\n";
            return kBroken;
        }
        nontrivial = true;
    }
    long long n = 0;
    if (!(std::ifstream(argv[1]) >> n) || n < 1) {
        std::cerr << "cannot read n from " << argv[1] << "\n";
        return kBroken;
    }
    std::vector<std::string> tokens{std::istream_iterator<std::string>(std::cin),
                                    std::istream_iterator<std::string>()};
    if (tokens.size() != 1)
        return verdict(kWrong,
                       "expected one integer, found " + std::to_string(tokens.size()) + " tokens");
    const long long d = parseCount(tokens[0]);
    if (d < 1) return verdict(kWrong, "\"" + tokens[0] + "\" is not a positive integer");
    if (n % d != 0)
        return verdict(kWrong, std::to_string(d) + " does not divide " + std::to_string(n));
    if (nontrivial && (d == 1 || d == n))
        return verdict(kWrong,
                       std::to_string(d) + " is not a nontrivial divisor of " + std::to_string(n));
    return verdict(kAccepted, std::to_string(d) + " divides " + std::to_string(n));
}
