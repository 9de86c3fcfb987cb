"""Output validator that writes a next input no input validator takes:
    negate.py INPUT ANSWER FEEDBACK_DIR < team_output
Accepts the output when it is INPUT's number; on the first pass (a number above 0) it writes
FEEDBACK_DIR/nextpass.in with the number negated, which the input validator refuses."""
import pathlib
import sys

n = int(pathlib.Path(sys.argv[1]).read_text())
if sys.stdin.read().split() != [str(n)]:
    sys.exit(43)
if n > 0:
    (pathlib.Path(sys.argv[3]) / "nextpass.in").write_text("%d\n" % -n)
sys.exit(42)
