// Interactive validator of "Guess the number", under the package format's protocol:
//   guess INPUT ANSWER FEEDBACK_DIR < submission_output > submission_input
// INPUT holds "N x". It sends N; each guess g gets "lower" (x < g), "higher" (x > g) or
// "correct". At most floor(log2 N) + 1 guesses; after "correct" the submission must print
// nothing more. Exit 42 accepted, 43 wrong answer, the reason in FEEDBACK_DIR/judgemessage.txt;
// 2 for a bad command line or input file. SIGPIPE is ignored, so a submission that exits early
// makes this exit 43 rather than die of a signal.
#include <csignal>
#include <fstream>
#include <iostream>
#include <string>

namespace {

const int kAccepted = 42;
const int kWrong = 43;

std::string gFeedbackDir;

std::string guesses(int count) {
    return std::to_string(count) + (count == 1 ? " guess" : " guesses");
}

int verdict(int code, const std::string& message) {
    std::ofstream(gFeedbackDir + "/judgemessage.txt") << message << "\n";
    return code;
}

// A canonical decimal of at most 10 digits, else -1.
long long parseGuess(const std::string& token) {
    if (token.empty() || token.size() > 10 || (token[0] == '0' && token.size() > 1)) return -1;
    long long value = 0;
    for (char c : token) {
        if (c < '0' || c > '9') return -1;
        value = value * 10 + (c - '0');
    }
    return value;
}

}  // namespace

int main(int argc, char** argv) {
    std::signal(SIGPIPE, SIG_IGN);
    if (argc < 4) return 2;
    gFeedbackDir = argv[3];
    long long n = 0;
    long long x = 0;
    if (!(std::ifstream(argv[1]) >> n >> x) || x < 1 || x > n) return 2;
    int limit = 0;
    while ((1LL << limit) <= n) ++limit;
    std::cout << n << std::endl;
    for (int count = 1;; ++count) {
        std::string token;
        const std::string name = "guess " + std::to_string(count) + ": ";
        if (!(std::cin >> token))
            return verdict(kWrong, "end of output after " + guesses(count - 1) +
                                       ", before the number was found");
        if (count > limit) return verdict(kWrong, name + "more than " + guesses(limit));
        const long long g = parseGuess(token);
        if (g < 0) return verdict(kWrong, name + "\"" + token + "\" is not a number");
        if (g < 1 || g > n)
            return verdict(kWrong, name + std::to_string(g) + " is out of range [1, " +
                                       std::to_string(n) + "]");
        if (g == x) {
            std::cout << "correct" << std::endl;
            std::string extra;
            if (std::cin >> extra)
                return verdict(kWrong, "output after the correct guess: \"" + extra + "\"");
            return verdict(kAccepted, "found " + std::to_string(x) + " in " + guesses(count));
        }
        std::cout << (x < g ? "lower" : "higher") << std::endl;
    }
}
