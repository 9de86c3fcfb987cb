# WA on g1/01 (n = 1), TLE on g2/01 (n = 3): the grader's verdict is WA, since secret/ stops
# counting at g1's rejection (on_reject: break). The 2023-07 rule (only AC or WA permitted)
# would refuse the TLE.
n = int(input())
while n == 3:
    pass
print(2 * n + (n == 1))
