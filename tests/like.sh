#!/usr/bin/env bash
# The judge's profiles (--like, docs/languages.md): the LeetCode profile's toolchains (the trixie
# root's clang 19 with libstdc++ 14, gcc 14, OpenJDK 21; Python's prelude), sanitizers and
# constraints on the pinned programs of tests/programs/leetcode/, each one's line
# after its tests and its --json; --stop-at-first; every acm solution and mistake under
# --like icpc and --like codeforces, and Codeforces' 64 KB source limit on a file made here; Go,
# Rust, JavaScript and TypeScript's command lines, and their acm programs under icpc and codeforces.
# Ends with one line: like: N passed, M failed.
# Usage: tests/like.sh BUILD_DIR
set -u
build=${1:-build}
kit=$(cd "$(dirname "$0")/.." && pwd)
judge="$kit/$build/bin/judge"
jobs=$(nproc 2>/dev/null || echo 2)
work=$(mktemp -d /tmp/nq-like-XXXXXX)
trap 'rm -rf "$work"' EXIT
. "$kit/tests/checks.sh"

# jqt FILE FILTER: the filter holds (jq -e) on the report.
jqt() { jq -e "$2" "$1" >/dev/null; }
# line_of FILE SOLUTION-SUFFIX: the solution's line after its tests, from --json.
line_of() { jq -r --arg s "$2" '.solutions[] | select(.solution | endswith($s)) | .line' "$1"; }

