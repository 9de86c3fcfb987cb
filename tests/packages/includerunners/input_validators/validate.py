"""Input validator: one line, an integer 1 <= n <= 10^6. Exit 42 valid, 43 not."""
import re
import sys

match = re.fullmatch(r"([1-9][0-9]{0,6})\n", sys.stdin.read())
sys.exit(42 if match is not None and int(match.group(1)) <= 10**6 else 43)
