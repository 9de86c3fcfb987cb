# accepted/smallest.cpp in Python, counting 1 as a prime: "1 3" for n = 4 and "1 97" for n = 98.
# WA on small/01 and small/03 with the judgemessage "1 is not prime" (submissions.yaml asks for
# it); AC on the others.
def prime(m):
    return m >= 1 and all(m % d for d in range(2, int(m**0.5) + 1))


n = int(input())
p = 1
while not (prime(p) and prime(n - p)):
    p += 1
print(p, n - p)
