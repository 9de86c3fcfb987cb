# a - b: WA on every test (judgemessage "expected 5, found -1" on sample/1).
a, b = map(int, input().split())
print(a - b)
