# TLE on g1/02 (n = 2), then WA on g2/01 and g2/02 (n = 3, 4): the grader's verdict is TLE (secret/
# stops counting at g1). The 2023-07 rule (only AC or TLE permitted) would refuse the WA.
n = int(input())
while n == 2:
    pass
print(2 * n + (3 <= n <= 4))