# 1. The LeetCode programs, each pinned: the judge holds each to its header.
progs="$kit/tests/programs/leetcode"
"$judge" -j"$jobs" --json "$work/lc.json" "$progs"/lc52/* "$progs"/lc51/* >"$work/lc.log" 2>&1
status=$?
grep -E '^( ok|BAD|    =>|profile)' "$work/lc.log" | grep -Ev '^ ok .* AC ' | cut -c1-220
check "the LeetCode programs end as pinned (exit $status)" test "$status" = 0
check "they are judged under the leetcode profile by default" \
    grep -q '^profile: lc51: leetcode, lc52: leetcode' "$work/lc.log"
# name, the sanitizer's word, the line it names (stack overflow: the function's entry or the
# recursive call, wherever the stack ran out)
for case in "heap_overflow heap-buffer-overflow 14:" "use_after_free heap-use-after-free 12:" \
    "stack_overflow stack-overflow '(13|22)'" "signed_overflow signed\ integer\ overflow 19:" \
    "null_dereference null\ pointer 20:"; do
    eval "set -- $case"
    name=$1 word=$2 line=$3
    check "$name: RE ($word), the sanitizer's first line and $name.cpp:$line in the message" \
        jqt "$work/lc.json" "[.results[] | select(.solution | endswith(\"$name.cpp\")) | select(.verdict == \"RE\")][0]
            | .detail == \"$word\" and (.message | test(\"$name[.]cpp:$line\"))"
    check "$name: the line after its tests says Runtime Error, with its input and $word" \
        sh -c "line=\$(jq -r '.solutions[] | select(.solution | endswith(\"$name.cpp\")) | .line' '$work/lc.json')
               case \"\$line\" in 'Runtime Error, '*' testcases passed; Last Executed Input: n = '*'$word'*) ;; *) exit 1 ;; esac
               grep -qF \"=> tests/programs/leetcode/lc52/$name.cpp (leetcode): \$line\" '$work/lc.log'"
done
check "heap_overflow: never the harness's file in the message" \
    jqt "$work/lc.json" '[.results[] | select(.solution | endswith("heap_overflow.cpp"))][0].message | contains("lc52.cpp") | not'
# What LeetCode accepts and a stand-in toolchain would not: C++23 and libstdc++ 14 (views,
# println, __gnu_pbds, a write after reserve()), gcc 14 with uthash.h, OpenJDK 21 (record
# patterns, getLast, Pair), Python's automatic imports, and ASan's quarantine not counted.
for name in lc52/deducing_this.cpp lc51/ranges.cpp lc52/reserve_write.cpp lc52/pbds_tree.cpp \
    lc52/print_enumerate.cpp lc52/tiny_vectors.cpp lc52/hash_add.c lc52/record_switch.java \
    lc51/get_last.java lc52/bare_names.py; do
    check "$name: Accepted on every test, as on LeetCode" \
        jqt "$work/lc.json" ".solutions[] | select(.solution | endswith(\"$name\")) | .verdict == \"Accepted\" and .passed == .total and .total >= 10"
done
check "print_enumerate.cpp: its println lines shown apart from the answers" \
    grep -q '^      stdout| n = 1: 1 boards$' "$work/lc.log"
check "tiny_vectors.cpp: its peak stays under 64 MiB at n = 12 (the quarantine is bounded)" \
    jqt "$work/lc.json" '[.results[] | select(.solution | endswith("tiny_vectors.cpp"))][11].peak_mib < 64'
# C's sanitizer reports, as C++'s above: gcc 14's AddressSanitizer.
for case in "heap_overflow heap-buffer-overflow 6" "stack_overflow stack-overflow '(4|13)'"; do
    eval "set -- $case"
    check "$1.c: RE ($2), the report's first line and $1.c:$3 in the message" \
        jqt "$work/lc.json" "[.results[] | select(.solution | endswith(\"$1.c\")) | select(.verdict == \"RE\")][0]
            | .detail == \"$2\" and (.message | test(\"$1[.]c:$3\"))"
done
check "type_alias.py: Runtime Error with LeetCode's line, Line 5: SyntaxError" \
    jqt "$work/lc.json" '.solutions[] | select(.solution | endswith("type_alias.py")) | .verdict == "Runtime Error" and (.line | contains("Line 5: SyntaxError: invalid syntax"))'
check "alloc_forever.cpp: Time Limit Exceeded, not Memory Limit Exceeded" \
    jqt "$work/lc.json" '.solutions[] | select(.solution | endswith("alloc_forever.cpp")) | .verdict == "Time Limit Exceeded"'
check "gather.java: Compile Error, with a note that Stream.gather is Java 24 and LeetCode runs 21" \
    jqt "$work/lc.json" '.results[] | select(.solution | endswith("gather.java")) | .verdict == "CE" and (.compile_log | contains("java.util.stream.Gatherers is new in Java 24; LeetCode runs Java 21"))'
check "right_up_to_9: tests 10-12 beyond the constraints 1 <= n <= 9, 01-09 within" \
    jqt "$work/lc.json" '[.results[] | select(.solution | endswith("right_up_to_9.cpp"))] | (map(select(.beyond_constraints)) | map(.test) == ["10"]) and (map(select(.beyond_constraints | not)) | length == 9) and (.[9].constraints == "1 <= n <= 9")'
check "right_up_to_9: the report marks test 10 beyond LeetCode's constraints" \
    grep -qE "right_up_to_9.cpp +10 +WA .*\[beyond LeetCode's constraints, 1 <= n <= 9\]" "$work/lc.log"
check "right_up_to_9: Wrong Answer 9 / 12 with input, output and expected; LeetCode: Accepted 9 / 9" \
    test "$(line_of "$work/lc.json" right_up_to_9.cpp)" = "Wrong Answer, 9 / 12 testcases passed; Input: n = 10; Output: 0; Expected: 724 | LeetCode, its tests within 1 <= n <= 9: Accepted, 9 / 9 testcases passed"
check "right_up_to_9 in --json: first failure and LeetCode's own answer" \
    jqt "$work/lc.json" '.solutions[] | select(.solution | endswith("right_up_to_9.cpp")) | .first_failure == {"test": "10", "input": "n = 10", "expected": "724", "found": "0", "error": ""} and .within_constraints == {"constraints": "1 <= n <= 9", "verdict": "Accepted", "passed": 9, "total": 9}'

# 2. --stop-at-first, on the same mistake without its pin (a solution that must pass).
mkdir -p "$work/lc52"
tail -n +2 "$progs/lc52/right_up_to_9.cpp" >"$work/lc52/unpinned.cpp"
"$judge" --json "$work/all.json" "$work/lc52/unpinned.cpp" >"$work/all.log" 2>&1
"$judge" --stop-at-first --json "$work/first.json" "$work/lc52/unpinned.cpp" >"$work/first.log" 2>&1
check "by default every test runs, and the line says so" \
    jqt "$work/all.json" '.solutions[0] | .ran == 12 and .failed == 3 and (.stopped | not) and (.line | contains("every test was run, 3 of 12 failed; --stop-at-first"))'
check "--stop-at-first: it stops at test 10, the first failure" \
    jqt "$work/first.json" '(.solutions[0] | .ran == 10 and .stopped and .verdict == "Wrong Answer") and (.results | length == 10)'

# 3. The profiles' command lines, and a profile that fits no problem of the run.
check "--like leetcode --print-compile cpp: clang 19, C++23, -O2, ASan + UBSan, in the trixie root" \
    sh -c "'$judge' --like leetcode --print-compile cpp >'$work/pc' && grep -qx 'compile: clang++-19 -std=c++23 -O2 .*-fsanitize=address,undefined.*' '$work/pc' && grep -qx 'root: trixie' '$work/pc'"
check "--like leetcode --print-compile java: --enable-preview --release 21, run with --enable-preview" \
    sh -c "'$judge' --like leetcode --print-compile java >'$work/pc' && grep -q '^compile: javac .*--enable-preview --release 21' '$work/pc' && grep -q '^run: java .*--enable-preview' '$work/pc'"
check "--like codeforces --print-compile cpp: g++ 14 -std=c++20 -O2 -DONLINE_JUDGE" \
    sh -c "'$judge' --like codeforces --print-compile cpp | grep -q '^compile: g++-14 .*-DONLINE_JUDGE -O2 -std=c++20'"
check "--print-compile python: the host's python3, the harness and its arguments" \
    sh -c "'$judge' --print-compile python | tail -n 2 | tr '\\n' ' ' | grep -qx 'run: python3 -B harness.py MODE solution.py ORIGIN root: host '"
check "--like codeforces on LeetCode files only: one error line, exit 2" \
    sh -c "'$judge' --like codeforces '$kit/solutions/lc52/bitmask.cpp' 2>'$work/err' >/dev/null; test \$? = 2 && grep -q '^error: --like codeforces fits none' '$work/err'"

# 4. acm under icpc and codeforces: every solution AC, every mistake as pinned. Codeforces takes
# no source over its limit (kit::kCodeforcesSourceLimit, common/limits.hpp): a file over it is
# CE with its size, the rest are judged as any other.
limit=$(sed -nE 's/.*kCodeforcesSourceLimit = ([0-9]+);.*/\1/p' "$kit/common/limits.hpp")
check "Codeforces' limit read from common/limits.hpp: 65535" test "$limit" = 65535
"$judge" -j"$jobs" --like icpc --problem acm --json "$work/icpc.json" >"$work/icpc.log" 2>&1
status=$?
grep -E '^(BAD|    =>)' "$work/icpc.log" | cut -c1-200
check "--like icpc: every acm solution Accepted, every mistake as pinned (exit $status)" test "$status" = 0
check "--like icpc: the lines say it the ICPC way" \
    jqt "$work/icpc.json" '[.solutions[] | select(.solution == "acm/wrong/zero_based.cpp")][0].verdict == "Wrong answer on test 1" and ([.solutions[] | select(.solution == "acm/stage4_bitmask.cpp")][0].verdict == "Accepted")'
