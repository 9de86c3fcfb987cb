# n, after a second's sleep: AC on every test (a second of wall time each, no CPU).
import time

n = int(input())
time.sleep(1)
print(n)
