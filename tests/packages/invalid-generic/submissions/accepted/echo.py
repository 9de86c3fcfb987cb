"""Echo: prints n: 100 points."""
print(int(input()))
