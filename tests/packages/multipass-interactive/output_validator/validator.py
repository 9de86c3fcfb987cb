"""Interactive multi-pass output validator of "Doubling, by interaction":
    validator.py INPUT ANSWER FEEDBACK_DIR  (stdin: the submission's output, stdout: its input)
INPUT is this pass's input, `k v`; ANSWER holds K, the passes the test takes. Sends `k v`, expects
2v back (else exit 43, the reason appended to judgemessage.txt). Passes before the K-th write
FEEDBACK_DIR/nextpass.in, `k+1 2v+1`, and exit 42; the K-th exits 42 without it. A note left in the
feedback folder on pass 1 must still be there on pass 2 (else exit 2: the judge lost the folder)."""
import pathlib
import sys

k, v = map(int, pathlib.Path(sys.argv[1]).read_text().split())
passes = int(pathlib.Path(sys.argv[2]).read_text())
feedback = pathlib.Path(sys.argv[3])
if k > 1 and not (feedback / "note.txt").exists():
    sys.exit(2)
(feedback / "note.txt").write_text("pass %d\n" % k)
print(k, v, flush=True)
reply = sys.stdin.readline().strip()
if reply != str(2 * v):
    with open(feedback / "judgemessage.txt", "a") as message:
        message.write("pass %d: expected %d, found %r\n" % (k, 2 * v, reply))
    sys.exit(43)
if k < passes:
    (feedback / "nextpass.in").write_text("%d %d\n" % (k + 1, 2 * v + 1))
sys.exit(42)
