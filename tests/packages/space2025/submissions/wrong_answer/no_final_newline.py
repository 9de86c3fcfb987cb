# accepted/squares.py without the newline after the last line. WA on every test under
# space_change_sensitive, which in 2025-09 compares the trailing whitespace too.
import sys

n = int(input())
sys.stdout.write("\n".join(f"{i} {i * i}" for i in range(1, n + 1)))
