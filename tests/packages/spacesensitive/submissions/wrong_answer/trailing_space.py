# accepted/stairs.py with a space at the end of each line: " \n" between lines where the answer
# has "\n". WA on every test, only because space_change_sensitive is set.
n = int(input())
for i in range(1, n + 1):
    print(" ".join("abcdefghijklmnopqrstuvwxyz"[:i]) + " ")
