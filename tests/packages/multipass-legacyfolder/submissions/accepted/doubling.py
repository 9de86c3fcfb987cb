"""Doubling: prints 2v on every pass."""
k, v = map(int, input().split())
print(2 * v)
