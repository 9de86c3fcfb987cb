# accepted/squares.py with a tab for the space: the same amount of whitespace, another kind. WA on
# every test under space_change_sensitive, which in 2025-09 rejects a change in type or amount.
n = int(input())
for i in range(1, n + 1):
    print(i, i * i, sep="\t")
