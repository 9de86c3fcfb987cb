# Successor: n + 1. Right on every test; on 02 the validator crashes, so it gets FAIL there.
print(int(input()) + 1)
