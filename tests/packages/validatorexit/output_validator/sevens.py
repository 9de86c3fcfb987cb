"""Output validator of "Sevens", with a flaw kept on purpose.

    sevens.py INPUT ANSWER FEEDBACK_DIR < team_output    exit 42 accepted, 43 wrong answer

main() falls off its end when the answer is empty and so is the team's output (test 02):
sys.exit(None) then exits with status 0, which the protocol calls a judge error (FAIL).
"""
import os
import sys


def main():
    answer_path, feedback_dir = sys.argv[2], sys.argv[3]
    with open(answer_path) as f:
        answer = f.read().split()
    team = sys.stdin.read().split()

    def verdict(code, message):
        with open(os.path.join(feedback_dir, "judgemessage.txt"), "w") as f:
            f.write(message + "\n")
        return code

    if not answer:
        if team:
            return verdict(43, f"expected nothing, found {team[0]}")
    elif team != answer:
        return verdict(43, f"expected {' '.join(answer)}, found {' '.join(team)}")
    else:
        return verdict(42, f"{len(answer)} multiples")


sys.exit(main())
