# accepted/sum.py adding one more when a + b < 100: WA on one/01, AC on two/01. That meets the
# folder's rule, but not submissions.yaml's "required: [WA]" for group secret/two.
a, b = map(int, input().split())
print(a + b + (a + b < 100))
