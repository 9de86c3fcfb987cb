// The input validator of the kit's problem packages, under the format's protocol:
//   nqueens_input LOW HIGH < input
// The input must be one line holding n, a whole number written the kit's one way
// (kit::parseInteger: no sign, no leading zero), with LOW <= n <= HIGH, and nothing else (the
// line ends with a newline, as the format's text files do). Exit 42: valid; 43: not valid, with
// the reason on stderr. `make bundle` writes this file, with what it includes, as
// problems/nqueens_input.cpp.
#include <iostream>
#include <iterator>
#include <string>

#include "common/number.hpp"
#include "judge/protocol.hpp"

int main(int argc, char** argv) {
    const std::optional<long long> low = argc == 3 ? kit::parseInteger(argv[1]) : std::nullopt;
    const std::optional<long long> high = argc == 3 ? kit::parseInteger(argv[2]) : std::nullopt;
    if (!low || !high) {
        std::cerr << "usage: nqueens_input LOW HIGH < input\n";
        return 1;
    }
    const std::string text(std::istreambuf_iterator<char>(std::cin), {});
    if (text.empty() || text.back() != '\n' || text.find('\n') != text.size() - 1) {
        std::cerr << "the input must be one line, ending with a newline\n";
        return judge::protocol::kRejected;
    }
    const std::optional<long long> n =
        kit::parseInteger(text.substr(0, text.size() - 1), *low, *high);
    if (!n) {
        std::cerr << "the line must hold one whole number from " << *low << " to " << *high
                  << ", not \"" << text.substr(0, text.size() - 1) << "\"\n";
        return judge::protocol::kRejected;
    }
    return judge::protocol::kAccepted;
}
