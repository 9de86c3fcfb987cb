"""Output validator of "Pick a number":
    pick.py INPUT ANSWER FEEDBACK_DIR [all | multiplier | points M] < team_output
The output must be one integer k with 1 <= k <= n (n from INPUT), else exit 43. `all` accepts
k = n only; `multiplier` writes k/n to FEEDBACK_DIR/score_multiplier.txt; `points` writes
M * k / n to FEEDBACK_DIR/score.txt; no argument (the sample) accepts any k and writes no
score. ANSWER (n) is not read: every k = n is right."""
import pathlib
import sys

n = int(pathlib.Path(sys.argv[1]).read_text())
feedback = pathlib.Path(sys.argv[3])
mode = sys.argv[4] if len(sys.argv) > 4 else ""
tokens = sys.stdin.read().split()


def reject(message):
    (feedback / "judgemessage.txt").write_text(message + "\n")
    sys.exit(43)


if len(tokens) != 1 or not tokens[0].lstrip("-").isdigit():
    reject("expected one integer, found %r" % " ".join(tokens)[:40])
k = int(tokens[0])
if not 1 <= k <= n:
    reject("%d is not between 1 and %d" % (k, n))
if mode == "all" and k != n:
    reject("%d is not %d" % (k, n))
if mode == "multiplier":
    (feedback / "score_multiplier.txt").write_text("%r\n" % (k / n))
if mode == "points":
    (feedback / "score.txt").write_text("%r\n" % (int(sys.argv[5]) * k / n))
sys.exit(42)
