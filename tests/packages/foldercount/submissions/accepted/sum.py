# a + b: AC on every test.
a, b = map(int, input().split())
print(a + b)
