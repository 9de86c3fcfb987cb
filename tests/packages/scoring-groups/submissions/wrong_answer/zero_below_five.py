"""Pick a number: k = 0 (out of range: WA) when n < 5, else k = n. WA on sample/1, g1/01, g2/02
and g3/02; g1: 0 (pass-fail); g2: min(1, 0) = 0; g3: 25 from g3/01, but require_pass (sample and
g1 failed) makes it 0. Score 0."""
n = int(input())
print(0 if n < 5 else n)
