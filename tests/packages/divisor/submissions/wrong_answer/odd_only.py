# accepted/largest.py trying odd d only (from 3, step 2): an even n with no odd divisor up to
# sqrt(n) gets n // d for the first d past sqrt(n). WA on 04 (n = 998, prints 30) only.
n = int(input())
d = 3
while d * d <= n and n % d:
    d += 2
print(n // d)
