# a - b: WA on sample/1 and 01.
a, b = map(int, input().split())
print(a - b)
