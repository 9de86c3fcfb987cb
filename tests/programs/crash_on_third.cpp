// Language test program (C++, lc52): right for n = 1 and 2, then a null-pointer write at n = 3,
// so that the run of all testcases in one process ends in the third.
class Solution {
public:
    int totalNQueens(int n) {
        if (n == 3) {
            volatile int* volatile pointer = nullptr;
            *pointer = 1;
        }
        return n == 1 ? 1 : 0;
    }
};
