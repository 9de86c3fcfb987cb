// The number of words in C++17: compiled as the profile says, AC on every test.
#include <iostream>
#include <iterator>
#include <string>

int main() {
    std::cout << std::distance(std::istream_iterator<std::string>(std::cin),
                               std::istream_iterator<std::string>())
              << "\n";
}
