# accepted/exact.py joining the words with nothing between them: "WorldHello" is one token, not
# two. WA on every test (each has two words or more).
print("".join(reversed(input().split())))
