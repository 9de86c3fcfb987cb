#!/usr/bin/env bash
# Judging a whole package in folder mode at -j 1, -j 2 and -j ALL (every physical core, when more
# than 2), side by side in one run: the wall time of the judge command, its CPU time (user + sys
# of the judge and every process it waited for, the programs included), the CPU time of the test
# runs (the sum of the --json report's cpu_ms), and whether every verdict is the one -j 1 gave,
# line by line ("solution test verdict" from the report). The compiles are cached first. Packages:
# problems/acm and ../shared/corpus/packages/bt-hello (where it is), or those given. "CPU s"
# counts the programs that ended by themselves (a run the judge kills is nobody's child then);
# "tests' CPU" is every run's, from its cgroup. Then the neighbour: how much a busy core beside a
# CPU-bound test changes its CPU time. Part of make bench; alone: bench/parallel.sh [PACKAGE...]
# (ROUNDS=10 turns of the neighbour).
set -euo pipefail
export LC_ALL=C
judge=build/bin/judge
[ -x "$judge" ] || { echo "error: $judge not found (make bench builds it)" >&2; exit 1; }
out=build/bench-parallel
mkdir -p "$out"
packages=("$@")
if [ ${#packages[@]} = 0 ]; then
    packages=(problems/acm)
    corpus=../shared/corpus/packages/bt-hello
    if [ -d "$corpus" ]; then packages+=("$corpus"); else echo "($corpus is not here: skipped)"; fi
fi
cores=$({ "$judge" -j 1024 --package problems/acm --tests 01 || true; } |
    sed -n 's/^parallel: -j 1024, but the judge has \([0-9]*\) physical.*/\1/p')
jobs=(1 2)
[ "${cores:-0}" -gt 2 ] && jobs+=("$cores")

# one PACKAGE J LABEL: "wall cpu tests_cpu" of one judge command; its verdicts in LABEL.verdicts.
one() {
    local start=$EPOCHREALTIME
    /usr/bin/time -f '%U %S' -o "$out/$3.time" "$judge" -j "$2" --json "$out/$3.json" \
        --package "$1" >"$out/$3.log" 2>&1 || true  # a package may hold failing submissions
    jq -r '.results[] | "\(.solution) \(.test) \(.verdict)"' "$out/$3.json" >"$out/$3.verdicts"
    awk -v a="$start" -v b="$EPOCHREALTIME" -v tests="$(jq '[.results[].cpu_ms] | add' \
        "$out/$3.json")" '{ printf "%.2f %.2f %.2f\n", b - a, $1 + $2, tests / 1000 }' \
        <(tail -n 1 "$out/$3.time")  # after "Command exited with non-zero status 1"
}

printf '%-40s %4s %8s %8s %10s %8s  %s\n' package -j "wall s" "CPU s" "tests' CPU" speedup verdicts
for p in "${packages[@]}"; do
    name=$(basename "$p")
    "$judge" -j "${cores:-2}" --package "$p" >"$out/$name-warm.log" 2>&1 || true
    base=
    for j in "${jobs[@]}"; do
        read -r wall cpu tests < <(one "$p" "$j" "$name-j$j")
        [ -n "$base" ] || base=$wall
        if [ "$j" = 1 ]; then
            same="$(wc -l <"$out/$name-j1.verdicts") lines"
        elif cmp -s "$out/$name-j1.verdicts" "$out/$name-j$j.verdicts"; then
            same="identical to -j 1"
        else
            same="DIFFERENT from -j 1: $({ diff "$out/$name-j1.verdicts" "$out/$name-j$j.verdicts" ||
                true; } | grep -c '^[<>]') lines (diff $out/$name-j1.verdicts $out/$name-j$j.verdicts)"
        fi
        awk -v p="$name" -v j="$j" -v w="$wall" -v c="$cpu" -v t="$tests" -v b="$base" -v s="$same" \
            'BEGIN { printf "%-40s %4s %8.2f %8.2f %10.2f %7.2fx  %s\n", p, j, w, c, t, b / w, s }'
    done
done

# The neighbour: one CPU-bound test (acm's test 14 by a plain board search, fixed work) judged at
# -j 1 with the judge held to CPU 0 (taskset; the run inherits it), alone and beside a busy loop
# held to CPU 1, in turns, ROUNDS times each; its CPU time from its cgroup, as the judge measures.
ROUNDS=${ROUNDS:-10}
program=problems/acm/submissions/accepted/stage1_board.cpp
measure() {
    taskset -c 0 "$judge" -j 1 --json "$out/neighbour.json" --package problems/acm --tests 14 \
        "$program" >"$out/neighbour.log" 2>&1 || { cat "$out/neighbour.log" >&2; exit 1; }
    jq -r '.results[0].cpu_ms' "$out/neighbour.json"
}
if [ "$(nproc)" -ge 2 ] && command -v taskset >/dev/null; then
    : >"$out/neighbour.times"
    for ((i = 0; i < ROUNDS; i++)); do
        echo "alone $(measure)" >>"$out/neighbour.times"
        taskset -c 1 sh -c 'while :; do :; done' &
        busy=$!
        echo "beside $(measure)" >>"$out/neighbour.times"
        kill "$busy"
        wait "$busy" 2>/dev/null || true
    done
    awk -v rounds="$ROUNDS" '
        function median(v, n,    s, i, j, x) {
            for (i = 1; i <= n; i++) s[i] = v[i]
            for (i = 2; i <= n; i++) { x = s[i]; for (j = i - 1; j >= 1 && s[j] > x; j--) s[j + 1] = s[j]; s[j + 1] = x }
            return n % 2 ? s[(n + 1) / 2] : (s[n / 2] + s[n / 2 + 1]) / 2
        }
        { n[$1]++; v[$1, n[$1]] = $2; sum[$1] += $2; if (!($1 in lo) || $2 < lo[$1]) lo[$1] = $2; if ($2 > hi[$1]) hi[$1] = $2 }
        END {
            printf "\nneighbour: acm test 14, CPU ms from the cgroup, %d runs each (on CPU 0; the busy loop on CPU 1)\n", rounds
            printf "%-8s %8s %8s %8s %8s\n", "", "median", "mean", "min", "max"
            for (k = 1; k <= 2; k++) {
                w = k == 1 ? "alone" : "beside"
                for (i = 1; i <= n[w]; i++) a[i] = v[w, i]
                m[w] = median(a, n[w])
                printf "%-8s %8.1f %8.1f %8.1f %8.1f\n", w, m[w], sum[w] / n[w], lo[w], hi[w]
            }
            printf "beside / alone (medians): %+.1f%%\n", (m["beside"] / m["alone"] - 1) * 100
        }' "$out/neighbour.times"
else
    echo "(neighbour: needs two CPUs and taskset)"
fi
