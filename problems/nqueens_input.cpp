// Generated from checkers/programs/nqueens_input.cpp by `make bundle`: edit that file instead.
// Each kit file it includes stands where it is included, under a line naming it, without
// its comments (they are in that file), at one space an indentation level, a statement
// broken over lines in that file on one line.
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

// common/number.hpp
#include <cstdlib>
#include <limits>
#include <optional>
#include <string_view>
namespace kit {
inline std::optional<long long> parseInteger(std::string_view text) {
 const bool negative = !text.empty() && text[0] == '-';
 const std::string_view digits = text.substr(negative ? 1 : 0);
 if (digits.empty() || digits.size() > 19) return std::nullopt;
 for (char c : digits) if (c < '0' || c > '9') return std::nullopt;
 if (digits[0] == '0' && (digits.size() > 1 || negative)) return std::nullopt;
 unsigned long long value = 0;
 for (char c : digits) value = value * 10 + static_cast<unsigned>(c - '0');
 const auto max = static_cast<unsigned long long>(std::numeric_limits<long long>::max());
 if (value > max + (negative ? 1 : 0)) return std::nullopt;
 if (!negative) return static_cast<long long>(value);
 return value == max + 1 ? std::numeric_limits<long long>::min() : -static_cast<long long>(value);
}
inline std::optional<long long> parseInteger(std::string_view text, long long lo, long long hi) {
 const std::optional<long long> value = parseInteger(text);
 if (!value || *value < lo || *value > hi) return std::nullopt;
 return value;
}
inline std::optional<double> parseReal(const std::string& text) {
 char* end = nullptr;
 const double value = std::strtod(text.c_str(), &end);
 if (text.empty() || *end != '\0') return std::nullopt;
 return value;
}
}
// judge/protocol.hpp
namespace judge::protocol {
constexpr int kAccepted = 42;
constexpr int kRejected = 43;
constexpr const char* kPresentationPrefix = "presentation error: ";
}

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
