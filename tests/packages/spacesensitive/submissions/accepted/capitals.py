# accepted/stairs.py in capitals: AC because space_change_sensitive leaves case ignored.
n = int(input())
for i in range(1, n + 1):
    print(" ".join("ABCDEFGHIJKLMNOPQRSTUVWXYZ"[:i]))
