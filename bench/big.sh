#!/usr/bin/env bash
# make bench BIG="19 20 21" (or make bench-big): stage 8 on big boards, side by side with the
# counters it is measured against, then full counts. Without BIG it prints how to run it and stops.
# - n = 19, one thread: nqueens count (the Makefile's -O2 build) against stage 7 as it was at
#   commit BASELINE (2026-12-01, before stage 8), built from git in this run with
#   -O3 -march=native; and the acm bundles of both as a judge compiles them (no -march);
# - n = 20, two threads: nqueens count against Kluev's counter (KLUEV=, below), when given;
# - every n of BIG counted in full on 2 threads, by this commit and by nqueens as it was at commit
#   GROWTH (built from git in this run with the Makefile's flags), in turn: count, unique, time
#   (wall and CPU) and peak memory of each, the growth of each one's CPU time from n - 1 to n,
#   the solutions' growth beside them, and the parity: n odd or even, and the step from n - 1
#   odd->even (the transpose fold's kind: docs/stage8.md) or even->odd (the join by rows'):
#   the growth table. BIG="19 20 21 22 23" runs every n the engines count from 19 up, about 2 to
#   3 hours on 2 cores: n = 19..22 of both builds 41 minutes at 931d270, and n = 23 2 h 21 min
#   before the join by rows, about 94 minutes by its slices (docs/stage8.md).
# Every pair is run in turn (A B A B ...); every count is checked against OEIS A000170 (and the
# full counts' unique count against A002562). At the end, the share of the run the host gave to
# other guests (steal).
# Usage (from the repository root, after make): BIG="19 20 21" bench/big.sh
#   BIG="19 20 21"  the n: 19 and 20 get their speed rows, every one a full count; "" prints how
#   SIMD=avx2       the inner loops of every count: avx512, avx2 or portable (nqueens --path);
#                   the baselines are held to the same one (below). Default: the fastest here.
#   KLUEV=FILE      a build of Kluev's counter (github.com/EvgenyKluev/N-Queens-Count-Sol) for
#                   n = 20, run as FILE 2 (two threads); its count must be in what it prints.
#                   Not part of the kit: build it with its own n = 20 settings; without it, the
#                   n = 20 row says so.
#   MEMORY=23       an n whose constructor and units 0, 200000, 400000, 600000 are counted
#                   (--slice 0/200000), for its peak memory; "" (the default) skips it
#   RUNS=1          runs of each speed point, interleaved; the median is shown
#   BASELINE=26019f8  the commit whose stage 7 is the baseline (git must have it)
#   GROWTH=dbd1a52  the commit whose nqueens the full counts are run beside (before n = 23 took
#                   the quarter table); GROWTH="" counts this commit alone
#   GROWTH_MAX=22   the largest n GROWTH's build counts; above it its columns say "not run" and a
#                   note says why (dbd1a52 builds n = 23's half-boards by search: 51 ms a unit,
#                   about 10 CPU hours, docs/stage8.md "n = 23"), never a number it did not measure
# Holding the baselines to SIMD: stage 7's choice of path is its own (it asks the processor), so
# for SIMD=avx2 its AVX-512 test is replaced by false in the copy built here (and
# -mno-avx512f added to -march=native), and for SIMD=portable it runs with NQ_MITM_PORTABLE=1
# (NQ_HALVES_PORTABLE=1 too, the name before it, for a baseline commit older than the rename):
# on an AVX-512 machine, SIMD=avx2 stands in for an AVX2-only one.
set -euo pipefail
export LC_ALL=C

BIG=${BIG-}
SIMD=${SIMD-}
KLUEV=${KLUEV-}
MEMORY=${MEMORY-}
RUNS=${RUNS:-1}
BASELINE=${BASELINE:-26019f8}
GROWTH=${GROWTH-dbd1a52}
GROWTH_MAX=${GROWTH_MAX:-22}
OUT=build/bench/big
die() { echo "error: $*" >&2; exit 1; }

