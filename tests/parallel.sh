#!/usr/bin/env bash
# -j N: tests run N at once, each program on a physical core of its own, the report unchanged.
# One submission (tests/parallel/spin.cpp) spins for the CPU time its input asks, noting each CPU
# it ran on (sched_getcpu) and when it started and ended (CLOCK_MONOTONIC); the checks read that
# from its stderr in the --json report (in the box) or from a log it writes (--sandbox off):
#   - a -j beyond the physical cores is said in one line;
#   - at -j 2 every run stays on one CPU, runs at the same time are on different cores, and some
#     runs do overlap (tests do run at once); the same for two judges at -j 2 started together
#     (each core's lease, cores.hpp);
#   - a submission at 70% of its time limit (its own CPU clock, which the cgroup counts too) is AC
#     at -j 1 and at -j 2, five runs each;
#   - --stop-at-first at -j 2: the report stops at the first failure, and no later test starts
#     once it is known (only the one already running beside it may have started).
# Needs two physical cores (skipped otherwise). Ends with: parallel: N passed, M failed.
# Usage: tests/parallel.sh BUILD_DIR
set -u
build=${1:-build}
kit=$(cd "$(dirname "$0")/.." && pwd)
case $build in /*) judge="$build/bin/judge" ;; *) judge="$kit/$build/bin/judge" ;; esac
work=$(mktemp -d /tmp/nq-parallel-XXXXXX)
trap 'rm -rf "$work"' EXIT
chmod 755 "$work"  # --sandbox off as root: nobody reads the package and writes the log
cd "$kit" || exit 1
. "$(dirname "$0")/checks.sh"

# package NAME SECONDS TEST...: a legacy package of that time limit whose tests are
# "NAME MS WANT [DIR]" lines (spin.cpp's input), its submission in accepted/.
package() {
    local dir="$work/$1" seconds=$2 i=0 input
    shift 2
    mkdir -p "$dir/data/secret" "$dir/submissions/accepted"
    printf 'name: Spin\n' >"$dir/problem.yaml"
    echo "$seconds" >"$dir/.timelimit"
    cp tests/parallel/spin.cpp "$dir/submissions/accepted/spin.cpp"
    for input in "$@"; do
        i=$((i + 1))
        printf '%s\n' "$input" >"$dir/data/secret/$(printf %02d $i).in"
        printf '%s\n' "${input%% *}" >"$dir/data/secret/$(printf %02d $i).ans"
    done
    chmod -R a+rX "$dir"
}

# runs_of JSON: spin's lines ("run NAME START END CPUS") from the stderr of every result.
runs_of() { jq -r '.results[].stderr' "$1" | grep '^run '; }

# apart FILE: every run on one CPU, runs that overlap in time on different CPUs, and at least
# one pair that overlaps; says what it found otherwise.
apart() {
    awk '{ name[NR] = $2; start[NR] = $3; end[NR] = $4; cpus[NR] = $5 }
         $5 ~ /,/ { print "run " $2 " moved between CPUs " $5; bad = 1 }
         END {
             for (i = 1; i <= NR; i++) for (j = i + 1; j <= NR; j++)
                 if (start[i] < end[j] && start[j] < end[i]) {
                     overlaps++
                     if (cpus[i] == cpus[j]) { print "runs " name[i] " and " name[j] " at once on CPU " cpus[i]; bad = 1 }
                 }
             if (!overlaps) { print "no two of the " NR " runs overlapped: nothing ran at once"; bad = 1 }
             exit bad
         }' "$1"
}
# apart_shown FILE: what apart found, on stdout and on stderr (the log). Written through the
# descriptor the log already is: reopening /dev/stderr, a regular file, would truncate the log.
apart_shown() {
    local found
    found=$(apart "$1")
    [ -z "$found" ] || printf '%s\n' "$found" >&2
    printf '%s' "$found"
}

package spin 2 "01 300 ok" "02 300 ok" "03 300 ok" "04 300 ok" "05 300 ok" "06 300 ok"
"$judge" -j 1024 --tests 01 --package "$work/spin" >"$work/many.log" 2>&1
cores=$(sed -n 's/^parallel: -j 1024, but the judge has \([0-9]*\) physical cores\{0,1\} here: .*/\1/p' "$work/many.log")
check "-j 1024: one line says how many physical cores the tests run on ($cores)" \
    test "$(grep -c '^parallel: ' "$work/many.log")" = 1 -a -n "$cores"
