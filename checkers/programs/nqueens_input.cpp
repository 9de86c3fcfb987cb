// The input validator of the kit's problem packages, under the format's protocol:
//   nqueens_input [LOW HIGH] < input
// The input must be one line holding n, a whole number written the kit's one way
// (kit::parseInteger: no sign, no leading zero), with LOW <= n <= HIGH, and nothing else (the
// line ends with a newline, as the format's text files do). Exit 42: valid; 43: not valid, with
// the reason on stderr. Without flags, the bounds are the ones the problem's statement gives, from
// nqueens_bounds.h beside this file (each package writes its own: NQUEENS_LOW, NQUEENS_HIGH), as
// tools that make inputs of their own run it with no flags (BAPCtools' generic invalid inputs).
// Flags that are not numbers are left alone: BAPCtools gives input validators a legacy package's
// validator_flags too, the output validator's (acm case_sensitive space_change_sensitive).
// `make bundle` writes this file, with what it includes, as problems/nqueens_input.cpp.
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "common/number.hpp"
#include "judge/protocol.hpp"

// The package's own bounds, named through a macro so that `make bundle` leaves the line as it is
// (the header is the package's, not the kit's).
#define NQUEENS_BOUNDS_HEADER "nqueens_bounds.h"
#if __has_include(NQUEENS_BOUNDS_HEADER)
#include NQUEENS_BOUNDS_HEADER
#endif

int main(int argc, char** argv) {
    std::vector<std::optional<long long>> numbers;
    for (int i = 1; i < argc; ++i) {
        const std::string flag = argv[i];
        if (!flag.empty() && (flag[0] == '-' || (flag[0] >= '0' && flag[0] <= '9')))
            numbers.push_back(kit::parseInteger(flag));
    }
    std::optional<long long> low, high;
    if (numbers.size() == 2) {
        low = numbers[0];
        high = numbers[1];
    }
#if defined(NQUEENS_LOW) && defined(NQUEENS_HIGH)
    if (numbers.empty()) {
        low = NQUEENS_LOW;
        high = NQUEENS_HIGH;
    }
#endif
    if (!low || !high) {
        std::cerr << "usage: nqueens_input [LOW HIGH] < input (without nqueens_bounds.h, LOW and "
                     "HIGH are needed)\n";
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
