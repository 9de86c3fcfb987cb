# accepted/exact.py printing an integer quotient as "4.0". WA on sample/1 only: the sample has no
# tolerance, so "4.0" and "4" are different tokens; on both/02 "2.0" is within float_tolerance of 2.
a, b = map(int, input().split())
print("%.1f" % (a // b) if a % b == 0 else "%.15g" % (a / b))
