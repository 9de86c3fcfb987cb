// Guess the number: binary search; std::endl flushes each guess before the reply is read.
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
        if (!(std::cin >> reply) || reply == "correct") return 0;
        if (reply == "lower")
            hi = mid - 1;
        else
            lo = mid + 1;
    }
    return 0;
}
