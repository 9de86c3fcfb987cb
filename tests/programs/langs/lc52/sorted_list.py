# Language test program (Python, lc52): sortedcontainers, which LeetCode's Python has installed
# but does not import ("For Map/TreeMap data structure, you may use sortedcontainers library"):
# the free columns of each row kept in a SortedList. Expected: AC.
from sortedcontainers import SortedList


class Solution:
    def totalNQueens(self, n: int) -> int:
        free = SortedList(range(n))

        def place(row: int, left: set, right: set) -> int:
            if row == n:
                return 1
            total = 0
            for col in list(free):
                if row + col in left or row - col in right:
                    continue
                free.remove(col)
                total += place(row + 1, left | {row + col}, right | {row - col})
                free.add(col)
            return total

        return place(0, set(), set())
