# Any divisor: the largest one below n, n divided by the smallest one above 1.
n = int(input())
d = 2
while d * d <= n and n % d:
    d += 1
print(n // d)
