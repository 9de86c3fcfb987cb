# accepted/rel_5e-7.py with 2e-6 for 5e-7: twice the relative tolerance. WA on rel/01, rel/02 and
# both/01 (where the absolute error is also over 1e-6); AC on every other test.
a, b = map(int, input().split())
print(a // b if a % b == 0 else "%.17g" % (a / b * (1 + 2e-6)))
