"""Doubling, wrong on the second pass only (2v + 1): WA on 01 and 02 in pass 2, AC on sample/1
(one pass)."""
k, v = map(int, input().split())
print(2 * v + (1 if k == 2 else 0))
