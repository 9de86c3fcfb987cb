# a / b to 2 decimals: off by more than 1e-3 on every test (0.33, 0.67, 3.14): WA.
a, b = map(int, input().split())
print(f"{a / b:.2f}")
