# accepted/bisect.py printing the answer without its "!": the validator takes the bare number for
# neither a question nor an answer and exits 43. This program then ends with status 0, so WA on
# every test whichever of the two the judge sees end first.
n = int(input())
lo, hi = 1, n
while True:
    mid = (lo + hi) // 2
    print("?", mid, flush=True)
    reply = input().strip()
    if reply == "=":
        print(mid, flush=True)
        break
    if reply == "<":
        hi = mid - 1
    else:
        lo = mid + 1
