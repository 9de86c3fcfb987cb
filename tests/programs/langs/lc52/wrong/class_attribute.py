# expect: WA on 02: expected 0, found 1
# Language test program (Python, lc52): a class attribute, shared by every Solution() of the
# process, so the count of one testcase carries into the next.
class Solution:
    found = []

    def totalNQueens(self, n: int) -> int:
        def place(row: int, cols: List[int]) -> None:
            if row == n:
                self.found.append(cols)
                return
            for c in range(n):
                if all(c != k and abs(c - k) != row - r for r, k in enumerate(cols)):
                    place(row + 1, cols + [c])

        place(0, [])
        return len(self.found)
