# Divide: a / b to 15 significant digits; an integer quotient as an integer.
a, b = map(int, input().split())
print(a // b if a % b == 0 else "%.15g" % (a / b))
