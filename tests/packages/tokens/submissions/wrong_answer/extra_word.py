# accepted/exact.py followed by one more token, "end": WA on every test (one token too many).
print(" ".join(reversed(input().split())), "end")
