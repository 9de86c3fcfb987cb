"""WA on sample/1, g1/01, g2/01, g3/02; RE (exit 1) on g1/02 and g2/02; AC elsewhere.
g1 (first_error): WA, 0.1. g2 (worst_error): RTE, 0.3. g3 (accept_if_any_accepted): AC, 10.
g4 (double): AC, 40. secret (accept_if_any_accepted): AC, 50.4. data/ (ignore_sample: the
sample's WA left out): 50.4."""
import sys

n = int(input())
if n in (12, 22):
    sys.exit(1)
print(n + 1 if n in (1, 11, 21, 32) else n)
