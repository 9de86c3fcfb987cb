# Language test program (Python 3, lc51): LeetCode's Python 3 starter with List hints and no
# import of typing, which LeetCode provides. Expected: AC.
class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards: List[List[str]] = []
        cols: List[int] = []

        def place(row: int) -> None:
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - c - 1) for c in cols])
                return
            for c in range(n):
                if all(c != k and abs(c - k) != row - r for r, k in enumerate(cols)):
                    cols.append(c)
                    place(row + 1)
                    cols.pop()

        place(0)
        return boards
