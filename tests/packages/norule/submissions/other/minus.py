# a - b: WA on sample/1 and 01, and as expected (no rule: every verdict permitted).
a, b = map(int, input().split())
print(a - b)
