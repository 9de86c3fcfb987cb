# Sum: a + b.
a, b = map(int, input().split())
print(a + b)
