"""Doubling that exits 3 on the second pass: RE (exit 3) on 01 and 02 in pass 2, AC on sample/1."""
import sys

k, v = map(int, input().split())
if k == 2:
    sys.exit(3)
print(2 * v)
