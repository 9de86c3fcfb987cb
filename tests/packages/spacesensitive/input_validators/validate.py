"""Input validator: one line with an integer n, 2 <= n <= 26. Exit 42 valid, 43 not."""
import re
import sys

text = sys.stdin.read()
valid = re.fullmatch(r"[1-9][0-9]?\n", text) is not None and 2 <= int(text) <= 26
sys.exit(42 if valid else 43)
