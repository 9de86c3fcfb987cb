// LeetCode profile test program (C++, lc52): every placement copies the board into a new small
// vector of 256 bytes, about 900,000 of them at n = 12, each freed at once. Under
// AddressSanitizer each freed block waits in its quarantine; a quarantine as large as ASan's
// default (256 MiB) makes the resident memory climb past the memory limit though the program holds
// a few KiB. Expected: AC (ASan's quarantine is not the program's memory).
class Solution {
public:
    int totalNQueens(int n) { return place(vector<int>(), n); }

private:
    int place(const vector<int>& cols, int n) {
        const int row = static_cast<int>(cols.size());
        if (row == n) return 1;
        int count = 0;
        for (int c = 0; c < n; ++c) {
            bool free = true;
            for (int r = 0; r < row; ++r)
                free = free && cols[r] != c && abs(cols[r] - c) != row - r;
            if (!free) continue;
            vector<int> next;
            next.reserve(64);  // 256 bytes a placement
            next = cols;
            next.push_back(c);
            count += place(next, n);
        }
        return count;
    }
};
