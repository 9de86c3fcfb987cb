"""Input validator: one composite integer n, 4 <= n <= 10^6, on one line. Exit 42 valid."""
import re
import sys

text = sys.stdin.read()
ok = re.fullmatch(r"[1-9][0-9]*\n", text) is not None and 4 <= int(text) <= 10**6
sys.exit(42 if ok and any(int(text) % d == 0 for d in range(2, int(text))) else 43)
