# a + b + the offset of the included module: AC on every test.
import offset

a, b = map(int, input().split())
print(a + b + offset.OFFSET)
