"""Input validator: one line with two integers a and b, -1000 <= a, b <= 1000, written the one
way (no leading zero or plus, one space, a newline at the end). Exit 42 valid."""
import re
import sys

text = sys.stdin.read()
match = re.fullmatch(r"(0|-?[1-9][0-9]*) (0|-?[1-9][0-9]*)\n", text)
sys.exit(42 if match and all(-1000 <= int(v) <= 1000 for v in match.groups()) else 43)