if [ -z "$BIG" ] && [ -z "$MEMORY" ]; then
    echo
    echo "big boards: not run (they take 10 to 30 minutes on 2 cores). For n = 19 against stage 7"
    echo "(-O3 -march=native), n = 20 against Kluev's counter, and full counts of n = 19..21:"
    echo "  make bench-big                     # BIG=\"19 20 21\""
    echo "  make bench BIG=\"19 20\" SIMD=avx2 KLUEV=path/to/kluev-20 RUNS=3"
    echo "  make bench BIG=22                  # n = 22 in full: about 40 minutes on 2 cores"
    echo "  make bench BIG=\"19 20 21 22 23\"    # to n = 23: 2 to 3 hours (GROWTH's to 22)"
    echo "(bench/big.sh says what each variable does)"
    exit 0
fi
for n in $BIG $MEMORY; do
    [[ $n =~ ^[0-9]+$ ]] && ((n >= 4 && n <= 23)) || die "BIG and MEMORY hold n from 4 to 23, not '$n'"
done
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a positive integer, not '$RUNS'"
[[ $GROWTH_MAX =~ ^[1-9][0-9]*$ ]] || die "GROWTH_MAX must be a positive integer, not '$GROWTH_MAX'"
source tools/a000170.sh
source tests/oeis.sh
nqueens=build/bin/nqueens
[ -x "$nqueens" ] || die "$nqueens not found (make bench builds it)"
command -v /usr/bin/time >/dev/null || die "/usr/bin/time not found (the Debian package time)"
CXX_COMMAND=$(build/bin/judge --print-compile cpp | sed -n 's/^compile: //p') && [ -n "$CXX_COMMAND" ] ||
    die "build/bin/judge --print-compile cpp said no 'compile:' line"
[ -z "$KLUEV" ] || [ -x "$KLUEV" ] || die "KLUEV=$KLUEV is not an executable file"
mkdir -p "$OUT"

# The path: SIMD, or the first of avx512, avx2, portable that nqueens takes here.
if [ -z "$SIMD" ]; then
    for p in avx512 avx2 portable; do
        "$nqueens" count 4 --path "$p" >/dev/null 2>&1 && { SIMD=$p; break; }
    done
fi
"$nqueens" count 4 --path "$SIMD" >/dev/null 2>"$OUT/stderr" || die "SIMD=$SIMD: $(cat "$OUT/stderr")"
best=""
for p in avx512 avx2 portable; do
    "$nqueens" count 4 --path "$p" >/dev/null 2>&1 && { best=$p; break; }
done
standIn=""
[ "$SIMD" != "$best" ] && standIn=" (forced: this processor has $best)"

cpuTicks() { awk '$1 == "cpu" { t = 0; for (i = 2; i <= 9; ++i) t += $i; print t, $9 }' /proc/stat; }
read -r ticksAtStart stealAtStart < <(cpuTicks)
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)
echo
echo "big boards: ${cpu:-unknown CPU}, $(nproc) cores, load average $(cut -d ' ' -f 1-3 /proc/loadavg)"
echo "path: $SIMD$standIn; commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"

