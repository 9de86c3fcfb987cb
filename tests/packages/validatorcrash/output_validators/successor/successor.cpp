// Output validator of "Successor", with a flaw kept on purpose: it takes the answer file to hold
// an integer and aborts when it does not. data/secret/02.ans holds "forty-two", so on test 02 it
// dies of SIGABRT whatever the submission printed, which the judge must report as FAIL.
//   successor INPUT ANSWER FEEDBACK_DIR < team_output    exit 42 accepted, 43 wrong answer
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

int main(int argc, char** argv) {
    if (argc < 4) return 2;
    long long answer = 0;
    if (!(std::ifstream(argv[2]) >> answer)) {
        std::cerr << "the answer file " << argv[2] << " holds no integer\n";
        std::abort();
    }
    std::string feedback = std::string(argv[3]) + "/judgemessage.txt";
    long long found = 0;
    std::string extra;
    if (!(std::cin >> found) || (std::cin >> extra)) {
        std::ofstream(feedback) << "expected one integer\n";
        return 43;
    }
    if (found != answer) {
        std::ofstream(feedback) << "expected " << answer << ", found " << found << "\n";
        return 43;
    }
    return 42;
}
