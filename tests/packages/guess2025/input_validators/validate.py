"""Input validator: one line "N x" with 1 <= x <= N <= 10^9. Exit 42 valid, 43 not."""
import re
import sys

match = re.fullmatch(r"([1-9][0-9]{0,9}) ([1-9][0-9]{0,9})\n", sys.stdin.read())
valid = match is not None and int(match.group(2)) <= int(match.group(1)) <= 10**9
sys.exit(42 if valid else 43)
