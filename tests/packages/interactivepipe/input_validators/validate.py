"""Input validator: one integer 1 <= n <= 1000 on one line. Exit 42 valid."""
import re
import sys

text = sys.stdin.read()
sys.exit(42 if re.fullmatch(r"[1-9][0-9]*\n", text) and int(text) <= 1000 else 43)
