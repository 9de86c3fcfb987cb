# AC in g1, then WA on g2/01 (n = 3) and TLE on g2/02 (n = 4): g2 judges on (on_reject: continue)
# and its first error is WA (grader_flags: first_error), so the grader's verdict is WA.
n = int(input())
while n == 4:
    pass
print(2 * n + (n == 3))
