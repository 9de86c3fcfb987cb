"""Input validator: one line with one word of 1 to 20 ASCII letters. Exit 42 valid, 43 not."""
import re
import sys

sys.exit(42 if re.fullmatch(r"[A-Za-z]{1,20}\n", sys.stdin.read()) else 43)
