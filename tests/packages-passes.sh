#!/usr/bin/env bash
# The judge on the multi-pass, scoring and invalid-case packages of tests/packages/ (their rows in
# its README): each judged with `judge --package DIR --json`, held to its exit status and closing
# line, and its report checked field by field (the verdict of each test, the pass that decided it,
# the scores of tests and submissions); --validate on the packages with data/invalid_input,
# invalid_output and valid_output, held to what it counts and which cases it reports as failed.
# Ends with one line: packages-passes: N passed, M failed.
# Usage: tests/packages-passes.sh BUILD_DIR
set -u
build=${1:-build}
kit=$(cd "$(dirname "$0")/.." && pwd)
case $build in /*) judge="$build/bin/judge" ;; *) judge="$kit/$build/bin/judge" ;; esac
work=$(mktemp -d /tmp/nq-passes-XXXXXX)
trap 'rm -rf "$work"' EXIT
cd "$kit" || exit 1
packages=tests/packages
. "$(dirname "$0")/checks.sh"

# judge_package LABEL PACKAGE [OPTION...]: `judge --package tests/packages/PACKAGE -j2 OPTION...`,
# its output in $work/LABEL.log (shown), its --json report in $work/LABEL.json, its exit status in
# $status.
judge_package() {
    local label=$1 package=$2
    shift 2
    "$judge" --package "$packages/$package" -j2 --json "$work/$label.json" "$@" >"$work/$label.log" 2>&1
    status=$?
    echo "== $label: judge --package $packages/$package $* (exit $status)"
    cat "$work/$label.log"
}

# closes LABEL STATUS N M: the exit status is STATUS and the last line "judge: N passed, M failed".
closes() {
    [ "$status" = "$2" ] && [ "$(tail -n 1 "$work/$1.log")" = "judge: $3 passed, $4 failed" ]
}

# closes_clean LABEL: exit status 0 and a last line "judge: N passed, 0 failed" with N > 0.
closes_clean() {
    [ "$status" = 0 ] && [[ $(tail -n 1 "$work/$1.log") =~ ^judge:\ [1-9][0-9]*\ passed,\ 0\ failed$ ]]
}

# holds LABEL EXPRESSION: the JavaScript EXPRESSION is true of $work/LABEL.json, in which
# at(s, t) is the result of the submission s (its path under submissions/) on test t, last(s) its
# last result (the one with its score), and line(s, t) the console line of a --validate case.
holds() {
    node -e '
const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
const of = s => r.results.filter(x => x.solution.endsWith("/" + s) || x.solution === s);
const at = (s, t) => of(s).find(x => x.test === t) || {};
const last = s => of(s)[of(s).length - 1] || {};
const near = (a, b) => typeof a === "number" && Math.abs(a - b) < 1e-6;
process.exit(eval(process.argv[2]) ? 0 : 1);' "$work/$1.json" "$2"
}

# one_bad LABEL TEXT: exactly one BAD line of $work/LABEL.log, and it holds TEXT.
one_bad() {
    [ "$(grep -c '^BAD ' "$work/$1.log")" -ge 1 ] && grep '^BAD ' "$work/$1.log" | grep -qF -- "$2"
}

if [ ! -x "$judge" ]; then
    fail "packages-passes: no judge at $judge (run make first)"
    summary packages-passes
    exit
fi

echo "==== multi-pass: a C++ validator, nextpass.in fed back, the feedback folder kept"
judge_package doubling multipass-doubling
check "multipass-doubling: exit 0, judge: 5 passed, 0 failed" closes doubling 0 5 0
check "doubling.cpp: AC on sample/1, 01, 02 in 1, 2 and 3 passes (as each .ans asks)" holds doubling \
    '["sample/1", "01", "02"].every((t, i) => at("accepted/doubling.cpp", t).verdict === "AC" &&
        at("accepted/doubling.cpp", t).passes === i + 1)'
check "off_on_pass_two.py: WA on 01, decided in pass 2, its message and judgemessage say so" holds doubling \
    'at("wrong_answer/off_on_pass_two.py", "01").verdict === "WA" &&
     at("wrong_answer/off_on_pass_two.py", "01").passes === 2 &&
     at("wrong_answer/off_on_pass_two.py", "01").message.startsWith("pass 2 of at most 3: ") &&
     at("wrong_answer/off_on_pass_two.py", "01").judgemessage.includes("pass 2: expected 22, found 23")'
check "off_on_pass_three.cpp: AC on 01 (two passes), WA on 02 in pass 3" holds doubling \
    'at("wrong_answer/off_on_pass_three.cpp", "01").verdict === "AC" &&
     at("wrong_answer/off_on_pass_three.cpp", "02").verdict === "WA" &&
     at("wrong_answer/off_on_pass_three.cpp", "02").passes === 3'
check "crash_on_pass_two.py: RE (exit 3) on 01 in pass 2, AC on sample/1" holds doubling \
    'at("run_time_error/crash_on_pass_two.py", "01").label === "RE (exit 3)" &&
     at("run_time_error/crash_on_pass_two.py", "01").passes === 2 &&
     at("run_time_error/crash_on_pass_two.py", "sample/1").verdict === "AC"'
"$judge" --package "$packages/multipass-doubling" --validate >"$work/doubling-validate.log" 2>&1
status=$?
check "multipass-doubling --validate: the .in files only (no .ans of a multi-pass problem), file names, generic invalid inputs" \
    closes doubling-validate 0 5 0

echo "==== multi-pass and interactive: a Python validator talks on each pass"
judge_package interactive multipass-interactive
check "multipass-interactive: exit 0, judge: 3 passed, 0 failed" closes interactive 0 3 0
check "doubling.c and doubling.py: AC on 01 and 02 in two passes, sample/1 in one" holds interactive \
    '["accepted/doubling.c", "accepted/doubling.py"].every(s => at(s, "sample/1").passes === 1 &&
        ["01", "02"].every(t => at(s, t).verdict === "AC" && at(s, t).passes === 2))'
check "off_on_pass_two.py: WA on 01 in pass 2" holds interactive \
    'at("wrong_answer/off_on_pass_two.py", "01").verdict === "WA" &&
     at("wrong_answer/off_on_pass_two.py", "01").passes === 2 &&
     at("wrong_answer/off_on_pass_two.py", "01").message.startsWith("pass 2 of at most 2: ")'

echo "==== multi-pass, legacy spelling: nextpass.in after the last pass allowed is FAIL"
judge_package toomany multipass-toomany
check "multipass-toomany: exit 1, judge: 0 passed, 1 failed" closes toomany 1 0 1
check "echo.py: FAIL on sample/1 after pass 2, naming limits.validation_passes (2)" holds toomany \
    'at("accepted/echo.py", "sample/1").verdict === "FAIL" &&
     at("accepted/echo.py", "sample/1").passes === 2 &&
     at("accepted/echo.py", "sample/1").message.includes("limits.validation_passes (2)")'

echo "==== multi-pass, legacy spelling with a 2023-07-style output_validator/ folder (DOMjudge's mix)"
judge_package legacyfolder multipass-legacyfolder
check "multipass-legacyfolder: exit 0, judge: 2 passed, 0 failed" closes legacyfolder 0 2 0
check "multipass-legacyfolder: one line names the mix and how it is read" grep -qx \
    "package: multipass-legacyfolder: legacy problem.yaml (validation: custom multi-pass) with a 2023-07-style output_validator/ folder: read as DOMjudge reads it, output_validator/ as the one output validator" \
    "$work/legacyfolder.log"
check "doubling.py: AC on sample/1, 01, 02 in 1, 2 and 3 passes (limits.validation_passes: 3)" \
    holds legacyfolder '["sample/1", "01", "02"].every((t, i) =>
        at("accepted/doubling.py", t).verdict === "AC" && at("accepted/doubling.py", t).passes === i + 1)'
check "off_on_pass_two.py: WA on 01 in pass 2 of at most 3" holds legacyfolder \
    'at("wrong_answer/off_on_pass_two.py", "01").verdict === "WA" &&
     at("wrong_answer/off_on_pass_two.py", "01").message.startsWith("pass 2 of at most 3: ")'

echo "==== multi-pass: a nextpass.in the input validator refuses is FAIL"
judge_package badnext multipass-badnext
check "multipass-badnext: exit 1, judge: 0 passed, 1 failed" closes badnext 1 0 1
check "echo.py: FAIL on sample/1 after pass 1: its nextpass.in is not valid input" holds badnext \
    'at("accepted/echo.py", "sample/1").verdict === "FAIL" &&
     at("accepted/echo.py", "sample/1").message.includes("nextpass.in of pass 1 is not valid input")'

echo "==== scoring (2025-09): groups with pass-fail, min and sum, max_score, require_pass"
judge_package groups scoring-groups
check "scoring-groups: exit 0, judge: 4 passed, 0 failed (the scores submissions.yaml asks)" \
    closes groups 0 4 0
check "the submissions score 100, 15, 51.125 and 0, each of max_score 100" holds groups \
    '[["accepted/full.py", 100], ["partially_accepted/half.py", 15],
      ["partially_accepted/n_on_small.py", 51.125], ["wrong_answer/zero_below_five.py", 0]]
        .every(([s, v]) => near(last(s).problem_score, v) && last(s).max_score === 100)'
check "n_on_small.py: g2/01 scores 3 (score_multiplier.txt 0.1 of 30), g3/01 3.125 (score.txt)" \
    holds groups 'near(at("partially_accepted/n_on_small.py", "g2/01").score, 3) &&
        near(at("partially_accepted/n_on_small.py", "g3/01").score, 3.125)'
check "full.py: each test of g2 scores 30 (min: the group's max_score), of g3 25 (sum: half of 50)" \
    holds groups 'near(at("accepted/full.py", "g2/02").score, 30) && near(at("accepted/full.py", "g3/02").score, 25)'
check "zero_below_five.py: g3/01 is AC and scores 25, yet the submission 0 (require_pass)" holds groups \
    'at("wrong_answer/zero_below_five.py", "g3/01").verdict === "AC" &&
     near(at("wrong_answer/zero_below_five.py", "g3/01").score, 25) &&
     near(last("wrong_answer/zero_below_five.py").problem_score, 0)'
check "scoring-groups: the closing line of each submission says its score" \
    grep -qF "score 51.125 of 100; as partially_accepted/ expects" "$work/groups.log"

echo "==== scoring, legacy: a custom grader (graders/, grading: custom) with its flags, in a box"
judge_package grader scoring-grader
check "scoring-grader: exit 0, judge: 2 passed, 0 failed" closes grader 0 2 0
check "echo.py: 100 of 100 (g4's custom flag double: 40)" holds grader \
    'near(last("accepted/echo.py").problem_score, 100) && last("accepted/echo.py").max_score === 100'
check "mixed.py: 50.4: g1 WA (first_error) 0.1, g2 RTE (worst_error) 0.3, g3 AC (accept_if_any_accepted) 10, g4 40, the sample's WA ignored (ignore_sample)" \
    holds grader 'near(last("mixed/mixed.py").problem_score, 50.4)'
check "mixed.py: each test keeps its own score (accept_score 10, reject_score 0)" holds grader \
    'near(at("mixed/mixed.py", "g3/01").score, 10) && near(at("mixed/mixed.py", "g3/02").score, 0)'

echo "==== scoring: partially_accepted/ is some score, not all"
judge_package notpartial scoring-notpartial
check "scoring-notpartial: exit 1, judge: 2 passed, 1 failed" closes notpartial 1 2 1
check "echo_again.py (100 of 100) is the one failed, and says why" \
    one_bad notpartial "partially_accepted/: some score but not all required, found score 100 of 100"
check "absolute.py: 50 of 100 (WA on 02), kept as partially accepted" holds notpartial \
    'near(last("partially_accepted/absolute.py").problem_score, 50) &&
     last("partially_accepted/absolute.py").passed === true'

echo "==== scoring, legacy: the default grader through testdata.yaml"
judge_package legacy scoring-legacy
check "scoring-legacy: exit 0, judge: 4 passed, 0 failed" closes legacy 0 4 0
check "the submissions score 100, 65, 70 and 0 of the range's 100" holds legacy \
    '[["accepted/full.py", 100], ["partially_accepted/half_on_large.py", 65],
      ["partially_accepted/wrong_below_five.py", 70], ["partially_accepted/zero.py", 0]]
        .every(([s, v]) => near(last(s).problem_score, v) && last(s).max_score === 100)'
check "half_on_large.py: g1's tests score their accept_score (30), g2's their score.txt (17.5)" holds legacy \
    'near(at("partially_accepted/half_on_large.py", "g1/01").score, 30) &&
     near(at("partially_accepted/half_on_large.py", "g2/01").score, 17.5)'

echo "==== scoring, legacy: a folder names the final verdict, the grader's (on_reject, first_error)"
judge_package final scoring-finalverdict
check "scoring-finalverdict: exit 0, judge: 4 passed, 0 failed (WA then TLE in wrong_answer/, TLE then WA in time_limit_exceeded/)" \
    closes final 0 4 0
check "wa_then_tle.py: TLE on g2/01 after its WA on g1/01, kept as wrong answer" holds final \
    'at("wrong_answer/wa_then_tle.py", "g2/01").verdict === "TLE" && last("wrong_answer/wa_then_tle.py").passed === true'
# The same package with g2's first_error turned into worst_error: wa_then_tle_in_group.py's WA on
# g2/01 is then outdone by its TLE on g2/02, and wrong_answer/ no longer holds it.
cp -r "$packages/scoring-finalverdict" "$work/finalworst"
printf "on_reject: continue\ngrader_flags: worst_error\n" >"$work/finalworst/data/secret/g2/testdata.yaml"
"$judge" --package "$work/finalworst" -j2 >"$work/finalworst.log" 2>&1
status=$?
check "worst_error in g2: exit 1, judge: 3 passed, 1 failed" closes finalworst 1 3 1
check "wa_then_tle_in_group.py is the one failed: the final verdict is TLE, first on g2/02" \
    one_bad finalworst "wrong_answer/: the final verdict is TLE (first on g2/02), the folder names WA"

echo "==== --validate: the data of every multi-pass and scoring package is valid"
for p in multipass-doubling multipass-interactive multipass-toomany multipass-badnext \
    multipass-legacyfolder scoring-groups scoring-grader \
    scoring-notpartial scoring-legacy scoring-finalverdict; do
    "$judge" --package "$packages/$p" --validate >"$work/$p-validate.log" 2>&1
    status=$?
    check "$p --validate: exit 0, no check failed" closes_clean "$p-validate"
done

echo "==== --validate: invalid_input, invalid_output, valid_output"
"$judge" --package "$packages/invalid-cases" --validate >"$work/cases.log" 2>&1
status=$?
cat "$work/cases.log"
check "invalid-cases --validate: exit 0, judge: 11 passed, 0 failed (3 of the tests: 2 inputs and the shown sample, 6 cases, file names, generic invalid inputs)" \
    closes cases 0 11 0
"$judge" --package "$packages/invalid-broken" --validate >"$work/broken.log" 2>&1
status=$?
cat "$work/broken.log"
check "invalid-broken --validate: exit 1, judge: 6 passed, 2 failed" closes broken 1 6 2
check "invalid-broken: invalid_input/01-in-range is reported, taken as valid" \
    one_bad broken "invalid_input/01-in-range"
check "invalid-broken: valid_output/01-wrong is reported, refused" one_bad broken "valid_output/01-wrong"
check "invalid-broken: invalid_output/01-off-by-one passes (its .out is refused)" \
    grep -q '^ ok .*invalid_output/01-off-by-one' "$work/broken.log"

echo "==== --validate: generic invalid inputs (BAPCtools'), file names (problemtools')"
"$judge" --package "$packages/invalid-generic" --validate >"$work/generic.log" 2>&1
status=$?
cat "$work/generic.log"
check "invalid-generic --validate: exit 1, judge: 5 passed, 7 failed (the lax validator takes 7 generic invalid inputs)" \
    closes generic 1 5 7
# generic_bad CASE SHOWN: a BAD line for generic/CASE names the validator, says it accepts the
# input (exit 42) and shows its bytes.
generic_bad() {
    grep -F -- "generic/$1 " "$work/generic.log" | grep '^BAD ' |
        grep -qF -- "input_validators/validate.py accepts it (exit 42): $2"
}
for c in "leading_zero|sample/1's input with a leading zero, \"07\\n\"" \
    "leading_plus|sample/1's input with a leading plus sign, \"+7\\n\"" \
    "leading_space|sample/1's input with a leading space, \" 7\\n\"" \
    "trailing_space|sample/1's input with a space before the last newline, \"7 \\n\"" \
    "empty_line|sample/1's input with an empty line after the last one, \"7\\n\\n\"" \
    "no_final_newline|sample/1's input with no newline after the last line, \"7\"" \
    "crlf|sample/1's input with CR LF line ends, \"7\\r\\n\""; do
    check "invalid-generic: generic/${c%%|*} reported, named, accepted by validate.py" generic_bad "${c%%|*}" "${c#*|}"
done
check "invalid-generic: the cases int() refuses (empty, Latin-1, UTF-8, a second token, a line after the last) pass" \
    grep -q '^ ok input validators, generic invalid *generic/\*' "$work/generic.log"
# The same package with names problemtools refuses: a hidden file, a space in a name.
cp -r "$packages/invalid-cases" "$work/names"
: >"$work/names/data/secret/.DS_Store"
: >"$work/names/statement/old notes.md"
"$judge" --package "$work/names" --validate >"$work/names.log" 2>&1
status=$?
cat "$work/names.log"
check "a package with 2 names problemtools refuses --validate: exit 1, judge: 11 passed, 2 failed" closes names 1 11 2
check "the hidden file data/secret/.DS_Store is reported" \
    grep -q '^BAD file names *data/secret/.DS_Store .*hidden file name ".DS_Store"' "$work/names.log"
check "the name with a space, statement/old notes.md, is reported" \
    grep -q '^BAD file names *statement/old notes.md .*file name "old notes.md" is not a name the format allows' "$work/names.log"

# The same package with a Chinese statement its problem.yaml does not name (name: a string, the
# English name, as BAPCtools reads it), which BAPCtools refuses; and a copy that names it.
cp -r "$packages/invalid-cases" "$work/unnamed"
printf '# 回声\n' >"$work/unnamed/statement/problem.zh.md"
"$judge" --package "$work/unnamed" --validate >"$work/unnamed.log" 2>&1
status=$?
cat "$work/unnamed.log"
check "a 2025-09 package with a statement language problem.yaml does not name --validate: exit 1, judge: 11 passed, 1 failed" \
    closes unnamed 1 11 1
check "statement/problem.zh.md is reported: no name for zh" \
    grep -q '^BAD statement names *statement/problem.zh.md .*no name for "zh"' "$work/unnamed.log"
cat >"$work/unnamed/problem.yaml" <<'YAML'
problem_format_version: 2025-09
name:
  en: Echo, checked
  zh: 回声
uuid: 2e9f6b13-8a4c-4d57-b0e2-7c1a5d3f8b69
limits:
  time_limit: 0.5
YAML
"$judge" --package "$work/unnamed" --validate >"$work/named.log" 2>&1
status=$?
check "named in both languages, the same package validates: exit 0, judge: 11 passed, 0 failed" closes named 0 11 0

summary packages-passes
