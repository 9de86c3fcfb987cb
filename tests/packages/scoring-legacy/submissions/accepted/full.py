"""Pick a number: k = n: g1 30, g2 35 + 35: 100."""
print(int(input()))
