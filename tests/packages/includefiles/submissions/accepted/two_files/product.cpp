// a * b / 2 for a * b even; the other half of the program in two_files/.
long long halfProduct(long long a, long long b) { return a * b / 2; }