if [ "${cores:-0}" -lt 2 ]; then
    skip "the checks at -j 2" "this machine gives the judge ${cores:-no} physical core(s)"
    summary parallel
    exit
fi

"$judge" -j 2 --json "$work/spin.json" --package "$work/spin" >"$work/spin.log" 2>&1
runs_of "$work/spin.json" >"$work/spin.runs"
check "-j 2 in the box: 6 runs, each on one CPU, those at the same time on different cores" \
    test "$(wc -l <"$work/spin.runs")" = 6 -a -z "$(apart_shown "$work/spin.runs")"

# Two judges at once, each -j 2 (as make serve starts them): a core's lease keeps their runs apart.
"$judge" -j 2 --json "$work/twin1.json" --package "$work/spin" >"$work/twin1.log" 2>&1 &
twin=$!
"$judge" -j 2 --json "$work/twin2.json" --package "$work/spin" >"$work/twin2.log" 2>&1
wait "$twin"
{ runs_of "$work/twin1.json"; runs_of "$work/twin2.json"; } >"$work/twin.runs"
check "two judges at once, -j 2 each: 12 runs, those at the same time on different cores" \
    test "$(wc -l <"$work/twin.runs")" = 12 -a -z "$(apart_shown "$work/twin.runs")"

# 70% of a 1 s limit: 700 ms of CPU by the program's own clock.
package seventy 1 "01 700 ok" "02 700 ok"
for j in 1 2; do
    verdicts= overlapping=0
    for round in 1 2 3 4 5; do
        "$judge" -j $j --json "$work/70.json" --package "$work/seventy" >"$work/70.log" 2>&1
        verdicts+="$(jq -r '[.results[].verdict] | join(",")' "$work/70.json") "
        runs_of "$work/70.json" >"$work/70.runs"
        [ $j = 2 ] && apart "$work/70.runs" >/dev/null && overlapping=$((overlapping + 1))
        jq -r '.results[] | "  \(.test) \(.verdict) \(.cpu_ms) ms of \(.tl_ms) ms"' "$work/70.json"
    done
    check "-j $j: 700 ms of CPU under a 1000 ms limit is AC in five runs ($verdicts)" \
        test "$verdicts" = "AC,AC AC,AC AC,AC AC,AC AC,AC "
    [ $j = 2 ] && check "-j 2: both tests ran at once, on different cores, in each of the five runs" \
        test $overlapping = 5
done

mkdir "$work/log" && chmod 777 "$work/log"
package stop 2 "01 300 ok $work/log" "02 300 ok $work/log" "03 0 wrong $work/log" \
    "04 500 ok $work/log" "05 500 ok $work/log" "06 500 ok $work/log" "07 500 ok $work/log"
# (the log lies outside what the judge guards: the package and the solution's folder)
mkdir "$work/first" && cp tests/parallel/spin.cpp "$work/first/spin.cpp" && chmod -R a+rX "$work/first"
# (its compile cache in $work too: without the box, as root, the compiler runs as nobody, who
# cannot enter a kit cloned into a folder of mode 700)
"$judge" -j 2 --sandbox off --stop-at-first --cache "$work/cache" --package "$work/stop" \
    "$work/first/spin.cpp" >"$work/stop.log" 2>&1
check "--stop-at-first -j 2: the report ends at 03's WA, as at -j 1" \
    test "$(grep -cE '^ *(ok|BAD|-) ' "$work/stop.log")" = 3 -a \
    "$(grep -E '^ *(ok|BAD|-) ' "$work/stop.log" | tail -n 1 | awk '{print $3, $4}')" = "03 WA"
later=$(awk '$2 > "03"' "$work/log/runs.log" | wc -l)
check "--stop-at-first -j 2: the runs wrote their log (01, 02 and 03 at least)" \
    test "$(awk '$2 <= "03"' "$work/log/runs.log" | wc -l)" -ge 3
check "--stop-at-first -j 2: at most one test after 03 started (the one beside it), $later did" \
    test "$later" -le 1
check "--stop-at-first -j 2, unboxed: runs at the same time on different cores" \
    test -z "$(apart_shown "$work/log/runs.log")"
summary parallel
