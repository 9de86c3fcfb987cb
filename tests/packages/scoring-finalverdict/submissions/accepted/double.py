# 2n: AC on every test, a score of 5 (1 per test).
print(2 * int(input()))
