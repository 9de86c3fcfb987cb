"""Input validator: one line of 1 to 100 words of 1 to 20 ASCII letters, single spaces between.

Exit 42 when the input is valid, 43 when it is not.
"""
import re
import sys

text = sys.stdin.read()
valid = re.fullmatch(r"[A-Za-z]{1,20}( [A-Za-z]{1,20}){0,99}\n", text) is not None
sys.exit(42 if valid else 43)
