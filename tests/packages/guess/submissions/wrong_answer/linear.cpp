// Guesses 1, 2, 3, ... in turn. On sample/1 (x = 3, 4 guesses allowed) that is AC; on 01
// (x = 737, 10 allowed) the validator stops at the 11th guess and exits 43, and this program,
// reading end of input where the reply would be, exits 0: WA whichever of the two the judge sees
// end first.
#include <iostream>
#include <string>

int main() {
    long long n = 0;
    std::cin >> n;
    for (long long g = 1; g <= n; ++g) {
        std::cout << g << std::endl;
        std::string reply;
        if (!(std::cin >> reply) || reply == "correct") return 0;
    }
    return 0;
}
