"""Interactive validator of "Higher or lower", under the package format's protocol:

    validator.py INPUT ANSWER FEEDBACK_DIR < submission_output > submission_input

INPUT holds "N x". It sends N; each question "? g" gets "<" (x < g), ">" (x > g) or "=", at
most floor(log2 N) + 1 questions; then the submission answers "! x" and prints nothing more.
Exit 42 accepted, 43 wrong answer, the reason in FEEDBACK_DIR/judgemessage.txt. Once the
submission has closed its input, what this program writes goes to /dev/null (no BrokenPipeError
at exit, which would make the exit status 120): its end of output is what decides.
"""
import os
import sys


def send(line):
    try:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def questions(count):
    return f"{count} question" + ("" if count == 1 else "s")


def main():
    input_path, feedback_dir = sys.argv[1], sys.argv[3]
    with open(input_path) as f:
        n, x = map(int, f.read().split())
    limit = n.bit_length()

    def verdict(code, message):
        with open(os.path.join(feedback_dir, "judgemessage.txt"), "w") as f:
            f.write(message + "\n")
        return code

    send(str(n))
    asked = 0
    while True:
        line = sys.stdin.readline()
        if not line:
            return verdict(43, f"end of output after {questions(asked)}, before an answer")
        parts = line.split()
        if len(parts) == 2 and parts[0] == "?" and parts[1].isdigit():
            asked += 1
            g = int(parts[1])
            if asked > limit:
                return verdict(43, f"question {asked}: more than {questions(limit)}")
            if not 1 <= g <= n:
                return verdict(43, f"question {asked}: {g} is out of range [1, {n}]")
            send("<" if x < g else ">" if x > g else "=")
        elif len(parts) == 2 and parts[0] == "!" and parts[1].isdigit():
            if int(parts[1]) != x:
                return verdict(43, f"answered {int(parts[1])}, the number was {x}")
            extra = sys.stdin.read().split()
            if extra:
                return verdict(43, f"output after the answer: {extra[0]}")
            return verdict(42, f"found {x} after {questions(asked)}")
        else:
            return verdict(43, f'expected "? g" or "! x", found "{line.strip()[:40]}"')


sys.exit(main())
