// Makes one guess (N / 2 or so, never the number in these tests), then exits with status 0
// without reading the reply. By the rule for interactive problems, a submission that ends with
// status 0 has not crashed, so the validator's verdict stands: it reads end of output before a
// correct guess and exits 43. WA on every test, whichever exit the judge sees first.
#include <iostream>

int main() {
    long long n = 0;
    std::cin >> n;
    std::cout << 1 + (n - 1) / 2 << std::endl;
    return 0;
}
