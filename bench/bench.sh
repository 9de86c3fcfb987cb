#!/usr/bin/env bash
# make bench: times every N-Queens counter of the kit on n = 8..N, side by side.
# Usage (from the repository root): bench/bench.sh [N [BUDGET]]
#   N       largest n (default 15; also read from the environment), 8 <= N <= 20
#   BUDGET  seconds: a solution drops out after the first n whose time passes it (default 10)
#   LIMIT   (environment only) seconds after which one run is killed (default 2 * BUDGET); a
#           solution also stops before an n that its last two points predict to take longer
# Counters: every solutions/lc52/*.cpp (through judge/drivers/lc52.cpp) and every
# solutions/acm/*.cpp, found by listing the folders, and build/bin/nqueens count on 1 thread and on
# every core. Each solution is built into build/bench/ with $CXX_COMMAND (below); ACM programs also
# with -DNQ_PLACEMENTS, for the placements column.
# A point is the median wall-clock time of 3 runs (one run when the first passes the budget);
# every run's count is checked against OEIS A000170. Speed-ups are against lc52/bitmask, the
# classic recursive bitmask counter, timed in the same run. Placements per second: the count of
# the -DNQ_PLACEMENTS build over the plain build's time, at the first n taking a second or more.
# Writes build/bench.csv and build/bench.svg (gnuplot, bench/chart.gp).
set -euo pipefail
export LC_ALL=C  # a '.' in $EPOCHREALTIME and in printf's numbers

N=${1:-${N:-15}}
BUDGET=${2:-${BUDGET:-10}}
RUNS=3
BASELINE=lc52/bitmask
OUT=build/bench
CSV=build/bench.csv
SVG=build/bench.svg

