"""Echo of |n|: AC on 01, WA on 02: 50 points of 100, some but not all, as the folder asks."""
print(abs(int(input())))
