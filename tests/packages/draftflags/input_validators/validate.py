"""Input validator: two integers a and b on one line, |a|, |b| <= M, where the argument max=M
comes from the group's testdata.yaml (without it every input is refused), written the one way (no
leading zero or plus, one space, a newline at the end). Exit 42 valid."""
import re
import sys

limit = -1
for arg in sys.argv[1:]:
    if arg.startswith("max="):
        limit = int(arg[4:])
match = re.fullmatch(r"(0|-?[1-9][0-9]*) (0|-?[1-9][0-9]*)\n", sys.stdin.read())
sys.exit(42 if match and all(abs(int(v)) <= limit for v in match.groups()) else 43)
