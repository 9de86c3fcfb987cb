"""Input validator: one line with an integer. Exit 42 valid, 43 not."""
import re
import sys

sys.exit(42 if re.fullmatch(r"-?[0-9]+\n", sys.stdin.read()) else 43)
