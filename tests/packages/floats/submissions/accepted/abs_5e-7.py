# Every fractional quotient printed 5e-7 too high: inside an absolute tolerance of 1e-6 (abs/,
# both/), inside the relative one only above 0.5 (rel/ has nothing smaller). On abs/01, abs/02 and
# both/tiny/01 the relative error is over 1e-6, so those pass through the absolute tolerance alone.
a, b = map(int, input().split())
print(a // b if a % b == 0 else "%.17g" % (a / b + 5e-7))
