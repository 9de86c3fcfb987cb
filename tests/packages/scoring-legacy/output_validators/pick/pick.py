"""Output validator of "Pick a number, legacy":
    pick.py INPUT ANSWER FEEDBACK_DIR [all | points M] < team_output
The output must be one integer k with 1 <= k <= n (n from INPUT), else exit 43. `all` accepts
k = n only (no score.txt: the group's accept_score counts); `points M` writes M * k / n to
FEEDBACK_DIR/score.txt; no argument (the sample) accepts any k."""
import pathlib
import sys

n = int(pathlib.Path(sys.argv[1]).read_text())
feedback = pathlib.Path(sys.argv[3])
tokens = sys.stdin.read().split()
if len(tokens) != 1 or not tokens[0].lstrip("-").isdigit() or not 1 <= int(tokens[0]) <= n:
    (feedback / "judgemessage.txt").write_text("expected one integer from 1 to %d\n" % n)
    sys.exit(43)
k = int(tokens[0])
if sys.argv[4:5] == ["all"] and k != n:
    (feedback / "judgemessage.txt").write_text("%d is not %d\n" % (k, n))
    sys.exit(43)
if sys.argv[4:5] == ["points"]:
    (feedback / "score.txt").write_text("%r\n" % (int(sys.argv[5]) * k / n))
sys.exit(42)
