# LeetCode profile test program (Python, lc52): @cache, comb and heappush with no import, as
# LeetCode's Python imports them for every solution. Expected: AC.
class Solution:
    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1

        @cache
        def place(cols: int, left: int, right: int) -> int:
            if cols == full:
                return 1
            heap = []
            free = full & ~(cols | left | right)
            while free:
                bit = free & -free
                heappush(heap, bit)
                free &= free - 1
            return sum(place(cols | b, ((left | b) << 1) & full, (right | b) >> 1) for b in heap)

        assert comb(n, 0) == 1
        return place(0, 0, 0)
