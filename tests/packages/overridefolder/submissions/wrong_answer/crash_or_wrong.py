# WA on sample/1 (a - b), RTE on 02 (a negative a): permitted by the override, and WA on some
# test as the inherited `required` asks.
a, b = map(int, input().split())
assert a >= 0
print(a - b)
