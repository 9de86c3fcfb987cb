# accepted/abs_5e-7.py with 2e-6 for 5e-7: twice the absolute tolerance. WA on abs/01, abs/02 and
# both/tiny/01 (where the relative error is also over 1e-6); AC on every other test.
a, b = map(int, input().split())
print(a // b if a % b == 0 else "%.17g" % (a / b + 2e-6))
