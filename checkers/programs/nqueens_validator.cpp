// The N-Queens output validator of the kit's problem packages (problems/acm, lc51, lc52), under
// the format's protocol:
//   nqueens_validator input answer feedback_dir/ FLAG... < team_output
// One FLAG (from the package's validator_flags, or output_validator_args) is the problem, acm,
// lc51 or lc52, in any place among them: the checker of checkers/checkers.hpp that judges the
// output. The others may be case_sensitive or space_change_sensitive, the default validator's
// words, which the package's flags give too: the checkers are both already (a letter's case
// counts, and whitespace that differs is a presentation error), and saying so tells tools that
// try outputs with other spacing or case (BAPCtools) not to expect them accepted; BAPCtools puts
// the two words first when it checks an answer file. Exit 42: accepted; 43: wrong answer, with
// the checker's message in feedback_dir/judgemessage.txt (a presentation error starts with
// "presentation error: ", which the kit's judge reports as PE); 1: the testdata is broken (the
// message on stderr and in judgemessage.txt), or a flag is none of these words, a judge error
// under the protocol, never the solution's fault.
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

// The problem's name among the flags: acm, lc51 or lc52, in any place (BAPCtools puts its own
// case_sensitive space_change_sensitive first when it checks an answer file), once; "" when a
// flag is none of these words or the name is missing or given twice.
std::string problemOf(int argc, char** argv, std::string& unknown) {
    std::string problem;
    for (int i = 4; i < argc; ++i) {
        const std::string flag = argv[i];
        if (flag == "case_sensitive" || flag == "space_change_sensitive") continue;
        if ((flag == "acm" || flag == "lc51" || flag == "lc52") && problem.empty()) {
            problem = flag;
            continue;
        }
        unknown = flag;
        return "";
    }
    if (problem.empty()) unknown = "(no acm, lc51 or lc52)";
    return problem;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 5) {
        std::cerr << "usage: nqueens_validator input answer feedback_dir/ [case_sensitive] "
                     "[space_change_sensitive] acm|lc51|lc52 [case_sensitive] "
                     "[space_change_sensitive] < output\n";
        return kBroken;
    }
    const std::string feedbackDir = argv[3];
    std::string unknown;
    const std::string problem = problemOf(argc, argv, unknown);
    if (problem.empty()) return broken(feedbackDir, "unknown flag " + judge::quote(unknown));
    const judge::Checker checker = problem == "acm"    ? judge::checkAcm
                                   : problem == "lc51" ? judge::checkLc51
                                                       : judge::checkLc52;
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
