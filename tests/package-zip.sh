#!/usr/bin/env bash
# The zips of make package, as another judge gets them: every link resolved (no link left), and
# the extracted package still valid and judging (its data, data/sample/04 included, through its
# validators, an accepted submission AC, a wrong_answer one WA), and as problemtools and BAPCtools
# want it: no hidden file but .timelimit, no sample a copy of a secret test, the LeetCode packages'
# C++ submissions built the format's way (include/cpp/ compiled with them), the input validator
# run with no flags refusing malformed inputs with 43; and each ID-2025-09.zip, the same package in
# the format's 2025-09 version (BAPCtools'). Ends with one line: package-zip: N passed, M failed.
# Usage: tests/package-zip.sh BUILD_DIR
set -u
build=${1:-build}
kit=$(cd "$(dirname "$0")/.." && pwd)
judge="$kit/$build/bin/judge"
work=$(mktemp -d /tmp/nq-zip-XXXXXX)
trap 'rm -rf "$work"' EXIT
. "$kit/tests/checks.sh"
# quietly COMMAND...: runs COMMAND, its output shown only when it fails.
quietly() {
    "$@" >"$work/log" 2>&1 || {
        cat "$work/log"
        false
    }
}
# no_sample_copies DIR: no data/sample input is byte for byte a data/secret one.
no_sample_copies() {
    local s t
    for s in "$1"/data/sample/*.in; do
        for t in "$1"/data/secret/*.in; do
            if cmp -s "$s" "$t"; then
                echo "$s is a copy of $t"
                return 1
            fi
        done
    done
}
# refuses BINARY TEXT: BINARY, run with no flags on TEXT, exits 43.
refuses() {
    local status
    printf '%b' "$2" | "$1" 2>/dev/null
    status=$?
    [ "$status" = 43 ] || {
        echo "exit $status on '$2', not 43"
        false
    }
}
for id in acm lc51 lc52; do
    check "make package P=$id writes the zip" quietly "$kit/tools/packages.sh" --zip "$id"
    mkdir -p "$work/$id"
    check "$id.zip extracts" quietly unzip -q "$kit/build/packages/$id.zip" -d "$work/$id"
    check "$id.zip holds no link" quietly test -z "$(find "$work/$id" -type l)"
    check "$id.zip holds its statements, validators and .timelimit" quietly test -s "$work/$id/problem_statement/problem.en.tex" -a \
        -s "$work/$id/problem_statement/problem.zh.tex" -a -s "$work/$id/output_validators/nqueens/nqueens_validator.cpp" -a \
        -s "$work/$id/.timelimit"
    check "$id.zip holds data/sample/04, n = 4 with its answer" quietly cmp "$work/$id/data/sample/04.ans" "$kit/testdata/$id/04.out"
    check "the extracted $id validates" quietly "$judge" --package "$work/$id" --validate
    check "$id.zip holds no hidden file but .timelimit" \
        quietly test -z "$(cd "$work/$id" && find . -name '.*' ! -name . ! -path ./.timelimit)"
    check "$id.zip's sample is no copy of a secret test" quietly no_sample_copies "$work/$id"
    o=$work/$id/output_validators/nqueens
    check "$id's output validator compiles as the tools compile it" \
        quietly g++ -O2 -std=gnu++17 -o "$work/$id-output" "$o/nqueens_validator.cpp"
    mkdir -p "$work/$id-feedback"
    s=$work/$id/data/sample/04
    check "$id's output validator accepts the sample's answer with BAPCtools' flags first (42)" quietly sh -c \
        "'$work/$id-output' '$s.in' '$s.ans' '$work/$id-feedback/' case_sensitive space_change_sensitive $id case_sensitive space_change_sensitive < '$s.ans'; [ \$? = 42 ]"
    v=$work/$id/input_validators/nqueens_input
    check "$id's input validator compiles as the tools compile it (with nqueens_bounds.h)" \
        quietly g++ -O2 -std=gnu++17 -o "$work/$id-input" "$v/nqueens_input.cpp"
    check "$id's input validator, no flags: n = 4 valid (42)" quietly sh -c "echo 4 | '$work/$id-input'; [ \$? = 42 ]"
    high=$(sed -n 's/^#define NQUEENS_HIGH //p' "$v/nqueens_bounds.h")
    for bad in '' '\n' '04\n' ' 4\n' '+4\n' '4' '4\r\n' '4 42\n' '4\n42\n' '4\n\n' 'Na\xefve' '\xe2\x82\xac\n' '0\n' "$((high + 1))\n"; do
        check "$id's input validator, no flags: '$bad' refused (43)" quietly refuses "$work/$id-input" "$bad"
    done
done
for id in lc51 lc52; do
    check "$id.zip's C++ submissions are folders NAME/solution.cpp, and include/ holds cpp only" quietly test \
        -f "$work/$id/submissions/accepted/bitmask/solution.cpp" -a ! -e "$work/$id/submissions/accepted/bitmask.cpp" -a \
        "$(ls "$work/$id/include")" = cpp
    check "the extracted $id judges an accepted C++ submission through include/cpp (no .kit.yaml): AC" \
        quietly "$judge" --package "$work/$id" "$work/$id/submissions/accepted/bitmask"
done
# The 2025-09 zips (BAPCtools reads no other version): the same package with its 2025-09 names,
# which the kit's judge reads and validates (each statement language named in problem.yaml), and
# judges with the same time limit.
# time_limit_of DIR: the number of the judge's "time limit: ID: N s (...)" line on package DIR.
time_limit_of() {
    "$judge" --package "$1" --tests 01 "$2" 2>&1 | sed -n 's/^time limit: [^:]*: \([0-9.]*\) s .*/\1/p'
}
for id in acm lc51 lc52; do
    n=$work/$id-2025-09
    mkdir -p "$n"
    check "$id-2025-09.zip extracts" quietly unzip -q "$kit/build/packages/$id-2025-09.zip" -d "$n"
    check "$id-2025-09.zip holds no link and no hidden file" quietly test -z "$(find "$n" -type l -o -name '.*' ! -path "$n")"
    check "$id-2025-09.zip holds statement/, output_validator/, data/test_group.yaml, and no legacy folder or .timelimit" \
        quietly test -s "$n/statement/problem.en.tex" -a -s "$n/statement/problem.zh.tex" -a \
        -s "$n/output_validator/nqueens_validator.cpp" -a -s "$n/data/test_group.yaml" -a \
        ! -e "$n/problem_statement" -a ! -e "$n/output_validators" -a ! -e "$n/.timelimit"
    check "the extracted $id-2025-09 validates (each statement's language named)" \
        quietly "$judge" --package "$n" --validate
    sub=submissions/accepted/bitmask
    [ "$id" = acm ] && sub=submissions/accepted/stage4_bitmask.cpp
    legacy=$(time_limit_of "$work/$id" "$work/$id/$sub")
    check "the extracted $id-2025-09 has the legacy zip's time limit ($legacy s)" \
        quietly test -n "$legacy" -a "$(time_limit_of "$n" "$n/$sub")" = "$legacy"
    check "the extracted $id-2025-09 judges an accepted submission: AC" \
        quietly "$judge" --package "$n" "$n/$sub"
done
# package2025's bad inputs: one error line, exit status 2.
# fails_with DIR: package2025 DIR exits 2 with one line starting "error: ".
fails_with() {
    local out status
    out=$("$kit/$build/bin/package2025" "$1" 2>&1)
    status=$?
    [ "$status" = 2 ] && [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] && [ "${out#error: }" != "$out" ] || {
        echo "exit $status: $out"
        false
    }
}
check "package2025 on a folder with no problem.yaml: one error line" quietly fails_with "$work/nothing"
mkdir -p "$work/twovalidators"
(cd "$work/twovalidators" && unzip -q "$kit/build/packages/acm.zip" && mkdir output_validators/second)
check "package2025 on a legacy package with two output validators: one error line" quietly fails_with "$work/twovalidators"
check "the extracted acm judges an accepted submission: AC" \
    quietly "$judge" --package "$work/acm" "$work/acm/submissions/accepted/stage4_bitmask.cpp"
check "the extracted acm judges a deliberate mistake as its pin says" \
    quietly "$judge" --package "$work/acm" --tests '0[1-4]' "$work/acm/submissions/wrong_answer/prints_nothing.cpp"
summary package-zip
