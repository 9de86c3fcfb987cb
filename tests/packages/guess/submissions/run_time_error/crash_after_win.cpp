// accepted/binary.cpp ending with exit status 3 after "correct". The validator accepts (42), it
// did not end first with 43 and the program did not run out of time, so the non-zero exit
// decides: RE on every test.
#include <iostream>
#include <string>

int main() {
    long long n = 0;
    std::cin >> n;
    long long lo = 1;
    long long hi = n;
    while (lo <= hi) {
        const long long mid = lo + (hi - lo) / 2;
        std::cout << mid << std::endl;
        std::string reply;
        if (!(std::cin >> reply)) return 0;
        if (reply == "correct") return 3;
        if (reply == "lower")
            hi = mid - 1;
        else
            lo = mid + 1;
    }
    return 0;
}
