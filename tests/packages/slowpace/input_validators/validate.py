"""Input validator: one line with an integer 1 <= n <= 100. Exit 42 valid, 43 not."""
import re
import sys

text = sys.stdin.read()
sys.exit(42 if re.fullmatch(r"[1-9][0-9]?\n|100\n", text) else 43)
