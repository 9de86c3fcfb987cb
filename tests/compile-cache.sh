#!/usr/bin/env bash
# The compile cache shared by judges that run at once: eight judges started together on one
# fresh cache folder, each judging the same C++ solution (the same cache key) on three tests;
# every one of them must compile or find the entry and judge it AC (none a CE with an empty
# message, which a rename onto an entry another judge published first gave). One C++ program in
# two folders is one entry (relocation.hpp): the second judge finds it, its compile error names
# its own file, its sanitizer's report its own line (so for Rust and Go); a Python one, keyed by
# its path, is two.
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

# FILE judged from folders a and b (a first) on one cache: b's report in $work/b.log, the
# entries b added in $work/added.
in_two_folders() {
    local file=$1 d
    for d in a b; do
        [ "$d" = b ] && entries >"$work/before"
        mkdir -p "$work/$d"
        printf '%s\n' "${@:2}" >"$work/$d/$file"
        "$judge" -v --cache "$work/two" --problem lc52 --tests '0[1-2]' "$work/$d/$file" \
            </dev/null >"$work/$d.log" 2>&1
    done
    echo $(($(entries) - $(cat "$work/before"))) >"$work/added"
}
entries() { find "$work/two" -maxdepth 1 -name '*.run' 2>/dev/null | wc -l; }
added() { [ "$(cat "$work/added")" = "$1" ]; }
lacks() { ! grep -q "$@"; }

in_two_folders re.cpp '// '"$work" 'class Solution {' 'public:' '    int totalNQueens(int n) {' \
    '        vector<int> v(n);' '        return v[n + 5] + n;' '    }' '};'
check "one C++ program in two folders: the second finds the first's entry" \
    grep -q '^(cached) ' "$work/b.log"
check "... and its sanitizer's report is placed in its own file" \
    grep -q 'heap-buffer-overflow.*at re\.cpp:6:16' "$work/b.log"
check "... as one entry: the second folder adds none" added 0
in_two_folders ce.cpp 'class Solution {' 'public:' '    int totalNQueens(int n) { return undeclared; }' '};'
check "a compile error found in the cache names the second folder's file" \
    grep -q "$work/b/ce.cpp:3:.*undeclared" "$work/b.log"
check "... and not the first's" lacks "$work/a/" "$work/b.log"
in_two_folders c.rs 'impl Solution {' '    pub fn total_n_queens(n: i32) -> i32 {' \
    '        undefined_name + n' '    }' '}'
check "a Rust compile error, from the cache or not, names each folder's own file" \
    grep -q "$work/b/c.rs:3:9" "$work/b.log"
check "... the first folder's too (rustc names folders as remapped)" grep -q "$work/a/c.rs:3:9" "$work/a.log"
in_two_folders g.go '// '"$work" 'func totalNQueens(n int) int {' '	v := []int{1}' \
    '	return v[n+5]' '}'
check "one Go program in two folders: the second finds the first's entry" \
    grep -q '^(cached) ' "$work/b.log"
check "... and its panic is placed in its own file" grep -q 'index out of range.*at g\.go:4' "$work/b.log"
check "... as one entry: the second folder adds none" added 0
in_two_folders ce.go 'func totalNQueens(n int) int {' '	return undeclared' '}'
check "a Go compile error found in the cache names the second folder's file" \
    grep -q "$work/b/ce.go:2:.*undeclared" "$work/b.log"
check "... and not the first's, nor a fixed name" lacks -e "$work/a/" -e /.judge/ "$work/b.log"
in_two_folders p.py '# '"$work" 'class Solution:' '    def totalNQueens(self, n: int) -> int:' \
    '        return [1, 0, 0, 2, 10, 4, 40, 92, 352, 724][n - 1]'
check "a Python program, whose key holds its path, is an entry a folder" added 1

summary compile-cache
