// Output validator of "Doubling", a multi-pass problem, under the package format's protocol:
//   doubling INPUT ANSWER FEEDBACK_DIR < team_output
// INPUT is this pass's input, `k v`; ANSWER holds K, the number of passes the test takes. The
// output must be 2v (else exit 43, the reason in judgemessage.txt). Each accepted pass appends a
// line to FEEDBACK_DIR/history.txt, which must then hold exactly k lines (the folder is kept
// across passes; else exit 2: the judge lost it). Passes before the K-th write
// FEEDBACK_DIR/nextpass.in, `k+1 2v+1`, and exit 42; the K-th exits 42 without it.
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

namespace {

const int kAccepted = 42;
const int kWrong = 43;

int lineCount(const std::string& path) {
    std::ifstream in(path);
    int lines = 0;
    for (std::string line; std::getline(in, line);) ++lines;
    return lines;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4) return 2;
    const std::string feedback = argv[3];
    long long k = 0, v = 0, passes = 0;
    if (!(std::ifstream(argv[1]) >> k >> v) || !(std::ifstream(argv[2]) >> passes)) return 2;
    std::vector<std::string> tokens{std::istream_iterator<std::string>(std::cin),
                                    std::istream_iterator<std::string>()};
    const std::string want = std::to_string(2 * v);
    if (tokens.size() != 1 || tokens[0] != want) {
        std::ofstream(feedback + "judgemessage.txt", std::ios::app)
            << "pass " << k << ": expected " << want << ", found "
            << (tokens.empty() ? "nothing" : tokens[0]) << "\n";
        return kWrong;
    }
    std::ofstream(feedback + "history.txt", std::ios::app) << "pass " << k << " accepted\n";
    if (lineCount(feedback + "history.txt") != k) return 2;
    if (k < passes) std::ofstream(feedback + "nextpass.in") << k + 1 << " " << 2 * v + 1 << "\n";
    return kAccepted;
}
