"""Output validator that never lets a multi-pass test end:
    always_more.py INPUT ANSWER FEEDBACK_DIR < team_output
Accepts the output when it is INPUT's number, and always writes FEEDBACK_DIR/nextpass.in (the
number plus one): a judge must stop at limits.validation_passes and blame the package."""
import pathlib
import sys

n = int(pathlib.Path(sys.argv[1]).read_text())
if sys.stdin.read().split() != [str(n)]:
    sys.exit(43)
(pathlib.Path(sys.argv[3]) / "nextpass.in").write_text("%d\n" % (n + 1))
sys.exit(42)
