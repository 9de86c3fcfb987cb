"""Pick a number: k = n // 2 (at least 1). g1: WA (k is not n): 0; g2: min(5/10, 2/4) of 30 =
15; g3: needs g1 AC: 0. Score 15 (submissions.yaml holds it to that, and g2 to 15)."""
print(max(1, int(input()) // 2))
