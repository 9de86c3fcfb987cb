#!/usr/bin/env bash
# The zips of make package, as another judge gets them: every link resolved (no link left), and
# the extracted package still valid and judging (its data, data/sample/04 included, through its
# validators, an accepted submission AC, a wrong_answer one WA). Ends with one line: package-zip: N passed, M failed.
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
for id in acm lc52; do
    check "make package P=$id writes the zip" quietly "$kit/tools/packages.sh" --zip "$id"
    mkdir -p "$work/$id"
    check "$id.zip extracts" quietly unzip -q "$kit/build/packages/$id.zip" -d "$work/$id"
    check "$id.zip holds no link" quietly test -z "$(find "$work/$id" -type l)"
    check "$id.zip holds its statements, validators and .timelimit" quietly test -s "$work/$id/problem_statement/problem.en.tex" -a \
        -s "$work/$id/problem_statement/problem.zh.tex" -a -s "$work/$id/output_validators/nqueens/nqueens_validator.cpp" -a \
        -s "$work/$id/.timelimit"
    check "$id.zip holds data/sample/04, n = 4 with its answer" quietly cmp "$work/$id/data/sample/04.ans" "$kit/testdata/$id/04.out"
    check "the extracted $id validates" quietly "$judge" --cache "$work/cache" --package "$work/$id" --validate
done
check "the extracted acm judges an accepted submission: AC" \
    quietly "$judge" --cache "$work/cache" --package "$work/acm" "$work/acm/submissions/accepted/stage4_bitmask.cpp"
check "the extracted acm judges a deliberate mistake as its pin says" \
    quietly "$judge" --cache "$work/cache" --package "$work/acm" --tests '0[1-4]' "$work/acm/submissions/wrong_answer/prints_nothing.cpp"
summary package-zip
