# a - b: WA on sample/1, its first test ("expected 5, found -1"): judging stops there.
a, b = map(int, input().split())
print(a - b)
