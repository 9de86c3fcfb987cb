// What a C++ submission defines: the sum 1 + 2 + ... + n.
long long solve(long long n);
