"""Input validator: one line with an integer n, 1 <= n <= 1000. Exit 42 valid, 43 not."""
import re
import sys

text = sys.stdin.read()
valid = re.fullmatch(r"[1-9][0-9]{0,3}\n", text) is not None and int(text) <= 1000
sys.exit(42 if valid else 43)
