# Language test program (Python, lc52): a debug print left in. Expected: AC.
class Solution:
    def totalNQueens(self, n: int) -> int:
        print("debug: n=%d" % n)

        def count(row: int, cols: int, d1: int, d2: int) -> int:
            if row == n:
                return 1
            total = 0
            for c in range(n):
                if not (cols >> c & 1 or d1 >> (row + c) & 1 or d2 >> (row - c + n) & 1):
                    total += count(row + 1, cols | 1 << c, d1 | 1 << (row + c), d2 | 1 << (row - c + n))
            return total

        return count(0, 0, 0, 0)
