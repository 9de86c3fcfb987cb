// accepted/binary.cpp writing '\n' for std::endl, with cin untied from cout (reading no longer
// flushes it): the first guess stays in the buffer, this program waits for a reply and the
// validator for a guess. The judge stops it at the wall-clock limit; only then does the validator
// read end of output and exit 43. The submission ran out of time first: TLE on every test.
#include <iostream>
#include <string>

int main() {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);
    long long n = 0;
    std::cin >> n;
    long long lo = 1;
    long long hi = n;
    while (lo <= hi) {
        const long long mid = lo + (hi - lo) / 2;
        std::cout << mid << '\n';
        std::string reply;
        if (!(std::cin >> reply) || reply == "correct") return 0;
        if (reply == "lower")
            hi = mid - 1;
        else
            lo = mid + 1;
    }
    return 0;
}
