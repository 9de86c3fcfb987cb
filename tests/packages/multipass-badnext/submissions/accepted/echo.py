"""Echo: prints n; right on the first pass, then FAIL (its next input is not valid)."""
print(int(input()))
