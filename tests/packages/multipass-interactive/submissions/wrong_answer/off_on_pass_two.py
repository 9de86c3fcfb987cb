"""Doubling by interaction, wrong on the second pass only: WA on 01 in pass 2 (judging stops
there), AC on sample/1 (one pass)."""
k, v = map(int, input().split())
print(2 * v + (1 if k == 2 else 0), flush=True)
