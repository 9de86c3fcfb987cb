# Writes 2 MiB before it reads anything, while the validator writes its 2 MiB: both block on a
# full pipe. TLE (wall time) on sample/1.
import sys

sys.stdout.write("!" * (2 << 20))
sys.stdout.flush()
print(int(input()) + 1, flush=True)
