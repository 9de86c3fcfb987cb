#!/usr/bin/env bash
# The progress line of judge --package on a terminal (judge/progress.hpp): judged through a pty
# (python3's pty module), a package that takes more than a few seconds shows, on stderr, which
# submission and test the judge is on and how many remain, one line rewritten in place; every
# line of the report stays whole (the progress line cleared before it), and the line is gone at
# the end. With stderr a file, nothing of it. Ends with one line: progress: N passed, M failed.
# Usage: tests/progress.sh BUILD_DIR
set -u
build=${1:-build}
kit=$(cd "$(dirname "$0")/.." && pwd)
case $build in /*) judge="$build/bin/judge" ;; *) judge="$kit/$build/bin/judge" ;; esac
work=$(mktemp -d /tmp/nq-progress-XXXXXX)
trap 'rm -rf "$work"' EXIT
cd "$kit" || exit 1
. "$(dirname "$0")/checks.sh"
package=tests/packages/slowpace  # 4 runs of a second of sleep each, almost no CPU

# on_pty OUT COMMAND...: runs COMMAND with stdout and stderr on one pty of 200 columns, all it
# wrote into OUT.
on_pty() {
    python3 - "$@" <<'PY'
import fcntl, os, pty, struct, subprocess, sys, termios
out, command = sys.argv[1], sys.argv[2:]
master, slave = pty.openpty()
fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 200, 0, 0))  # 200 columns
child = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=slave, stderr=slave)
os.close(slave)
data = b""
while True:
    try:
        chunk = os.read(master, 65536)
    except OSError:  # EIO: every writer closed the pty
        break
    if not chunk:
        break
    data += chunk
child.wait()
open(out, "wb").write(data)
sys.exit(child.returncode)
PY
}

if [ ! -x "$judge" ]; then
    fail "progress: no judge at $judge (run make first)"
    summary progress
    exit
fi

on_pty "$work/tty.out" "$judge" --package "$package" -j2
status=$?
echo "== judge --package $package -j2, stdout and stderr on a pty (exit $status)"
check "on a pty: exit 0" test "$status" = 0

# What the terminal shows of each line: the text after its last "\r\e[K" (the pty writes \r\n).
visible() { sed 's/\r$//; s/.*\r\x1b\[K//' "$work/tty.out"; }
progress_lines() { grep -ao $'\r\x1b\\[Kjudging [^\r]*' "$work/tty.out" | tr -d '\r'; }
check "on a pty: the progress line says the submission, the test and what is left" \
    bash -c 'grep -aqE $'"'"'\x1b\[Kjudging [12] of 2: slowpace/[a-z_]+/[a-z_]+\.py, test (sample/1|0[12]) \([1-3] of 3\); at most [0-9]+ tests left, 0:[0-9]{2}'"'"' "$1"' _ "$work/tty.out"
check "on a pty: it is rewritten in place, several times (not a line each)" \
    bash -c '[ "$(grep -ao $'"'"'\r\x1b\[Kjudging '"'"' "$1" | wc -l)" -ge 2 ]' _ "$work/tty.out"
check "on a pty: every line of the report is whole (no progress text left on it)" \
    bash -c '! sed "s/\r$//; s/.*\r\x1b\[K//" "$1" | grep -aq "judging [0-9]"' _ "$work/tty.out"
check "on a pty: the report's closing line is there, and the progress line cleared before it" \
    bash -c '[ "$(sed "s/\r$//; s/.*\r\x1b\[K//" "$1" | tail -n 1)" = "judge: 2 passed, 0 failed" ]' _ "$work/tty.out"
visible >/dev/null
progress_lines | sort | uniq -c

"$judge" --package "$package" -j2 >"$work/plain.out" 2>"$work/plain.err"
status=$?
check "not a terminal: exit 0, and nothing of the progress line on stderr or stdout" \
    bash -c '[ "$0" = 0 ] && ! grep -aq "judging [0-9]" "$1" "$2" && ! grep -aq $'"'"'\x1b\[K'"'"' "$1" "$2"' \
    "$status" "$work/plain.out" "$work/plain.err"
summary progress
