// expect: RE on 01: null pointer
// LeetCode profile test program (C++, lc52): the placed queens in a linked list, newest first;
// the check's loop tests q->next instead of q, so with no queen placed yet it reads through the
// null pointer. LeetCode's UBSan: "member access within null pointer of type 'Queen'".
struct Queen {
    int row, col;
    Queen* next;
};

class Solution {
public:
    int totalNQueens(int n) { return place(0, n, nullptr); }

private:
    int place(int row, int n, Queen* placed) {
        if (row == n) return 1;
        int count = 0;
        for (int c = 0; c < n; ++c) {
            bool free = true;
            for (Queen* q = placed; q->next != nullptr; q = q->next)
                free = free && q->col != c && abs(q->col - c) != row - q->row;
            if (!free) continue;
            Queen here{row, c, placed};
            count += place(row + 1, n, &here);
        }
        return count;
    }
};
