# Staircase: line i holds the first i letters, single spaces between them.
n = int(input())
for i in range(1, n + 1):
    print(" ".join("abcdefghijklmnopqrstuvwxyz"[:i]))
