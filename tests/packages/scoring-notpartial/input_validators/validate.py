"""Input validator: one line with an integer -1000 <= n <= 1000. Exit 42 valid, 43 not."""
import re
import sys

text = sys.stdin.read()
sys.exit(42 if re.fullmatch(r"(0|-?[1-9][0-9]{0,3})\n", text) and abs(int(text)) <= 1000 else 43)
