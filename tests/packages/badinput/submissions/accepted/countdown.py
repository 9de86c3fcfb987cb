# Count down: n, n - 1, ..., 1.
print(*range(int(input()), 0, -1))
