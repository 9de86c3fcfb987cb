# accepted/sum.py printing (a + b) % 100: WA on two/01, AC on one/01. That meets the folder's
# rule, but no judgemessage holds the text submissions.yaml asks for.
a, b = map(int, input().split())
print((a + b) % 100)
