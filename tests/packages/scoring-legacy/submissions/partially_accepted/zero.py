"""Pick a number: k = 0, WA on every test: score 0, yet the grader accepts it (secret: always_accept),
so in the legacy format its final verdict is AC and its score below the maximum: partially accepted."""
input()
print(0)
