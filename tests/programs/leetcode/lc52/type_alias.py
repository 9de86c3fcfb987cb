# expect: RE on 01: Line 5: SyntaxError
# LeetCode profile test program (Python, lc52): a type alias statement of Python 3.12, which
# LeetCode's Python 3.11 cannot parse. LeetCode reports it as a Runtime Error,
# "Line 5: SyntaxError: invalid syntax".
type Columns = list[int]


class Solution:
    def totalNQueens(self, n: int) -> int:
        def place(row: int, cols: Columns) -> int:
            if row == n:
                return 1
            return sum(place(row + 1, cols + [c]) for c in range(n)
                       if all(c != q and abs(c - q) != row - r for r, q in enumerate(cols)))
        return place(0, [])
