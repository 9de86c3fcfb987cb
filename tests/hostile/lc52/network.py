# Hostile (lc52, Python): connects to a listener of tests/hostile.sh on 127.0.0.1:__PORT__; one more
# than the count when it gets through. Blocked (no network in the box): AC, and the listener sees
# no connection.
import socket


class Solution:
    def totalNQueens(self, n: int) -> int:
        try:
            socket.create_connection(("127.0.0.1", __PORT__), timeout=1).close()
            connected = 1
        except OSError:
            connected = 0
        return self.count(n, 0, 0, 0) + connected

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
