# 1 is not a nontrivial divisor: WA on every test.
input()
print(1)
