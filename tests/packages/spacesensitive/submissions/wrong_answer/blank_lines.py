# accepted/stairs.py with an empty line after each line: "\n\n" between lines where the answer has
# "\n". WA on every test, only because space_change_sensitive is set.
n = int(input())
for i in range(1, n + 1):
    print(" ".join("abcdefghijklmnopqrstuvwxyz"[:i]) + "\n")
