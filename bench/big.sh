#!/usr/bin/env bash
# make bench, big boards: the speed of stage 8 against the engine as it was at commit BASELINE
# (stage 7, before stage 8), both built in this run, in the two builds people run: nqueens as
# the Makefile builds it (-O2) and the pasteable bundle as a judge compiles it (the judge's C++
# command: g++ -std=c++17 -O2, no -march); then full counts on 2 threads with the unique count,
# the time (wall and CPU), the peak memory and the growth from one n to the next; at the end, the
# share of the run the host gave to other guests (steal).
# Usage (from the repository root, after make): bench/big.sh
#   SPEED="19 20"   the n of the speed table (one thread; n >= 20 also two threads); "" skips it
#   BIG="19 20 21"  the n counted in full on 2 threads; "" skips it
#   MEMORY=23       an n whose constructor and units 0, 200000, 400000, 600000 are counted
#                   (--slice 0/200000), for its peak memory; "" skips it
#   RUNS=2          runs of each speed point, interleaved (A B A B ...); the median is shown
#   BASELINE=26019f8  the commit whose engine is the baseline (git must have it)
# Every count is checked against OEIS A000170 (and A002562 for the unique count).
set -euo pipefail
export LC_ALL=C

SPEED=${SPEED-19 20}
BIG=${BIG-19 20 21}
MEMORY=${MEMORY-23}
RUNS=${RUNS:-2}
BASELINE=${BASELINE:-26019f8}
OUT=build/bench/big
die() { echo "error: $*" >&2; exit 1; }
source tools/a000170.sh
source tests/oeis.sh
[ -x build/bin/nqueens ] || die "build/bin/nqueens not found (make bench builds it)"
command -v /usr/bin/time >/dev/null || die "/usr/bin/time not found (the Debian package time)"
CXX_COMMAND=$(build/bin/judge --print-compile cpp) || die "build/bin/judge --print-compile cpp failed"
mkdir -p "$OUT"
# The share of this run the host gave to other guests (the steal of /proc/stat): on a shared
# virtual machine it slows every figure, the ratios of pairs run in turn less than the others.
cpuTicks() { awk '$1 == "cpu" { t = 0; for (i = 2; i <= 9; ++i) t += $i; print t, $9 }' /proc/stat; }
read -r ticksAtStart stealAtStart < <(cpuTicks)
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)
echo
echo "big boards: ${cpu:-unknown CPU}, $(nproc) cores, load average $(cut -d ' ' -f 1-3 /proc/loadavg)"

# ---- The builds ----
# today/: the baseline commit's engine and nqueens, built like this commit's.
baseline=""
if git cat-file -e "$BASELINE^{commit}" 2>/dev/null; then
    if [ ! -x "$OUT/today-nqueens" ] || [ ! -x "$OUT/today-stage7" ]; then
        rm -rf "$OUT/today" && mkdir -p "$OUT/today"
        git archive "$BASELINE" engine cli | tar -x -C "$OUT/today"
        git show "$BASELINE:solutions/acm/stage7_halves.cpp" >"$OUT/today/stage7_halves.cpp"
        g++ -std=c++17 -O2 -Wall -Wextra -pthread -I"$OUT/today" "$OUT/today/cli/nqueens.cpp" \
            -o "$OUT/today-nqueens"
        # shellcheck disable=SC2086
        $CXX_COMMAND "$OUT/today/stage7_halves.cpp" -o "$OUT/today-stage7"
    fi
    baseline=$BASELINE
else
    echo "note: commit $BASELINE is not in this clone (a shallow one?): no baseline columns"
fi
for stage in stage7_halves stage8_sieve; do
    # shellcheck disable=SC2086
    [ "$OUT/$stage" -nt "solutions/acm/$stage.cpp" ] || $CXX_COMMAND "solutions/acm/$stage.cpp" -o "$OUT/$stage"
done

# run NAME N COMMAND...: one run (n on stdin for the bundles); sets T (seconds), CPU (user +
# system seconds), MEM (peak KiB) and FIRST (the first line printed); dies when the count is not A000170.
run() {
    local name=$1 n=$2 start end
    shift 2
    start=$EPOCHREALTIME
    echo "$n" | /usr/bin/time -f "%M %U %S" -o "$OUT/mem" "$@" >"$OUT/stdout" 2>"$OUT/stderr" ||
        die "$name, n = $n: exit status $? ($(head -c 300 "$OUT/stderr"))"
    end=$EPOCHREALTIME
    T=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
    read -r MEM user system < <(tail -n 1 "$OUT/mem")
    CPU=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')
    read -r FIRST <"$OUT/stdout" || true
    [[ $FIRST == "{"* ]] && FIRST=$(jq -r .count <<<"$FIRST")
    [ "$FIRST" = "${A000170[$n]}" ] || die "$name, n = $n printed '$FIRST', not ${A000170[$n]}"
}
median() { printf '%s\n' "$@" | sort -g | awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }'; }