under=() over=()
for f in "$kit"/solutions/acm/*.cpp; do
    if [ "$(wc -c <"$f")" -le "$limit" ]; then under+=("$f"); else over+=("$f"); fi
done
"$judge" -j"$jobs" --like codeforces --json "$work/cf.json" "${under[@]}" "$kit"/solutions/acm/wrong/*.cpp >"$work/cf.log" 2>&1
status=$?
grep -E '^(BAD|    =>)' "$work/cf.log" | cut -c1-200
check "--like codeforces: the ${#under[@]} acm solutions within 64 KB Accepted, every mistake as pinned (exit $status)" test "$status" = 0
for f in "${over[@]}"; do  # none once every solution is within the limit
    bytes=$(wc -c <"$f" | sed -E ':a; s/([0-9])([0-9]{3})($|,)/\1,\2\3/; ta')
    "$judge" --like codeforces --json "$work/over.json" "$f" >/dev/null 2>&1
    check "--like codeforces: $(basename "$f") is over 64 KB: CE with its size, $bytes bytes" \
        jqt "$work/over.json" ".results[0].verdict == \"CE\" and (.results[0].compile_log | contains(\"$bytes bytes, over Codeforces' limit of 65,535 bytes\"))"
done
# A 70 KB acm file: stage 4 and a comment that pads it.
mkdir -p "$work/acm"
{ cat "$kit/solutions/acm/stage4_bitmask.cpp"; for i in $(seq 1 1000); do printf '// padding line %04d to take the file over the limit: %s\n' "$i" "................"; done; } \
    | head -c 70000 >"$work/acm/big.cpp"
echo >>"$work/acm/big.cpp"
"$judge" --like codeforces --json "$work/big.json" "$work/acm/big.cpp" >"$work/big.log" 2>&1
status=$?
grep -E '^(    =>|      \|)' "$work/big.log"
check "a 70 KB acm file under --like codeforces: CE with its size (exit $status)" \
    jqt "$work/big.json" '.results[0].verdict == "CE" and (.results[0].compile_log | contains("70,001 bytes, over Codeforces'"'"' limit of 65,535 bytes (64 KB)"))'
check "its line: Compilation error" jqt "$work/big.json" '.solutions[0].verdict == "Compilation error"'
"$judge" --like icpc --tests 01,02 --json "$work/big-icpc.json" "$work/acm/big.cpp" >/dev/null 2>&1
check "the same file under --like icpc: Accepted (no such limit there)" \
    jqt "$work/big-icpc.json" '.solutions[0].verdict == "Accepted"'
# 5. Go, Rust, JavaScript and TypeScript: each from the root under every profile, with LeetCode's
# command lines; the acm programs of tests/programs/langs/ Accepted under icpc and codeforces
# (Codeforces has no TypeScript: icpc only).
check "--like leetcode --print-compile go: go build (Go 1.24), in the trixie root" \
    sh -c "'$judge' --like leetcode --print-compile go >'$work/pc' && grep -qx 'compile: go build' '$work/pc' && grep -qx 'root: trixie' '$work/pc'"
check "--like leetcode --print-compile rust: rustc --edition 2021 -O, in the trixie root" \
    sh -c "'$judge' --like leetcode --print-compile rust >'$work/pc' && grep -qx 'compile: rustc --edition 2021 -O' '$work/pc' && grep -qx 'root: trixie' '$work/pc'"
check "--like leetcode --print-compile javascript: node --harmony, in the trixie root" \
    sh -c "'$judge' --like leetcode --print-compile javascript >'$work/pc' && grep -q '^run: node --harmony .*harness.cjs MODE solution.js ORIGIN MODULES\$' '$work/pc' && grep -qx 'root: trixie' '$work/pc'"
check "--like leetcode --print-compile typescript: tsc with LeetCode's options" \
    sh -c "'$judge' --like leetcode --print-compile typescript | grep -q '^compile: node node_modules/typescript/bin/tsc --alwaysStrict --strictBindCallApply --strictFunctionTypes --target ES2022 '"
# Every test program of theirs is judged (none skipped as a language the judge lacks), as pinned.
# With the langs suite's flags (tests/programs/langs/judge-flags.sh says why they are these).
progs=("$kit"/tests/programs/langs/*/*.{go,rs,js,ts} "$kit"/tests/programs/langs/*/wrong/*.{go,rs,js,ts})
. "$kit/tests/programs/langs/judge-flags.sh"
"$judge" -j"$jobs" "${langs_flags[@]}" --json "$work/new.json" "${progs[@]}" >"$work/new.log" 2>&1
status=$?
grep -E '^(BAD|    =>)' "$work/new.log" | grep -v ': Accepted' | cut -c1-200
check "the ${#progs[@]} Go, Rust, JavaScript and TypeScript test programs: each judged, as pinned (exit $status)" \
    sh -c "test $status = 0 && jq -e '.solutions | length == ${#progs[@]}' '$work/new.json' >/dev/null"
langs="$kit/tests/programs/langs/acm"
"$judge" --sandbox off --like local "$langs/queens.go" >"$work/off.out" 2>"$work/off.err"
status=$?
check "--sandbox off and a Go file: exit 2, one error line, its root needs the box under every profile (no --like local advice)" \
    sh -c "test $status = 2 && test \$(wc -l <'$work/off.err') = 1 && grep -q 'compiles Go in a toolchain root.*judge it where user namespaces are allowed\$' '$work/off.err'"
for like in icpc codeforces; do
    files=("$langs/queens.go" "$langs/queens.rs" "$langs/queens.js")
    [ "$like" = icpc ] && files+=("$langs/queens.ts")
    "$judge" -j"$jobs" --like "$like" --json "$work/langs-$like.json" "${files[@]}" >"$work/langs-$like.log" 2>&1
    check "--like $like: the acm programs in Go, Rust, JavaScript$([ "$like" = icpc ] && echo ", TypeScript") Accepted" \
        jqt "$work/langs-$like.json" "[.solutions[] | select(.verdict == \"Accepted\")] | length == ${#files[@]}"
done

# 6. The toolchain root: the built one holds the pinned versions; one that is missing, half-built,
# of another package list or damaged is refused with one error line naming the command that
# builds it, never a fall back to the host's compilers.
list="$kit/tools/roots/trixie.list" stamp="$kit/$build/roots/trixie/.kit-root"
check "tools/root.sh --check: the built root is current" "$kit/tools/root.sh" --check trixie "$kit/$build/roots/trixie"
check "its stamp holds every pinned package at a version the list allows" sh -c "
    sed -e 's/#.*//' '$list' | awk 'NF == 2 && \$1 != \"suite\"' | while read -r pkg pin; do
        got=\$(sed -n '/^installed:\$/,\$p' '$stamp' | awk -v p=\"\$pkg\" '\$1 == p { print \$2 }')
        case \"\$got\" in \"\$pin\"?*) ;; *) echo \"\$pkg: \$got, not \$pin*\"; exit 1 ;; esac
    done"
check "its stamp names clang 19.1, libstdc++ 14 and OpenJDK 21" \
    sh -c "grep -q '^clang-19 1:19[.]1[.]' '$stamp' && grep -q '^libstdc++-14-dev 14[.]' '$stamp' && grep -q '^openjdk-21-jdk-headless 21[.]' '$stamp'"
check "its stamp names Go 1.24, Rust 1.85 and Node.js 20.19" \
    sh -c "grep -q '^golang-go 2:1[.]24' '$stamp' && grep -q '^rustc 1[.]85[.]' '$stamp' && grep -q '^nodejs 20[.]19[.]' '$stamp'"
mkdir -p "$work/roots/missing" "$work/roots/half-built/trixie" "$work/roots/stale/trixie" "$work/roots/damaged/trixie"
sed 's/^clang-19 .*/clang-19 1:18.1./' "$stamp" >"$work/roots/stale/trixie/.kit-root"
cp "$stamp" "$work/roots/damaged/trixie/.kit-root"
for case in "missing it is missing" "half-built it is half-built" "stale another package list" "damaged is damaged"; do
    set -- $case
    roots=$1
    shift
    "$judge" --roots "$work/roots/$roots" "$kit/solutions/lc52/bitmask.cpp" >"$work/root.out" 2>"$work/root.err"
    status=$?
    check "a root that is $roots: exit 2 and one error line saying '$*' and make root" \
        sh -c "test $status = 2 && test \$(wc -l <'$work/root.err') = 1 && grep -q '^error: the toolchain root .*$*.*make root' '$work/root.err'"
done
"$judge" --roots "$work/roots/missing" --like local --tests 01 "$kit/solutions/lc52/bitmask.cpp" >"$work/root.out" 2>&1
check "a missing root does not stop a profile that needs none (--like local)" grep -q '^judge: 1 passed, 0 failed' "$work/root.out"

# 7. LeetCode's Python libraries come from the root, not the host (which may have its own
# sortedcontainers, as Debian 12's python3-sortedcontainers): the module a LeetCode file imports
# is the root's.
cat >"$work/where.py" <<'PY'
import sortedcontainers


class Solution:
    def totalNQueens(self, n: int) -> int:
        print(sortedcontainers.__file__)
        return [1, 0, 0, 2][n - 1]
PY
"$judge" --tests 01 --problem lc52 "$work/where.py" >"$work/where.out" 2>&1
root=$(readlink -f "$kit/$build/roots/trixie")
check "a LeetCode Python file's sortedcontainers is the root's ($root)" \
    grep -qF "stdout| $root/usr/lib/python3/dist-packages/sortedcontainers/__init__.py" "$work/where.out"

summary like
