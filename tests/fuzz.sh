#!/usr/bin/env bash
# The fuzz targets of tests/fuzz/ (libFuzzer, clang 19, ASan + UBSan; built by the Makefile under
# BUILD_DIR/fuzz/bin/). Seeds are made here from the kit's own files: the YAML of each package in
# tests/packages/ (package), its answers and validator flags (default_validator), testdata/'s
# inputs and answers (checkers), a LeetCode driver's answer lines (answers), a real checkpoint
# (checkpoint).
#   tests/fuzz.sh run BUILD_DIR SECONDS   each target SECONDS on its corpus (kept in
#       BUILD_DIR/fuzz/corpus/), one line per target: executions, coverage, crashes; a crash is
#       saved in tests/fuzz/cases/TARGET/ (a test case from then on); exit 1 when one crashed.
#   tests/fuzz.sh check BUILD_DIR         (make test) every saved case of every target replayed,
#       then each target a few seconds on its seeds; ends with: fuzz: N passed, M failed.
set -u
mode=${1:-check}
build=${2:-build}
seconds=${3:-60}
kit=$(cd "$(dirname "$0")/.." && pwd)
cd "$kit" || exit 1
case $build in /*) ;; *) build=$kit/$build ;; esac
work=$(mktemp -d /tmp/nq-fuzz-XXXXXX)
trap 'rm -rf "$work"' EXIT
. tests/checks.sh
targets=(answers checkers checkpoint default_validator package)
cut=$'\n====\n'

# seeds TARGET: the seed corpus of TARGET in $work/seeds/TARGET/.
seeds() {
    local dir=$work/seeds/$1 p f i=0 part
    mkdir -p "$dir"
    case $1 in
    package)
        for p in tests/packages/*/; do
            i=$((i + 1))
            for f in problem.yaml data/test_group.yaml data/testdata.yaml \
                submissions/submissions.yaml data/secret/01.yaml .timelimit; do
                [ "$f" = problem.yaml ] || printf '%s' "$cut"
                [ -f "$p$f" ] && cat "$p$f"
            done >"$dir/$i"
        done ;;
    default_validator)
        for f in tests/packages/*/data/*/*.ans; do
            [ "$(stat -c %s "$f")" -le 4096 ] || continue
            i=$((i + 1))
            part=$(grep -ho 'float_[a-z_]*tolerance[^]]*\|case_sensitive\|space_change_sensitive' \
                "$(dirname "$f")"/*.yaml "$(dirname "$(dirname "$f")")"/*.yaml 2>/dev/null | tr -d '",' | head -n 1)
            { printf '%s' "$part$cut"; cat "$f"; printf '%s' "$cut"; cat "$f"; } >"$dir/$i"
        done ;;
    checkers)
        for f in testdata/*/*.in; do
            [ -f "${f%.in}.out" ] && [ "$(stat -c %s "${f%.in}.out")" -le 65536 ] || continue
            i=$((i + 1))
            { cat "$f"; printf '%s' "$cut"; cat "${f%.in}.out"; printf '%s' "$cut"; cat "${f%.in}.out"; } >"$dir/$i"
        done ;;
    answers)
        printf '[["Q"]]\n#judge 120 3456 200\n[]\n#judge 130 3460 210\n' >"$dir/1"
        printf '2\n#judge 1 2 3\n10\n' >"$dir/2" ;;
    checkpoint)
        "$build/bin/nqueens" count 8 --engine symmetry --checkpoint "$dir/1" >/dev/null 2>&1
        head -c -9 "$dir/1" >"$dir/2" ;;
    esac
}

# stats LOG: "N executions, coverage C (F features)" from libFuzzer's last status line.
stats() {
    local line
    line=$(grep -E '^#[0-9]+' "$1" | tail -n 1)
    [[ $line =~ ^#([0-9]+).*cov:\ ([0-9]+).*ft:\ ([0-9]+) ]] &&
        echo "${BASH_REMATCH[1]} executions, coverage $((BASH_REMATCH[2])) edges (${BASH_REMATCH[3]} features)"
}

run_target() {
    local t=$1 corpus=$build/fuzz/corpus/$1 status crash
    mkdir -p "$corpus" "tests/fuzz/cases/$t"
    seeds "$t"
    "$build/fuzz/bin/$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$work/crash-$t-" "$corpus" "$work/seeds/$t" >"$work/$t.log" 2>&1
    status=$?
    for crash in "$work/crash-$t-"*; do
        [ -f "$crash" ] && cp "$crash" "tests/fuzz/cases/$t/$(basename "$crash")"
    done
    echo "$t: $seconds s, $(stats "$work/$t.log"), exit $status"
    if [ "$status" != 0 ]; then
        grep -E 'ERROR|SUMMARY|runtime error' "$work/$t.log" | head -n 5
        echo "$t: a crash, saved in tests/fuzz/cases/$t/"
    fi
    [ "$status" = 0 ]
}

# replay TARGET: the target on each of its saved cases (each must end normally).
replay() {
    local t=$1 files
    files=(tests/fuzz/cases/"$t"/*)
    [ -e "${files[0]}" ] || return 0
    "$build/fuzz/bin/$t" -runs=1 "${files[@]}" >"$work/$t.replay" 2>&1 ||
        { grep -E 'ERROR|SUMMARY|runtime error' "$work/$t.replay" | head -n 5; false; }
}

# brief TARGET: the target 3 s on its seeds alone (a fresh corpus each time).
brief() {
    local t=$1
    seeds "$t"
    mkdir -p "$work/corpus-$t"
    "$build/fuzz/bin/$t" -max_total_time=3 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$work/crash-$t-" "$work/corpus-$t" "$work/seeds/$t" >"$work/$t.log" 2>&1 ||
        { grep -E 'ERROR|SUMMARY|runtime error' "$work/$t.log" | head -n 5; false; }
    echo "    ($(stats "$work/$t.log"))"
}

case $mode in
run)
    bad=0
    for t in "${targets[@]}"; do run_target "$t" || bad=1; done
    exit "$bad" ;;
check)
    for t in "${targets[@]}"; do
        n=$(find "tests/fuzz/cases/$t" -type f 2>/dev/null | wc -l)
        check "$t: its $n saved cases replayed, each ends normally" replay "$t"
        check "$t: 3 s on its seeds, no crash" brief "$t"
    done
    summary fuzz ;;
*)
    echo "usage: tests/fuzz.sh run|check BUILD_DIR [SECONDS]" >&2
    exit 2 ;;
esac
