// a + b, with a statement left without its semicolon: CE, one failed submission.
#include <iostream>
int main() {
    long long a, b;
    std::cin >> a >> b std::cout << a + b << '\n';
}
