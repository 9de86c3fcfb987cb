"""Output validator: the output must be a divisor d of n with 1 < d < n. The answer file is not
read (secret answers list the divisors for people, in a form no submission prints)."""
import sys

n = int(open(sys.argv[1]).read())
try:
    d = int(sys.stdin.read())
except ValueError:
    sys.exit(43)
sys.exit(42 if 1 < d < n and n % d == 0 else 43)
