# n + 1, after a second's sleep: WA on sample/1, its first test.
import time

n = int(input())
time.sleep(1)
print(n + 1)
