"""Input validator: one line `k v` with 1 <= k <= 3 and 0 <= v <= 10^6. Exit 42 valid, 43 not."""
import re
import sys

text = sys.stdin.read()
match = re.fullmatch(r"([1-3]) (0|[1-9][0-9]{0,6})\n", text)
sys.exit(42 if match and int(match.group(2)) <= 10**6 else 43)
