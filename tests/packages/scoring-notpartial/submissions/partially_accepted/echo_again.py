"""Echo: prints n, every point: 100 of 100 is not "some, not all": reported as failed."""
print(int(input()))
