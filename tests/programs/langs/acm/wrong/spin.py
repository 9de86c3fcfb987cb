# expect: TLE on 01: CPU time over
# Language test program (Python, acm): loops forever. Expected: TLE, at the limit times Python's factor.
while True:
    pass
