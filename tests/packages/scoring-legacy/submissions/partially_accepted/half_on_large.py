"""Pick a number: k = n when n <= 6, else n // 2: g1 30, g2 17.5 + 17.5: 65, accepted (every test
AC), not the range's 100."""
n = int(input())
print(n if n <= 6 else n // 2)
