# Not the entry point (submissions.yaml names sum.py): a + b + 1, WA if it were run.
a, b = map(int, input().split())
print(a + b + 1)
