"""Input validator: one line with an integer 1 <= n <= 99. Exit 42 valid, 43 not."""
import re
import sys

sys.exit(42 if re.fullmatch(r"[1-9][0-9]?\n", sys.stdin.read()) else 43)
