// LeetCode profile test program (C++, lc52): the free columns of each row kept in a policy-based
// order-statistics tree (__gnu_pbds, libstdc++'s own), walked by rank with find_by_order. LeetCode
// links libstdc++ 14, which has it. Expected: AC (libc++ has no <ext/pb_ds>).
#include <ext/pb_ds/assoc_container.hpp>
#include <ext/pb_ds/tree_policy.hpp>

class Solution {
    using ordered = __gnu_pbds::tree<int, __gnu_pbds::null_type, less<int>, __gnu_pbds::rb_tree_tag,
                                     __gnu_pbds::tree_order_statistics_node_update>;

public:
    int totalNQueens(int n) {
        ordered freeColumns;
        for (int c = 0; c < n; ++c) freeColumns.insert(c);
        vector<int> cols(n);
        return place(0, n, freeColumns, cols);
    }

private:
    int place(int row, int n, ordered& freeColumns, vector<int>& cols) {
        if (row == n) return 1;
        int count = 0;
        for (int k = 0; k < static_cast<int>(freeColumns.size()); ++k) {
            const int c = *freeColumns.find_by_order(k);
            bool free = true;
            for (int r = 0; r < row; ++r) free = free && abs(cols[r] - c) != row - r;
            if (!free) continue;
            cols[row] = c;
            freeColumns.erase(c);
            count += place(row + 1, n, freeColumns, cols);
            freeColumns.insert(c);
        }
        return count;
    }
};
