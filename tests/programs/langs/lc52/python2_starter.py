# Language test program (Python, lc52): the Python 2 starter `class Solution(object)`, which
# runs under Python 3 too. Expected: AC.
class Solution(object):
    def totalNQueens(self, n):
        """
        :type n: int
        :rtype: int
        """
        def count(row, cols, d1, d2):
            if row == n:
                return 1
            return sum(count(row + 1, cols | {c}, d1 | {row + c}, d2 | {row - c})
                       for c in range(n) if c not in cols and row + c not in d1 and row - c not in d2)
        return count(0, frozenset(), frozenset(), frozenset())
