"""Input validator: one line "a b", 1 <= a <= max_a, 1 <= b <= 10^18.

max_a is 10^6 unless the flags say `max_a N` (data/secret/rel and data/secret/both allow 10^9).
Exit 42 when the input is valid, 43 when it is not.
"""
import re
import sys


def main():
    flags = sys.argv[1:]
    max_a = 10**6
    if flags:
        if len(flags) != 2 or flags[0] != "max_a" or not flags[1].isdigit():
            print("unknown flags:", flags, file=sys.stderr)
            return 43
        max_a = int(flags[1])
    text = sys.stdin.read()
    match = re.fullmatch(r"([1-9][0-9]*) ([1-9][0-9]*)\n", text)
    if not match:
        print("expected one line with two positive integers", file=sys.stderr)
        return 43
    a, b = int(match.group(1)), int(match.group(2))
    if a > max_a or b > 10**18:
        print(f"out of range: a = {a} (at most {max_a}), b = {b}", file=sys.stderr)
        return 43
    return 42


sys.exit(main())
