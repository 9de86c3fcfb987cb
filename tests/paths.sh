#!/usr/bin/env bash
# Every inner loop of the meet-in-the-middle engines counted whole: nqueens count N --path P for
# each path P (avx512, avx2, portable), the sieve engine for n = 1..18 and the halves engine for
# n = 1..16, the count against OEIS A000170 and the unique count against A002562. A path this
# processor lacks is skipped with a line saying so (and nqueens must refuse it with one error
# line); the portable path runs everywhere. Ends with "paths: N passed, M failed".
# Usage (from the repository root): tests/paths.sh BUILD_DIR
set -u
build=${1:-build}
nqueens=$build/bin/nqueens
source tools/a000170.sh
source tests/oeis.sh
source tests/checks.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# counts ENGINE PATH LAST: n = 1..LAST on 2 threads, each count and unique count checked.
counts() {
    local engine=$1 path=$2 last=$3 n bad=""
    for ((n = 1; n <= last; n++)); do
        if ! "$nqueens" count "$n" --engine "$engine" --path "$path" --threads 2 --progress off \
            --json >"$tmp/out" 2>"$tmp/err"; then
            bad+=" n=$n: $(head -c 200 "$tmp/err")"
            continue
        fi
        local count unique
        count=$(jq -r .count "$tmp/out") unique=$(jq -r .unique "$tmp/out")
        [ "$count" = "${A000170[$n]}" ] || bad+=" n=$n: count $count, expected ${A000170[$n]}"
        [ "$unique" = "${A002562[$n]}" ] || bad+=" n=$n: unique $unique, expected ${A002562[$n]}"
    done
    [ -z "$bad" ] || { echo "  $bad"; false; }
}

for path in avx512 avx2 portable; do
    if ! "$nqueens" count 4 --path "$path" >"$tmp/out" 2>"$tmp/err"; then
        if [ "$path" = portable ]; then
            fail "the portable path runs on every processor ($(cat "$tmp/err"))"
        else
            echo "skipped: this processor lacks the $path path"
            check "--path $path refused with one error line" \
                grep -qx "error: --path $path: this processor lacks it" "$tmp/err"
        fi
        continue
    fi
    check "sieve --path $path: n = 1..18, A000170 and A002562" counts sieve "$path" 18
    check "halves --path $path: n = 1..16, A000170 and A002562" counts halves "$path" 16
done
"$nqueens" count 8 --path sse9 >"$tmp/out" 2>"$tmp/err"
check "--path sse9 refused with one error line" \
    grep -qx "error: --path must be avx512, avx2 or portable, not 'sse9'" "$tmp/err"
"$nqueens" count 8 --engine symmetry --path portable >"$tmp/out" 2>"$tmp/err"
check "--path with an engine of one inner loop refused" grep -q "^error: the symmetry engine" "$tmp/err"
summary paths
