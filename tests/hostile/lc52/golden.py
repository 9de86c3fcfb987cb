# Hostile (lc52, Python): opens the golden answers by a relative path, the kit's absolute path and
# the judge's folders through /proc; one more than the count when any opens. Blocked: AC.
import os


class Solution:
    def totalNQueens(self, n: int) -> int:
        return self.count(n, 0, 0, 0) + self.leaked()

    def leaked(self):
        golden = "testdata/lc52/01.out"
        routes = [golden, "../" + golden, "__KIT__/" + golden,
                  "/proc/%d/cwd/%s" % (os.getppid(), golden), "/proc/1/cwd/" + golden,
                  "/proc/1/root__KIT__/" + golden]
        for route in routes:
            try:
                open(route).close()
                return 1
            except OSError:
                pass
        return 0

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
