#!/usr/bin/env bash
# The judge's profiles (--like, docs/languages.md): the LeetCode profile's sanitizers, C++23,
# Java 21 and constraints on the pinned programs of tests/programs/leetcode/, each one's line
# after its tests and its --json; --stop-at-first; every acm solution and mistake under
# --like icpc and --like codeforces, and Codeforces' 64 KB source limit on a file made here.
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
"$judge" -j"$jobs" --json "$work/lc.json" "$progs"/lc52/*.cpp "$progs"/lc51/* >"$work/lc.log" 2>&1
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
for name in lc52/deducing_this.cpp lc51/ranges.cpp; do
    check "$name: C++23 compiles: Accepted on every test" \
        jqt "$work/lc.json" ".solutions[] | select(.solution | endswith(\"$name\")) | .verdict == \"Accepted\" and .passed == .total and .total >= 10"
done
check "get_last.java: Compile Error naming Java 21 and Java 17" \
    jqt "$work/lc.json" '.results[] | select(.solution | endswith("get_last.java")) | .verdict == "CE" and (.compile_log | contains("List.getLast() is new in Java 21") and contains("Java 17"))'
check "get_last.java: the line after it says Compile Error" \
    jqt "$work/lc.json" '.solutions[] | select(.solution | endswith("get_last.java")) | .verdict == "Compile Error"'
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
check "--like leetcode --print-compile cpp: clang 19, C++23, -O2, ASan + UBSan, libc++" \
    sh -c "'$judge' --like leetcode --print-compile cpp | grep -qx 'clang++-19 -std=c++23 -O2 -stdlib=libc++ .*-fsanitize=address,undefined.*'"
check "--like codeforces --print-compile cpp: g++ -std=c++20 -O2 -DONLINE_JUDGE" \
    sh -c "'$judge' --like codeforces --print-compile cpp | grep -q '^g++ .*-DONLINE_JUDGE -O2 -std=c++20'"
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
summary like
