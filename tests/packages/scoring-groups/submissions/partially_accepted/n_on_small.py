"""Pick a number: k = n when n <= 6, else 1. g1 (n = 4, 6): 20; g2: min(1/10, 4/4) of 30 = 3;
g3: 25 * 1/8 + 25 * 2/2 = 28.125. Score 51.125."""
n = int(input())
print(n if n <= 6 else 1)
