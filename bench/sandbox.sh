#!/usr/bin/env bash
# The cost of the judge's box, per run: a trivial acm program (bench/acm/trivial.c) judged on the
# 14 acm tests with the box (namespaces and a cgroup, as make judge runs) and without it
# (--sandbox off: rlimits only), one after the other, ROUNDS times; the medians of the whole
# judge command and the difference per run. Part of make bench; alone: bench/sandbox.sh [ROUNDS].
set -euo pipefail
export LC_ALL=C
ROUNDS=${1:-${ROUNDS:-15}}
judge=build/bin/judge
[ -x "$judge" ] || { echo "error: $judge not found (make bench builds it)" >&2; exit 1; }
[[ $ROUNDS =~ ^[0-9]+$ ]] && ((ROUNDS >= 3)) || { echo "error: ROUNDS must be 3 or more" >&2; exit 1; }
out=build/bench-sandbox
mkdir -p "$out"
program=bench/acm/trivial.c
"$judge" --cache "$out/cache" "$program" >"$out/warm.log" || { cat "$out/warm.log"; exit 1; }

# one MODE: the seconds one judge command takes (the compile is cached).
one() {
    local start=$EPOCHREALTIME
    "$judge" --cache "$out/cache" --sandbox "$1" "$program" >"$out/$1.log" || { cat "$out/$1.log" >&2; exit 1; }
    awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.4f\n", b - a }'
}
: >"$out/times"
for ((i = 0; i < ROUNDS; i++)); do
    echo "off $(one off)" >>"$out/times"
    echo "auto $(one auto)" >>"$out/times"
done
tests=$(grep -c '^ ok ' "$out/auto.log")
head -n 1 "$out/auto.log"
awk -v tests="$tests" -v rounds="$ROUNDS" '
    function median(list, count,    sorted, i, j, v) {
        for (i = 1; i <= count; i++) sorted[i] = list[i]
        for (i = 2; i <= count; i++) {
            v = sorted[i]
            for (j = i - 1; j >= 1 && sorted[j] > v; j--) sorted[j + 1] = sorted[j]
            sorted[j + 1] = v
        }
        return count % 2 ? sorted[(count + 1) / 2] : (sorted[count / 2] + sorted[count / 2 + 1]) / 2
    }
    { t[$1, ++k[$1]] = $2 }
    END {
        for (i = 1; i <= rounds; i++) { off[i] = t["off", i]; box[i] = t["auto", i] }
        a = median(off, rounds); b = median(box, rounds)
        printf "sandbox cost: %d tests, median of %d judge commands each, run in turn\n", tests, rounds
        printf "  without the box (--sandbox off)   %7.1f ms a command, %5.1f ms a run\n", a * 1000, a * 1000 / tests
        printf "  with the box (namespaces, cgroup) %7.1f ms a command, %5.1f ms a run\n", b * 1000, b * 1000 / tests
        printf "  the box adds %.1f ms a run (%.2fx the command)\n", (b - a) * 1000 / tests, b / a
    }' "$out/times"
