# Hostile (lc52, Python): leaves a file in /tmp (nq-hostile-__TOKEN__-python). It cannot tell whose
# /tmp it wrote, so it answers right either way; tests/hostile.sh checks that the host's /tmp has no
# such file afterwards.
class Solution:
    def totalNQueens(self, n: int) -> int:
        try:
            with open("/tmp/nq-hostile-__TOKEN__-python", "w") as f:
                f.write("left behind\n")
        except OSError:
            pass
        return self.count(n, 0, 0, 0)

    def count(self, n, columns, left, right):
        full = (1 << n) - 1
        if columns == full:
            return 1
        total, free = 0, full & ~(columns | left | right)
        while free:
            bit = free & -free
            free ^= bit
            total += self.count(n, columns | bit, (left | bit) << 1, (right | bit) >> 1)
        return total
