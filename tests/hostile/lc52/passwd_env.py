# Hostile (lc52, Python): reads /etc/passwd (the host's has a root line) and the judge's environment
# (NQ_HOSTILE_SECRET, set by tests/hostile.sh: its own, or pid 1's or its parent's through /proc);
# one more than the count when any is there. Blocked: AC.
import os


def holds(path, word):
    try:
        with open(path, "rb") as f:
            return word in f.read()
    except OSError:
        return False


class Solution:
    def totalNQueens(self, n: int) -> int:
        leaked = (holds("/etc/passwd", b"root:") or "NQ_HOSTILE_SECRET" in os.environ
                  or holds("/proc/1/environ", b"NQ_HOSTILE_SECRET")
                  or holds("/proc/%d/environ" % os.getppid(), b"NQ_HOSTILE_SECRET"))
        return self.count(n, 0, 0, 0) + int(leaked)

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
