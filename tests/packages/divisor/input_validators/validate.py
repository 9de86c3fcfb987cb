"""Input validator: one line with a composite integer n, 4 <= n <= 10^12. Exit 42 valid, 43 not."""
import re
import sys


def composite(n):
    d = 2
    while d * d <= n:
        if n % d == 0:
            return True
        d += 1
    return False


text = sys.stdin.read()
valid = re.fullmatch(r"[1-9][0-9]{0,12}\n", text) is not None
valid = valid and 4 <= int(text) <= 10**12 and composite(int(text))
sys.exit(42 if valid else 43)
