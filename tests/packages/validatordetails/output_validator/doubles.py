"""Output validator of "Doubles": the team prints 2n.

    doubles.py INPUT ANSWER FEEDBACK_DIR < team_output    exit 42 accepted, 43 wrong answer

Beside its verdict it writes FEEDBACK_DIR/details.json, {"n": N, "found": "..."}, except for
n = 3, where it writes text that is not JSON (a flaw kept on purpose: a judge error).
"""
import json
import os
import sys

n = int(open(sys.argv[1]).read())
answer = open(sys.argv[2]).read().split()
team = sys.stdin.read().split()
with open(os.path.join(sys.argv[3], "details.json"), "w") as f:
    f.write("{n: 3" if n == 3 else json.dumps({"n": n, "found": " ".join(team)}))
sys.exit(42 if team == answer else 43)
