# expect: MLE on 01: memory over
# Language test program (Python, acm): a list that grows without end. Expected: MLE.
rows = []
while True:
    rows.append([0] * 4096)
