"""Input validator: one line of 1 to 20 words of lowercase letters, single spaces. Exit 42 or 43."""
import re
import sys

text = sys.stdin.read()
sys.exit(42 if re.fullmatch(r"[a-z]+( [a-z]+){0,19}\n", text) else 43)
