"""Pick a number: k = 0 (WA) when n < 5, else n. WA on g1/01: g1 stops there (on_reject: break)
and gets 0; g2 70; secret always accepts: 70, accepted; sample/1 WA is ignored (ignore_sample)."""
n = int(input())
print(0 if n < 5 else n)
