"""Input validator: one line with an integer n, |n| <= 10^9. Exit 42 valid, 43 not."""
import re
import sys

text = sys.stdin.read()
valid = re.fullmatch(r"-?(0|[1-9][0-9]{0,9})\n", text) is not None and abs(int(text)) <= 10**9
sys.exit(42 if valid else 43)
