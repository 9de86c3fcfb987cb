# accepted/larger_first_when_small.py with the larger prime first for every n: WA in group large
# (the validator's argument `ordered`), AC elsewhere; submissions.yaml pins that per group.
def prime(m):
    return m >= 2 and all(m % d for d in range(2, int(m**0.5) + 1))


n = int(input())
p = n // 2
while not (prime(p) and prime(n - p)):
    p -= 1
print(n - p, p)
