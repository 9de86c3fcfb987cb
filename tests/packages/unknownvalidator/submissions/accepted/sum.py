# a + b: would be AC; FAIL on every test, as the validator cannot run.
a, b = map(int, input().split())
print(a + b)
