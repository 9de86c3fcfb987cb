#!/usr/bin/env bash
# The compile cache shared by judges that run at once: eight judges started together on one
# fresh cache folder, each judging the same C++ solution (the same cache key) on three tests;
# every one of them must compile or find the entry and judge it AC (none a CE with an empty
# message, which a rename onto an entry another judge published first gave).
# Ends with one line: compile-cache: N passed, M failed.
# Usage: tests/compile-cache.sh BUILD_DIR
set -u
build=${1:-build}
kit=$(cd "$(dirname "$0")/.." && pwd)
case $build in /*) judge="$build/bin/judge" ;; *) judge="$kit/$build/bin/judge" ;; esac
work=$(mktemp -d /tmp/nq-compile-cache-XXXXXX)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/checks.sh"
cd "$kit" || exit 1

eight_at_once() {
    local i pids=() bad=0
    for i in 1 2 3 4 5 6 7 8; do
        "$judge" --cache "$work/cache" --tests '0[1-3]' solutions/acm/stage4_bitmask.cpp \
            </dev/null >"$work/$i.log" 2>&1 &
        pids+=($!)
    done
    for i in 1 2 3 4 5 6 7 8; do
        wait "${pids[$((i - 1))]}" || bad=1
        [ "$(tail -n 1 "$work/$i.log")" = "judge: 3 passed, 0 failed" ] || bad=1
    done
    if [ "$bad" != 0 ]; then
        for i in 1 2 3 4 5 6 7 8; do echo "-- judge $i:"; tail -n 3 "$work/$i.log"; done
    fi
    [ "$bad" = 0 ]
}
check "eight judges at once on one fresh cache: each judges the solution AC on its 3 tests" eight_at_once

summary compile-cache
