# Language test program (Python, acm): counts placements with sets of taken columns and
# diagonals, keeping the first placement found. Expected: AC.
import sys


def main():
    n = int(sys.stdin.read().split()[0])
    cols, d1, d2, placed, first = set(), set(), set(), [], []
    count = 0

    def place(row):
        nonlocal count
        if row == n:
            if count == 0:
                first.extend(placed)
            count += 1
            return
        for c in range(n):
            if c in cols or row + c in d1 or row - c in d2:
                continue
            cols.add(c), d1.add(row + c), d2.add(row - c), placed.append(c)
            place(row + 1)
            cols.discard(c), d1.discard(row + c), d2.discard(row - c), placed.pop()

    place(0)
    print(count)
    for r, c in enumerate(first):
        print(r + 1, c + 1)


main()
