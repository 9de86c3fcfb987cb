# Guess the number: binary search; print(..., flush=True) sends each guess at once.
import sys

n = int(sys.stdin.readline())
lo, hi = 1, n
while lo <= hi:
    mid = (lo + hi) // 2
    print(mid, flush=True)
    reply = sys.stdin.readline().strip()
    if reply in ("correct", ""):
        break
    if reply == "lower":
        hi = mid - 1
    else:
        lo = mid + 1
