"""Input validator: one line with an integer 1 <= n <= 1000. Exit 42 valid, 43 not."""
import re
import sys

text = sys.stdin.read()
sys.exit(42 if re.fullmatch(r"[1-9][0-9]{0,3}\n", text) and int(text) <= 1000 else 43)
