"""Pick a number: k = n, every point: 20 + 30 + 50 = 100."""
print(int(input()))