die() { echo "error: $*" >&2; exit 1; }
source tools/a000170.sh  # A000170[n], from testdata/tools/a000170.txt
MAXN=$((${#A000170[@]} - 1))
[[ $N =~ ^[0-9]+$ ]] && ((N >= 8 && N <= MAXN)) ||
    die "N must be an integer from 8 to $MAXN (got '$N')"
[[ $BUDGET =~ ^[0-9]+([.][0-9]+)?$ ]] && awk -v b="$BUDGET" 'BEGIN { exit !(b > 0) }' ||
    die "BUDGET must be a positive number of seconds (got '$BUDGET')"
LIMIT=${LIMIT:-$(awk -v b="$BUDGET" 'BEGIN { print 2 * b }')}
[ -f judge/drivers/lc52.cpp ] ||
    die "run me from the repository root (judge/drivers/lc52.cpp not found)"
command -v gnuplot >/dev/null ||
    die "gnuplot not found: install the Debian package gnuplot-nox (make bench does)"
[ -x build/bin/nqueens ] || die "build/bin/nqueens not found (make bench builds it)"

# The C++ compile command, compiler and flags without file names, as the judge compiles solutions.
CXX_COMMAND=$(build/bin/judge --print-compile cpp | sed -n 's/^compile: //p') && [ -n "$CXX_COMMAND" ] ||
    die "build/bin/judge --print-compile cpp said no 'compile:' line"
command -v "${CXX_COMMAND%% *}" >/dev/null || die "${CXX_COMMAND%% *} not found"

mkdir -p "$OUT/in"
for ((n = 8; n <= N; n++)); do echo "$n" >"$OUT/in/$n"; done
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)
echo "bench: n = 8..$N, median of $RUNS runs, budget ${BUDGET}s a point," \
    "a run killed after ${LIMIT}s"
echo "machine: ${cpu:-unknown CPU}, $(nproc) cores"

# ---- Build ----
# name: lc52/bitmask, acm/stage5_symmetry, ...; binary: build/bench/lc52_bitmask, ...
names=() sources=()
for src in solutions/lc52/*.cpp solutions/acm/*.cpp; do
    [ -f "$src" ] || continue
    name=${src#solutions/}
    names+=("${name%.cpp}") sources+=("$src")
done
((${#names[@]} > 0)) || die "no solutions found under solutions/lc52 and solutions/acm"

# build BINARY SOURCE FLAGS...: compiles unless BINARY is newer than its sources and this script.
build() {
    local bin=$1 src=$2 dep
    shift 2
    for dep in "$src" "$0" judge/drivers/lc52.cpp; do
        # shellcheck disable=SC2086
        [ "$bin" -nt "$dep" ] || { $CXX_COMMAND "$@" -o "$bin" && return; return 1; }
    done
}

echo "building ${#names[@]} counters into $OUT/"
built=()
for i in "${!names[@]}"; do
    name=${names[$i]} src=${sources[$i]} bin=$OUT/${names[$i]/\//_}
    if [[ $name == lc52/* ]]; then
        build "$bin" "$src" -DSOLUTION_FILE="\"$PWD/$src\"" judge/drivers/lc52.cpp || {
            echo "  $name: does not compile, left out"; continue; }
    else
        build "$bin" "$src" "$src" &&
            build "$bin.placements" "$src" -DNQ_PLACEMENTS "$src" || {
            echo "  $name: does not compile, left out"; continue; }
    fi
    built+=("$name")
done
# nqueens count, on 1 thread and on every core: a wrapper reads n on stdin like the others.
cores=$(nproc)
for threads in 1 "$cores"; do
    name="nqueens/threads-$threads" bin=$OUT/nqueens_threads-$threads
    printf '#!/bin/sh\nread -r n && exec "%s" count "$n" --threads %s --progress off\n' \
        "$PWD/build/bin/nqueens" "$threads" >"$bin"
    chmod +x "$bin"
    [[ " ${built[*]} " == *" $name "* ]] || built+=("$name")
done
# The baseline first, then the others in folder order.
order=()
for name in "${built[@]}"; do [ "$name" = "$BASELINE" ] && order+=("$name"); done
for name in "${built[@]}"; do [ "$name" != "$BASELINE" ] && order+=("$name"); done
printf '%s\n' "${order[@]}" | grep -qx "$BASELINE" ||
    echo "warning: $BASELINE is missing: no speed-ups"

# ---- Time ----
# runOnce BINARY N: one timed run; sets T (seconds), OVER (non-empty when killed at the limit)
# and FAIL (empty, or why the run failed).
runOnce() {
    local bin=$1 n=$2 start end rc=0 first=""
    start=$EPOCHREALTIME
    timeout -k 2 "$LIMIT" "$bin" <"$OUT/in/$n" >"$OUT/stdout" 2>"$OUT/stderr" || rc=$?
    end=$EPOCHREALTIME
    T=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f", b - a }')
    FAIL="" OVER=""
    read -r first <"$OUT/stdout" || true
    if ((rc == 124 || rc == 137)); then OVER=yes  # timeout: stopped at the limit
    elif ((rc != 0)); then FAIL="exit status $rc"
    elif [ "$first" != "${A000170[$n]}" ]; then FAIL="printed '$first', not ${A000170[$n]}"
    fi
}

raw=$OUT/raw.csv placed=$OUT/placements.csv
: >"$raw"
: >"$placed"
fmt() { awk -v t="$1" 'BEGIN { printf(t < 10 ? "%.3f" : t < 100 ? "%.2f" : "%.1f", t) }'; }
started=$EPOCHREALTIME
for name in "${order[@]}"; do
    bin=$OUT/${name/\//_}
    printf '  %-24s' "$name"
    prev="" last="" counted="" full=""  # the last two medians; the n for the placements count
    for ((n = 8; n <= N; n++)); do
        # The next time, guessed from the growth between the last two (when not start-up noise).
        guess=$(awk -v p="${prev:-0}" -v l="${last:-0}" 'BEGIN { print (p > 0.1 ? l * l / p : 0) }')
        if awk -v g="$guess" -v limit="$LIMIT" 'BEGIN { exit !(g > limit) }'; then
            printf ' %d:skipped (would take about %ss)' "$n" "$(fmt "$guess")"
            break
        fi
        times=()
        for ((k = 0; k < RUNS; k++)); do
            runOnce "$bin" "$n"
            [ -z "$FAIL$OVER" ] || break
            times+=("$T")
            awk -v t="$T" -v b="$BUDGET" 'BEGIN { exit !(t > b) }' && break  # no more runs
        done
        if [ -n "$FAIL" ]; then
            printf ' %d:FAILED (%s)' "$n" "$FAIL"
            echo "$name,$n,0,failed" >>"$raw"
            break
        fi
        if [ -n "$OVER" ]; then
            printf ' %d:>%ss' "$n" "$LIMIT"
            echo "$name,$n,0,over" >>"$raw"
            break
        fi
        median=$(printf '%s\n' "${times[@]}" | sort -g |
            awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }')
        echo "$name,$n,${#times[@]},$median" >>"$raw"
        printf ' %d:%s' "$n" "$(fmt "$median")"
        if ((${#times[@]} == RUNS)); then
            [ -z "$counted" ] && awk -v t="$median" 'BEGIN { exit !(t >= 1) }' && counted=$n
            full=$n
        fi
        prev=$last last=$median
        awk -v t="$median" -v b="$BUDGET" 'BEGIN { exit !(t > b) }' && break  # drops out
    done
    echo
    # Placements: the -DNQ_PLACEMENTS build, at the first fully timed n taking a second or more
    # (or the largest fully timed n).
    counted=${counted:-${full:-}}
    if [ -x "$bin.placements" ] && [ -n "$counted" ]; then
        count=$(timeout -k 2 "$LIMIT" "$bin.placements" <"$OUT/in/$counted" 2>&1 >/dev/null |
            sed -n 's/^placements: \([0-9]*\)$/\1/p' | tail -n 1) || true
        [ -n "$count" ] && echo "$name,$counted,$count" >>"$placed"
    fi
done
elapsed=$(awk -v a="$started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.0f", b - a }')

# ---- Report ----
# build/bench.csv: one row per point; placements columns only at the n where they were counted;
# note: "" or why the point has no time (over the limit, failed).
awk -F, -v base="$BASELINE" -v limit="$LIMIT" '
    FILENAME == ARGV[1] { placements[$1 "," $2] = $3; next }
    {
        rows[++count] = $0
        if ($4 != "failed" && $4 != "over" && $1 == base) bt[$2] = $4
    }
    END {
        print "solution,n,runs,seconds,speedup,placements,placements_per_second,note"
        for (i = 1; i <= count; i++) {
            split(rows[i], f, ",")
            if (f[4] == "failed" || f[4] == "over") {
                print f[1] "," f[2] ",0,,,,," (f[4] == "over" ? "killed after " limit "s" : "failed")
                continue
            }
            key = f[1] "," f[2]
            speedup = (f[2] in bt) ? sprintf("%.2f", bt[f[2]] / f[4]) : ""
            p = (key in placements) ? placements[key] : ""
            rate = p != "" ? sprintf("%.4g", p / f[4]) : ""
            print rows[i] "," speedup "," p "," rate ","
        }
    }' "$placed" "$raw" >"$CSV"

# tables: median seconds, then speed-ups, then placements.
awk -F, -v N="$N" -v base="$BASELINE" -v budget="$BUDGET" '
    NR == 1 { next }
    {
        if (!($1 in seen)) { seen[$1] = 1; order[++count] = $1 }
        t[$1, $2] = $8 != "" ? ($8 ~ /^killed/ ? "killed" : "FAILED") : $4
        runs[$1, $2] = $3; s[$1, $2] = $5
        if ($6 != "") { pn[$1] = $2; pc[$1] = $6; pr[$1] = $7 }
    }
    function secs(x) {
        if (x !~ /^[0-9.]+$/) return x
        return x < 10 ? sprintf("%.3f", x) : x < 100 ? sprintf("%.2f", x) : sprintf("%.1f", x)
    }
    function header(title,   n) {
        printf "\n%s\n%-22s", title, "solution"
        for (n = 8; n <= N; n++) printf " %7s", "n=" n
        printf "\n"
    }
    END {
        header("median seconds (* = one run, over the " budget " s budget; - = not run)")
        for (i = 1; i <= count; i++) {
            printf "%-22s", order[i]
            for (n = 8; n <= N; n++) {
                cell = "-"
                if ((order[i], n) in t) cell = secs(t[order[i], n]) (runs[order[i], n] == 1 ? "*" : "")
                printf " %7s", cell
            }
            printf "\n"
        }
        header("speed-up over " base ", the classic recursive bitmask counter")
        for (i = 1; i <= count; i++) {
            printf "%-22s", order[i]
            for (n = 8; n <= N; n++)
                printf " %7s", s[order[i], n] != "" ? sprintf("%.2fx", s[order[i], n]) : "-"
            printf "\n"
        }
        fast = "acm/stage5_symmetry"
        header("speed-up over " fast ", the fastest search of the tree (counters that beat it)")
        for (i = 1; i <= count; i++) {
            if (order[i] !~ /stage[5-9]|nqueens/) continue
            printf "%-22s", order[i]
            for (n = 8; n <= N; n++) {
                a = t[fast, n]; b = t[order[i], n]
                ok = ((fast, n) in t) && ((order[i], n) in t) && a ~ /^[0-9.]+$/ && b ~ /^[0-9.]+$/ && b > 0
                printf " %7s", ok ? sprintf("%.2fx", a / b) : "-"
            }
            printf "\n"
        }
        printf "\nplacements (queens put by the -DNQ_PLACEMENTS build) per second of the plain build\n"
        printf "%-22s %4s %16s %14s %13s\n", "solution", "n", "placements", "placements/s",
            "ns/placement"
        for (i = 1; i <= count; i++)
            if ((order[i] in pn) && pr[order[i]] > 0)
                printf "%-22s %4d %16s %14.4g %13.2f\n", order[i], pn[order[i]], pc[order[i]],
                    pr[order[i]], 1e9 / pr[order[i]]
    }' "$CSV"

# The chart: one line per solution.
machine="${cpu:-unknown CPU}, $(nproc) cores"
gnuplot -e "csv='$CSV'; out='$SVG'; names='${order[*]}'; machine='$machine'" bench/chart.gp ||
    die "gnuplot could not draw $SVG"
echo
echo "wrote $CSV and $SVG (timing took ${elapsed}s)"