# ---- Speed: stage 8 against the baseline, side by side ----
if [ -n "$SPEED" ]; then
    echo
    echo "speed: wall seconds, the median of $RUNS runs, each pair run in turn (A B A B ...);"
    echo "today = commit ${baseline:-(none)}, built in this run; every count checked;"
    echo "acm bundles compiled with the judge's command: $CXX_COMMAND"
    printf '%-4s %-8s %-42s %10s %10s %8s\n' n threads build today now today/now
    for n in $SPEED; do
        threads_list="1"
        ((n >= 20)) && threads_list="1 2"
        for threads in $threads_list; do
            rows=("nqueens count, the Makefile's -O2 build|$OUT/today-nqueens count $n --threads $threads --progress off|build/bin/nqueens count $n --threads $threads --progress off")
            if ((threads == 1)); then
                rows+=("acm bundle: stage 7 today, stage 8 now|$OUT/today-stage7|$OUT/stage8_sieve")
                ((n < 20)) && rows+=("stage 7 now: nqueens --engine halves|$OUT/today-nqueens count $n --threads 1 --progress off|build/bin/nqueens count $n --engine halves --threads 1 --progress off")
            fi
            for row in "${rows[@]}"; do
                IFS='|' read -r label old new <<<"$row"
                olds=() news=()
                for ((k = 0; k < RUNS; k++)); do
                    if [ -n "$baseline" ]; then
                        # shellcheck disable=SC2086
                        run "today" "$n" $old
                        olds+=("$T")
                    fi
                    # shellcheck disable=SC2086
                    run "now" "$n" $new
                    news+=("$T")
                done
                o=-
                [ -n "$baseline" ] && o=$(median "${olds[@]}")
                m=$(median "${news[@]}")
                ratio=$(awk -v a="$o" -v b="$m" 'BEGIN { if (a == "-") print "-"; else printf "%.2fx", a / b }')
                printf '%-4s %-8s %-42s %10s %10s %8s\n' "$n" "$threads" "$label" "$o" "$m" "$ratio"
            done
        done
    done
fi

# ---- Big boards in full, 2 threads ----
if [ -n "$BIG" ]; then
    echo
    echo "full counts: nqueens count N --threads 2 --json (this build); A000170 and A002562 checked"
    echo "(cpu: user + system seconds, which a neighbour's load moves less than the wall's)"
    printf '%-4s %16s %14s %8s %8s %10s %10s %10s\n' n count unique r2 r4 seconds cpu "peak MiB"
    prev="" prevCpu=""
    for n in $BIG; do
        run "nqueens" "$n" build/bin/nqueens count "$n" --threads 2 --progress off --json
        json=$(cat "$OUT/stdout")
        count=$(jq -r .count <<<"$json") unique=$(jq -r .unique <<<"$json")
        [ "$count" = "${A000170[$n]}" ] || die "n = $n: count $count, not ${A000170[$n]}"
        [ "$unique" = "${A002562[$n]}" ] || die "n = $n: unique $unique, not ${A002562[$n]}"
        growth=""
        [ -n "$prev" ] && growth=$(awk -v a="$prev" -v b="$T" -v c="$prevCpu" -v d="$CPU" \
            'BEGIN { printf "  %.1fx the n before (cpu %.1fx)", b / a, d / c }')
        printf '%-4s %16s %14s %8s %8s %10s %10s %10s%s\n' "$n" "$count" "$unique" \
            "$(jq -r .r2 <<<"$json")" "$(jq -r .r4 <<<"$json")" "$T" "$CPU" "$((MEM / 1024))" "$growth"
        prev=$T prevCpu=$CPU
    done
fi
if [ -n "$MEMORY" ]; then
    n=$MEMORY start=$EPOCHREALTIME
    /usr/bin/time -f "%M" -o "$OUT/mem" build/bin/nqueens count "$n" --threads 2 --progress off \
        --slice 0/200000 >/dev/null 2>"$OUT/stderr" || die "n = $n: $(head -c 300 "$OUT/stderr")"
    echo "n = $n, the constructor and units 0, 200000, 400000, 600000 (unit 0 the largest):" \
        "peak $(($(tail -n 1 "$OUT/mem") / 1024)) MiB, $(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.0f", b - a }') s"
fi
read -r ticks steal < <(cpuTicks)
echo "steal: the host gave $(awk -v t="$((ticks - ticksAtStart))" -v s="$((steal - stealAtStart))" \
    'BEGIN { printf "%.0f", (t > 0 ? 100 * s / t : 0) }')% of this run's CPU time to other guests"
