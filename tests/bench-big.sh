#!/usr/bin/env bash
# make bench-big's script (bench/big.sh) on boards small enough for make test: the growth table of
# full counts, this commit beside nqueens as it was at commit GROWTH (built from git in the run),
# every count checked by the script against A000170 and A002562; GROWTH="" or a commit git lacks
# leaves the old columns empty; a bad BIG is refused. Ends with one line: bench-big: N passed,
# M failed.
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

BIG="16 17" bench/big.sh >"$out" 2>&1
rc=$?
check "BIG=\"16 17\": exit 0 and the growth table's header (exit $rc)" \
    grep -q "this commit (.*) *| commit dbd1a52 (GROWTH=)" "$out"
check "  n = 16 and 17 counted (14772512, 95815104), by this commit and by dbd1a52" \
    sh -c "[ $rc = 0 ] && [ -n \"\$(awk '\$1 == 16 && \$2 == 14772512' '$out')\" ] && [ -n \"\$(awk '\$1 == 17 && \$2 == 95815104' '$out')\" ]"
check "  both groups have wall, cpu, MiB and n = 17's CPU growth; the solutions' growth 6.49x" \
    sh -c "$(declare -f row filled); out='$out'; filled 17 && row 17 | grep -q '6.49x\$'"
GROWTH="" BIG="16 17" bench/big.sh >"$out" 2>&1
rc=$?
check "GROWTH=\"\": this commit alone, the old columns '-' (exit $rc)" \
    sh -c "$(declare -f row empty); out='$out'; [ $rc = 0 ] && empty 16 && empty 17"
GROWTH=0000000 BIG=16 bench/big.sh >"$out" 2>&1
rc=$?
check "GROWTH= a commit git lacks: a note, this commit alone (exit $rc)" \
    sh -c "$(declare -f row empty); out='$out'; [ $rc = 0 ] && grep -q '^note: commit 0000000 is not in this clone' '$out' && empty 16"
BIG="10 24" bench/big.sh >"$out" 2>&1
rc=$?
check "BIG with n = 24: one error line, exit 1 (exit $rc)" \
    sh -c "[ $rc = 1 ] && [ \"\$(wc -l <'$out')\" = 1 ] && grep -q '^error: BIG and MEMORY hold n from 4 to 23' '$out'"
summary "bench-big"
