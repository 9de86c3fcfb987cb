# a + b: AC on every test, which breaks the inherited `required: [WA]`: reported failed.
a, b = map(int, input().split())
print(a + b)