# ---- The builds ----
# built OUT SOURCE COMPILER FLAGS...: SOURCE compiled to an object through the compiler cache
# (tools/cxx; a compile and link in one step is never cached), then linked as OUT.
built() {
    local out=$1 source=$2
    shift 2
    tools/cxx "$@" -c "$source" -o "$out.o" && "$@" "$out.o" -o "$out"
}
# today/: the baseline commit's engine and nqueens (stage 7), -O3 -march=native, held to SIMD;
# its acm bundle as the judge compiles it.
nativeFlags="-O3 -march=native"
[ "$SIMD" != avx512 ] && nativeFlags+=" -mno-avx512f"
baselineEnv=()
[ "$SIMD" = portable ] && baselineEnv=(env NQ_MITM_PORTABLE=1 NQ_HALVES_PORTABLE=1)
todayTag=$BASELINE-$SIMD
speed=""
for n in $BIG; do ((n == 19 || n == 20)) && speed+=" $n"; done
baseline=""
if [ -n "$speed" ] && git cat-file -e "$BASELINE^{commit}" 2>/dev/null; then
    if [ ! -x "$OUT/today-$todayTag-nqueens" ] || [ ! -x "$OUT/today-$todayTag-stage7" ]; then
        rm -rf "$OUT/today" && mkdir -p "$OUT/today"
        git archive "$BASELINE" engine cli | tar -x -C "$OUT/today"
        git show "$BASELINE:solutions/acm/stage7_halves.cpp" >"$OUT/today/stage7_halves.cpp"
        if [ "$SIMD" != avx512 ]; then
            # every file of the baseline that asks (engine/halves_match.hpp at 26019f8)
            grep -rlZ '__builtin_cpu_supports("avx512f")' "$OUT/today/engine" "$OUT/today/stage7_halves.cpp" |
                xargs -0 sed -i 's/__builtin_cpu_supports("avx512f")/false/g'
        fi
        # shellcheck disable=SC2086
        built "$OUT/today-$todayTag-nqueens" "$OUT/today/cli/nqueens.cpp" \
            g++ -std=c++17 $nativeFlags -Wall -Wextra -pthread -I"$OUT/today"
        # shellcheck disable=SC2086
        built "$OUT/today-$todayTag-stage7" "$OUT/today/stage7_halves.cpp" $CXX_COMMAND
    fi
    baseline=$BASELINE
elif [ -n "$speed" ]; then
    echo "note: commit $BASELINE is not in this clone (a shallow one?): no stage 7 columns"
fi
# growth/: nqueens as it was at commit GROWTH, built as the Makefile builds it, for the full counts.
grown=""
if [ -n "$BIG" ] && [ -n "$GROWTH" ]; then
    if git cat-file -e "$GROWTH^{commit}" 2>/dev/null; then
        grown=$OUT/growth-$GROWTH-nqueens
        if [ ! -x "$grown" ]; then
            rm -rf "$OUT/growth" && mkdir -p "$OUT/growth"
            git archive "$GROWTH" engine cli common | tar -x -C "$OUT/growth"
            built "$grown" "$OUT/growth/cli/nqueens.cpp" g++ -std=c++17 -O2 -pthread -I"$OUT/growth"
        fi
    else
        echo "note: commit $GROWTH is not in this clone (a shallow one?): the full counts of this commit alone"
    fi
fi
[ "$OUT/stage8_sieve" -nt solutions/acm/stage8_sieve.cpp ] ||
    built "$OUT/stage8_sieve" solutions/acm/stage8_sieve.cpp $CXX_COMMAND

# run NAME N COMMAND...: one run (n on stdin for the bundles); sets T (seconds), CPU (user +
# system seconds), MEM (peak KiB); dies unless what it printed holds A000170[n] (the first line,
# or the count of its JSON, or for a foreign counter anywhere in its output).
run() {
    local name=$1 n=$2 start end first
    shift 2
    start=$EPOCHREALTIME
    echo "$n" | /usr/bin/time -f "%M %U %S" -o "$OUT/mem" "$@" >"$OUT/stdout" 2>"$OUT/stderr" ||
        die "$name, n = $n: exit status $? ($(head -c 300 "$OUT/stderr"))"
    end=$EPOCHREALTIME
    T=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
    read -r MEM user system < <(tail -n 1 "$OUT/mem")
    CPU=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')
    first=$(head -n 1 "$OUT/stdout")
    [[ $first == "{"* ]] && first=$(jq -r .count <<<"$first")
    if [ "$name" = kluev ]; then
        grep -qw "${A000170[$n]}" "$OUT/stdout" "$OUT/stderr" ||
            die "$name, n = $n: ${A000170[$n]} is not in what it printed ($(head -c 300 "$OUT/stdout"))"
    else
        [ "$first" = "${A000170[$n]}" ] || die "$name, n = $n printed '$first', not ${A000170[$n]}"
    fi
}
median() { printf '%s\n' "$@" | sort -g | awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }'; }

