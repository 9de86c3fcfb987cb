"""Input validator: one line "a b", 0 <= a, b <= 1000. Exit 42 valid, 43 not."""
import re
import sys

match = re.fullmatch(r"(0|[1-9][0-9]{0,3}) (0|[1-9][0-9]{0,3})\n", sys.stdin.read())
valid = match is not None and max(int(match.group(1)), int(match.group(2))) <= 1000
sys.exit(42 if valid else 43)
