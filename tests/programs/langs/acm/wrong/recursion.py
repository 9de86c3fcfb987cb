# expect: RE on 01: RecursionError
# Language test program (Python, acm): recursion without end, stopped by Python's recursion
# limit. Expected: RE, with the traceback's last line.
def depth(k):
    return depth(k + 1)


print(depth(0))
