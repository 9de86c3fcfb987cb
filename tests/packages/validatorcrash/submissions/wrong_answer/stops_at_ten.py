# accepted/successor.py adding one only below 10: wrong on 02 (prints 41), where the validator
# crashes before judging it. The verdict there must be FAIL, not WA: the package is at fault.
n = int(input())
print(n + 1 if n < 10 else n)
