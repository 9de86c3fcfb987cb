// The sum by formula, in the class the runner Main calls: AC on every test.
class Solution {
    static long solve(long n) {
        return n * (n + 1) / 2;
    }
}
