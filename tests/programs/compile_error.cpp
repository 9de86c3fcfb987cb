// Runner test program: does not compile (an undeclared name). Expected verdict: CE.
int main() { return undeclaredName; }
