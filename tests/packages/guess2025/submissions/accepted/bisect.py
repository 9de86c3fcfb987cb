# Higher or lower: binary search, each line flushed.
n = int(input())
lo, hi = 1, n
while True:
    mid = (lo + hi) // 2
    print("?", mid, flush=True)
    reply = input().strip()
    if reply == "=":
        print("!", mid, flush=True)
        break
    if reply == "<":
        hi = mid - 1
    else:
        lo = mid + 1
