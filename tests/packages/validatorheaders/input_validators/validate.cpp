// Input validator: one line "a b", two numbers below 10^9. Exit 42 valid, 43 not. It includes the
// testlib.h beside it in input_validators/.
#include <iostream>
#include <iterator>
#include <string>

#include "testlib.h"

int main() {
    const std::string text{std::istreambuf_iterator<char>(std::cin), {}};
    const std::size_t space = text.find(' ');
    if (space == std::string::npos || text.empty() || text.back() != '\n') return 43;
    const std::string a = text.substr(0, space),
                      b = text.substr(space + 1, text.size() - space - 2);
    return isSmallNumber(a) && isSmallNumber(b) ? 42 : 43;
}
