// expect: CE on -: the compile was stopped
// Hostile (acm, C++, at compile time): includes /dev/zero, a file without end. Blocked: the
// compile's memory limit stops the compiler, and the judge says so (CE).
#include "/dev/zero"
int main() {}
