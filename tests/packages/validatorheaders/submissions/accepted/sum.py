# a + b: AC on every test ("5 is the sum" on sample/1).
a, b = map(int, input().split())
print(a + b)
