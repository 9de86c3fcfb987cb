#!/usr/bin/env bash
# make bench-big's script (bench/big.sh) on boards small enough for make test: the growth table of
# full counts, this commit beside nqueens as it was at commit GROWTH (built from git in the run),
# every count checked by the script against A000170 and A002562, and the parity column (n odd or
# even, the step from n - 1 odd->even or even->odd); GROWTH="" or a commit git lacks leaves the
# old columns empty, n above GROWTH_MAX leaves them "not run" with a note; MEMORY's line names its
# units; a bad BIG or GROWTH_MAX is refused. Ends with one line: bench-big: N passed, M failed.
# Usage (from the repository root, after make): tests/bench-big.sh
set -u
. "$(dirname "$0")/checks.sh"
out=$(mktemp)
trap 'rm -f "$out"' EXIT

# row N: the table's line of n = N (its first field N, then the count).
row() { awk -v n="$1" '$1 == n && $2 ~ /^[0-9]+$/' "$out"; }
# filled N: n's line is there, with wall, cpu, MiB and growth numbers in both groups.
filled() {
    row "$1" | awk -F'|' '{ print $2, $3 }' |
        awk '{ seen = 1; for (i = 1; i <= 8; ++i) if ($i !~ /^[0-9.]+x?$/) exit 1 } END { exit !seen }'
}
# empty N: n's line is there, with this commit's numbers and '-' in every old column.
empty() { row "$1" | awk -F'|' '{ seen = 1; ok = $3 ~ /^ *- +- +- +- *$/ && $2 ~ /[0-9]/ } END { exit !(seen && ok) }'; }
# parity N WORDS: n's line ends with WORDS, its parity and step ("odd even->odd", "even -").
parity() { [ "$(row "$1" | awk '{ print $(NF - 1), $NF }')" = "$2" ] || { echo "  n = $1: $(row "$1")"; false; }; }

BIG="16 17" bench/big.sh >"$out" 2>&1
rc=$?
check "BIG=\"16 17\": exit 0 and the growth table's header (exit $rc)" \
    grep -q "this commit (.*) *| commit dbd1a52 (GROWTH=)" "$out"
check "  n = 16 and 17 counted (14772512, 95815104), by this commit and by dbd1a52" \
    sh -c "[ $rc = 0 ] && [ -n \"\$(awk '\$1 == 16 && \$2 == 14772512' '$out')\" ] && [ -n \"\$(awk '\$1 == 17 && \$2 == 95815104' '$out')\" ]"
check "  both groups have wall, cpu, MiB and n = 17's CPU growth; the solutions' growth 6.49x" \
    sh -c "$(declare -f row filled); out='$out'; filled 17 && row 17 | grep -q ' 6.49x  *odd '"
check "  the parity: n = 16 even (no step: 15 not counted), n = 17 odd, an even->odd step" \
    sh -c "$(declare -f row parity); out='$out'; parity 16 'even -' && parity 17 'odd even->odd'"
GROWTH="" BIG="15 16" bench/big.sh >"$out" 2>&1
rc=$?
check "GROWTH=\"\": this commit alone, the old columns '-' (exit $rc)" \
    sh -c "$(declare -f row empty); out='$out'; [ $rc = 0 ] && empty 15 && empty 16"
check "  the parity: n = 15 odd, n = 16 even, an odd->even step" \
    sh -c "$(declare -f row parity); out='$out'; parity 15 'odd -' && parity 16 'even odd->even'"
GROWTH_MAX=16 BIG="16 17" bench/big.sh >"$out" 2>&1
rc=$?
check "GROWTH_MAX=16: n = 17 'not run' by dbd1a52, a note says why; this commit's growth there (exit $rc)" \
    sh -c "$(declare -f row); out='$out'; [ $rc = 0 ] &&
        row 16 | awk -F'|' '\$3 ~ /[0-9]/ { ok = 1 } END { exit !ok }' &&
        row 17 | grep -q '| not run: n > GROWTH_MAX (16) *|' && row 17 | grep -q 'x | not run' &&
        grep -q '^commit dbd1a52 not run at n = 17: above GROWTH_MAX=16' '$out'"
GROWTH_MAX=x BIG=16 bench/big.sh >"$out" 2>&1
rc=$?
check "GROWTH_MAX=x: one error line, exit 1 (exit $rc)" \
    sh -c "[ $rc = 1 ] && [ \"\$(wc -l <'$out')\" = 1 ] && grep -q '^error: GROWTH_MAX must be' '$out'"
MEMORY=16 bench/big.sh >"$out" 2>&1
rc=$?
check "MEMORY=16: its line names the units it counted (1 of 6,502) (exit $rc)" \
    sh -c "[ $rc = 0 ] && grep -Eq '^n = 16, the constructor and its 1 unit\(s\) 0, 200000, .*peak [0-9]+ MiB' '$out'"
GROWTH=0000000 BIG=16 bench/big.sh >"$out" 2>&1
rc=$?
check "GROWTH= a commit git lacks: a note, this commit alone (exit $rc)" \
    sh -c "$(declare -f row empty); out='$out'; [ $rc = 0 ] && grep -q '^note: commit 0000000 is not in this clone' '$out' && empty 16"
BIG="10 24" bench/big.sh >"$out" 2>&1
rc=$?
check "BIG with n = 24: one error line, exit 1 (exit $rc)" \
    sh -c "[ $rc = 1 ] && [ \"\$(wc -l <'$out')\" = 1 ] && grep -q '^error: BIG and MEMORY hold n from 4 to 23' '$out'"
summary "bench-big"
