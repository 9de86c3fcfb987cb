"""Output validator: the output must be a + b + {{offset}} (the constant, replaced by the judge)."""
import sys

a, b = map(int, open(sys.argv[1]).read().split())
try:
    got = int(sys.stdin.read())
except ValueError:
    sys.exit(43)
sys.exit(42 if got == a + b + {{offset}} else 43)