# row N THREADS LABEL BASELINE-LABEL OLD-NAME "OLD COMMAND" "NEW COMMAND": one line of the speed
# table; OLD-NAME is kluev for Kluev's counter (its count anywhere in its output), else baseline.
row() {
    local n=$1 threads=$2 label=$3 against=$4 oldName=$5 old=$6 new=$7 k
    local olds=() news=() oldCpus=() newCpus=() o=- m oc=- mc
    for ((k = 0; k < RUNS; k++)); do
        if [ -n "$old" ]; then
            # shellcheck disable=SC2086
            run "$oldName" "$n" $old
            olds+=("$T") oldCpus+=("$CPU")
        fi
        # shellcheck disable=SC2086
        run "now" "$n" $new
        news+=("$T") newCpus+=("$CPU")
    done
    [ -n "$old" ] && o=$(median "${olds[@]}") oc=$(median "${oldCpus[@]}")
    m=$(median "${news[@]}") mc=$(median "${newCpus[@]}")
    printf '%-3s %-3s %-34s %8s %8s  %-40s %8s %8s %6s %6s\n' "$n" "$threads" "$label" "$m" "$mc" \
        "$against" "$o" "$oc" "$(ratio "$o" "$m")" "$(ratio "$oc" "$mc")"
}
# ratio A B: A / B as "1.23x", or - when either is missing (- or empty) or B is not above 0.
ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN { if (a == "-" || a == "" || b == "-" || b == "" || b <= 0) print "-"; else printf "%.2fx", a / b }'
}

# ---- Speed: n = 19 against stage 7, n = 20 against Kluev's counter ----
if [ -n "$speed" ]; then
    echo
    echo "speed: seconds (wall, and cpu: user + system), the median of $RUNS run(s), each pair run in"
    echo "turn; every count checked; stage 7 = commit ${baseline:-(none)} built in this run; acm bundles"
    echo "compiled with the judge's command: $CXX_COMMAND"
    printf '%-3s %-3s %-34s %8s %8s  %-40s %8s %8s %6s %6s\n' n thr "this commit ($SIMD)" wall cpu \
        baseline wall cpu ratio "(cpu)"
    path=(--path "$SIMD")
    for n in $speed; do
        if ((n == 19)); then
            old=""
            [ -n "$baseline" ] && old="${baselineEnv[*]} $OUT/today-$todayTag-nqueens count 19 --threads 1 --progress off"
            row 19 1 "nqueens count, the Makefile's -O2" "stage 7, $nativeFlags" baseline "$old" \
                "$nqueens count 19 --threads 1 --progress off ${path[*]}"
            # the bundle picks its path itself: only a fair pair on the machine's best path
            if [ "$SIMD" = "$best" ] && [ -n "$baseline" ]; then
                row 19 1 "acm bundle stage8_sieve.cpp" "acm bundle stage7_halves.cpp" baseline \
                    "$OUT/today-$todayTag-stage7" "$OUT/stage8_sieve"
            fi
        else
            old=""
            [ -n "$KLUEV" ] && old="$KLUEV 2"
            row 20 2 "nqueens count, the Makefile's -O2" \
                "$([ -n "$KLUEV" ] && echo "Kluev's counter, KLUEV=${KLUEV##*/}" || echo "Kluev's counter: not given (KLUEV=)")" \
                kluev "$old" "$nqueens count 20 --threads 2 --progress off ${path[*]}"
        fi
    done
fi

