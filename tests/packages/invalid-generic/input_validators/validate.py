"""Input validator, deliberately lax: an integer -1000 <= n <= 1000 read with int(), which takes a
leading zero, a plus sign, spaces and newlines around the number (CR LF too) and no final
newline; it refuses what int() refuses (an empty input, a second token, bytes past ASCII).
Exit 42 valid, 43 not."""
import sys

try:
    n = int(sys.stdin.buffer.read().decode("ascii"))
except ValueError:  # UnicodeDecodeError is one
    sys.exit(43)
sys.exit(42 if -1000 <= n <= 1000 else 43)
