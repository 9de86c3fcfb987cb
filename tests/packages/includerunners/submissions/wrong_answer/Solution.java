// n * n / 2: WA on sample/1.
class Solution {
    static long solve(long n) {
        return n * n / 2;
    }
}
