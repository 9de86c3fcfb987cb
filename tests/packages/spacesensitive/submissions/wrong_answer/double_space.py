# accepted/stairs.py with two spaces between letters: WA on every test (each has a line of two
# letters or more), only because space_change_sensitive is set.
n = int(input())
for i in range(1, n + 1):
    print("  ".join("abcdefghijklmnopqrstuvwxyz"[:i]))
