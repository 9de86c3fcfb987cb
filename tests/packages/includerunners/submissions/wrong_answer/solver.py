"""n * n // 2: WA on sample/1 (run by main.py, not as a program of its own, which prints nothing)."""


def solve(n):
    return n * n // 2
