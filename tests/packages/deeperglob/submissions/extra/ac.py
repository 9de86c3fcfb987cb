# a + b: AC on every test (extra/ac.{py,cpp}: permitted AC).
a, b = map(int, input().split())
print(a + b)