# ---- Big boards in full, 2 threads: the growth table ----
# full NAME N BINARY: one full count; checks unique too; sets T, CPU, MEM and JSON.
full() {
    run "$1" "$2" "$3" count "$2" --threads 2 --progress off --json --path "$SIMD"
    JSON=$(cat "$OUT/stdout")
    [ "$(jq -r .unique <<<"$JSON")" = "${A002562[$2]}" ] ||
        die "$1, n = $2: unique $(jq -r .unique <<<"$JSON"), not ${A002562[$2]}"
}
# parity N: odd or even. step N PREVIOUS: the kind of the step from n - 1 to N, odd->even or
# even->odd, when PREVIOUS (n - 1's CPU seconds) is there to grow from, else -.
parity() { (($1 % 2)) && echo odd || echo even; }
step() { [ -n "$2" ] && echo "$(parity $(($1 - 1)))->$(parity "$1")" || echo -; }
# oldGroup N: sets OLD, GROWTH's four columns for n = N (counted here, its CPU growth from
# oldPrev, which it then sets), or "not run" above GROWTH_MAX (N added to skipped), or '-'
# without GROWTH.
oldGroup() {
    if [ -z "$grown" ]; then
        OLD=$(printf '%9s %9s %5s %7s' - - - -)
    elif (($1 > GROWTH_MAX)); then
        OLD=$(printf '%-33s' "not run: n > GROWTH_MAX ($GROWTH_MAX)")
        oldPrev="" skipped+=" $1"
    else
        full "commit $GROWTH" "$1" "$grown"
        OLD=$(printf '%9s %9s %5s %7s' "$T" "$CPU" "$((MEM / 1024))" "$(ratio "$CPU" "$oldPrev")")
        oldPrev=$CPU
    fi
}
if [ -n "$BIG" ]; then
    echo
    echo "full counts: nqueens count N --threads 2 --path $SIMD --json, this commit and commit"
    echo "${grown:+$GROWTH }in turn; A000170 and A002562 checked; wall and cpu (user + system) seconds, peak"
    echo "memory; growth: the CPU time over n - 1's (when counted), beside the solutions' growth;"
    echo "parity: n's, and the step's from n - 1 (when its growth is there)"
    fmt='%-3s %16s %14s %8s %6s | %9s %9s %5s %7s | %33s | %7s %6s %s\n'
    printf '%-3s %16s %14s %8s %6s | %-33s | %-33s |\n' "" "" "" "" "" \
        "this commit ($(git rev-parse --short HEAD 2>/dev/null || echo unknown))" \
        "${grown:+commit $GROWTH (GROWTH=)}"
    printf "$fmt" n count unique r2 r4 wall cpu MiB growth \
        "$(printf '%9s %9s %5s %7s' wall cpu MiB growth)" "sol'ns" parity step
    newPrev="" oldPrev="" last="" skipped=""
    for n in $BIG; do
        [ "$last" = $((n - 1)) ] || newPrev="" oldPrev=""
        oldGroup "$n"
        full "nqueens" "$n" "$nqueens"
        solutions=$(ratio "${A000170[$n]}" "${A000170[$((n - 1))]}")  # BIG's n are 4 or more
        printf "$fmt" "$n" "$(jq -r .count <<<"$JSON")" "$(jq -r .unique <<<"$JSON")" \
            "$(jq -r .r2 <<<"$JSON")" "$(jq -r .r4 <<<"$JSON")" "$T" "$CPU" "$((MEM / 1024))" \
            "$(ratio "$CPU" "$newPrev")" "$OLD" "$solutions" "$(parity "$n")" "$(step "$n" "$newPrev")"
        newPrev=$CPU last=$n
    done
    [ -z "$skipped" ] || echo "commit $GROWTH not run at n =$skipped: above GROWTH_MAX=$GROWTH_MAX" \
        "(the default, 22: dbd1a52 builds n = 23's half-boards by search, about 10 CPU hours," \
        "docs/stage8.md \"n = 23\")"
fi
if [ -n "$MEMORY" ]; then
    n=$MEMORY start=$EPOCHREALTIME
    /usr/bin/time -f "%M" -o "$OUT/mem" "$nqueens" count "$n" --threads 2 --progress off --json \
        --path "$SIMD" --slice 0/200000 >"$OUT/stdout" 2>"$OUT/stderr" || die "n = $n: $(head -c 300 "$OUT/stderr")"
    units=$(jq -r .units "$OUT/stdout")  # 4 at n = 23, 2 at n = 22, 1 below 200001 units
    echo "n = $n, the constructor and its $units unit(s) 0, 200000, ... (unit 0 the largest):" \
        "peak $(($(tail -n 1 "$OUT/mem") / 1024)) MiB, $(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.0f", b - a }') s"
fi
read -r ticks steal < <(cpuTicks)
echo "steal: the host gave $(awk -v t="$((ticks - ticksAtStart))" -v s="$((steal - stealAtStart))" \
    'BEGIN { printf "%.0f", (t > 0 ? 100 * s / t : 0) }')% of this run's CPU time to other guests"
