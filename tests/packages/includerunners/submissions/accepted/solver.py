"""The sum by formula, as the module the runner main.py imports: AC on every test."""


def solve(n):
    return n * (n + 1) // 2
