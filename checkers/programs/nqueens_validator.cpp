// The N-Queens output validator of the kit's problem packages (problems/acm, lc51, lc52), under
// the format's protocol:
//   nqueens_validator input answer feedback_dir/ PROBLEM [FLAG...] < team_output
// PROBLEM (the package's validator_flags) is acm, lc51 or lc52: the checker of checkers/checkers.hpp
// that judges the output. A FLAG may be case_sensitive or space_change_sensitive, the default
// validator's words, which the package's validator_flags give too: the checkers are both already
// (a letter's case counts, and whitespace that differs is a presentation error), and saying so
// tells tools that try outputs with other spacing or case (BAPCtools) not to expect them accepted. Exit 42: accepted; 43: wrong answer, with the checker's message in
// feedback_dir/judgemessage.txt (a presentation error starts with "presentation error: ", which
// the kit's judge reports as PE); 1: the testdata is broken (the message on stderr and in
// judgemessage.txt), a judge error under the protocol, never the solution's fault.
// `make bundle` writes this file with the checkers it includes as problems/nqueens_validator.cpp,
// one file that any judge compiles as it is. For lc51, a wrong answer's boards (missed, not
// solutions, repeated) also go to feedback_dir/details.json, which the kit's judge carries into
// its --json report for the page to draw (checkers/board_details.hpp); other judges ignore it.
#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>

#include "checkers/board_details.cpp"
#include "checkers/board_list.cpp"
#include "checkers/checkers.cpp"
#include "checkers/queens.cpp"
#include "judge/protocol.hpp"
#include "judge/text.cpp"
#include "judge/verdict.cpp"

namespace {

constexpr int kBroken = 1;  // the testdata is broken: any exit but the protocol's two

std::string readAll(std::istream& in) {
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Writes feedback_dir/judgemessage.txt; false when it cannot.
bool tellJudge(const std::string& feedbackDir, const std::string& message) {
    return judge::writeFile(feedbackDir + "judgemessage.txt", message + "\n");
}

// Writes feedback_dir/details.json when the answer has boards to draw; false when it cannot.
bool tellBoards(const std::string& feedbackDir, const std::string& details) {
    return details.empty() || judge::writeFile(feedbackDir + "details.json", details + "\n");
}

int broken(const std::string& feedbackDir, const std::string& message) {
    std::cerr << "nqueens_validator: " << message << "\n";
    tellJudge(feedbackDir, message);
    return kBroken;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 5) {
        std::cerr << "usage: nqueens_validator input answer feedback_dir/ acm|lc51|lc52 "
                     "[case_sensitive] [space_change_sensitive] < output\n";
        return kBroken;
    }
    const std::string feedbackDir = argv[3], problem = argv[4];
    for (int i = 5; i < argc; ++i)
        if (std::string(argv[i]) != "case_sensitive" &&
            std::string(argv[i]) != "space_change_sensitive")
            return broken(feedbackDir, "unknown flag " + judge::quote(argv[i]));
    const judge::Checker checker = problem == "acm"    ? judge::checkAcm
                                   : problem == "lc51" ? judge::checkLc51
                                   : problem == "lc52" ? judge::checkLc52
                                                       : nullptr;
    if (!checker) return broken(feedbackDir, "unknown problem " + judge::quote(problem));
    const std::optional<std::string> input = judge::readFile(argv[1]),
                                     answer = judge::readFile(argv[2]);
    if (!input || !answer) return broken(feedbackDir, "cannot read the input or the answer file");
    const std::string output = readAll(std::cin);
    const judge::Outcome o = checker(*input, *answer, output);
    if (problem == "lc51" && (o.verdict == judge::Verdict::WA || o.verdict == judge::Verdict::PE) &&
        !tellBoards(feedbackDir, judge::lc51Details(*input, *answer, output)))
        return kBroken;
    switch (o.verdict) {
        case judge::Verdict::AC: return judge::protocol::kAccepted;
        case judge::Verdict::FAIL: return broken(feedbackDir, o.message);
        case judge::Verdict::PE:
            return tellJudge(feedbackDir, judge::protocol::kPresentationPrefix + o.message)
                       ? judge::protocol::kRejected
                       : kBroken;
        default: return tellJudge(feedbackDir, o.message) ? judge::protocol::kRejected : kBroken;
    }
}
