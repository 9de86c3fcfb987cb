# n + 1: AC on every test.
print(int(input()) + 1, flush=True)
