# expect: WA on 01: expected "1", found "2"
# Language test program (Python, acm): prints one placement too many. Expected: WA.
import sys

n = int(sys.stdin.read().split()[0])
print(2, *["%d %d" % (1, 1)], sep="\n")
