"""Echo: AC on every test. g1, g2, g3 20 each, g4 40 (double): 100."""
print(int(input()))
