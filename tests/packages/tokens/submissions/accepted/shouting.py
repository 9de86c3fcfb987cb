# The right words in capitals, with tabs, double spaces, leading spaces and blank lines between
# and around them: AC only because the default comparison ignores case and the amount and kind
# of whitespace.
import sys

words = [w.upper() for w in reversed(input().split())]
sys.stdout.write("\n  " + "\t  ".join(words) + "  \n\n\n")
