#!/usr/bin/env bash
# The judge on the problem packages of tests/packages/ (see its README): each package judged with
# `judge --package DIR`, held to its exit status and closing line, and its --json report checked
# verdict by verdict (every submission judged, every accepted one AC on every test, each other one
# wrong exactly where its header says, the validators' judgemessages); --validate on every package
# with its count of checks; --tl against the packages' own time limits; the broken packages each
# refused with one `error:` line naming the file and the key, exit status 2.
# Ends with one line: packages: N passed, M failed.
# Usage: tests/packages.sh BUILD_DIR
set -u
build=${1:-build}
kit=$(cd "$(dirname "$0")/.." && pwd)
case $build in /*) judge="$build/bin/judge" ;; *) judge="$kit/$build/bin/judge" ;; esac
work=$(mktemp -d /tmp/nq-packages-XXXXXX)
trap 'rm -rf "$work"' EXIT
cd "$kit" || exit 1
packages=tests/packages
. "$(dirname "$0")/checks.sh"


# run_judge LABEL PACKAGE [OPTION...]: `judge --package tests/packages/PACKAGE -j2 OPTION...`, its
# output (stdout and stderr) in $work/LABEL.log, shown with the run's wall time; its exit status
# in $status.
run_judge() {
    local label=$1 package=$2 start ms
    shift 2
    start=$(date +%s%N)
    "$judge" --package "$packages/$package" -j2 "$@" >"$work/$label.log" 2>&1
    status=$?
    ms=$((($(date +%s%N) - start) / 1000000))
    echo "== $label: judge --package $packages/$package $* (exit $status, $ms ms)"
    cat "$work/$label.log"
}

# summary_is LABEL WANT_STATUS [N M]: the exit status is WANT_STATUS and the last line is
# "judge: N passed, M failed", with M = 0 for status 0 and M > 0 for status 1 (and N, M exactly
# these when given).
summary_is() {
    local log="$work/$1.log" want=$2 line n m
    line=$(tail -n 1 "$log")
    [[ $line =~ ^judge:\ ([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]] || return 1
    n=${BASH_REMATCH[1]} m=${BASH_REMATCH[2]}
    [ "$status" = "$want" ] || return 1
    if [ "$want" = 0 ]; then [ "$m" = 0 ] || return 1; else [ "$m" -gt 0 ] || return 1; fi
    [ $# -lt 4 ] || { [ "$n" = "$3" ] && [ "$m" = "$4" ]; }
}

# Checks of a --json report, through node (Node 20 is on every machine the kit supports), one
# node process per report: `verdicts LABEL TEXT EXPRESSION` queues a check of $work/LABEL.json,
# `settle LABEL` runs the queue and prints one line, ok or BAD, a check (a report that cannot be
# read fails them all). A submission is named by its path under submissions/ (a report may give
# a longer path). In an EXPRESSION: of(s), its results; at(s, t), its results on test t;
# only(s, v), verdict v on every test it ran (at least one); failsOn(s, v, tests), verdict v on
# some test, v on each of `tests` it ran, AC on every other; said(s, t, text), the judgemessage
# on test t holds text; counted(s), its results that count in the summary; note(text), false, with
# text shown on stderr.
evaluate='
const note = text => { console.error("    (" + text + ")"); return false; };
let r;
try {
    r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
} catch (error) {
    note(error.message);
    process.exit(1);
}
const named = (x, s) => {
    const p = x.solution.replace(/\/+$/, "");
    return p === s || p.endsWith("/" + s);
};
const of = s => r.results.filter(x => named(x, s));
const at = (s, t) => of(s).filter(x => x.test === t);
const only = (s, v) => of(s).length > 0 && of(s).every(x => x.verdict === v);
const failsOn = (s, v, tests) => of(s).some(x => x.verdict === v) &&
    of(s).every(x => x.verdict === (tests.includes(x.test) ? v : "AC"));
const said = (s, t, text) => at(s, t).some(x => (x.judgemessage || "").includes(text));
const counted = s => of(s).filter(x => x.counted !== false);
for (const e of require("fs").readFileSync(process.argv[2], "utf8").split("\0").slice(0, -1)) {
    let ok = false;
    try { ok = Boolean(eval(e)); } catch (error) { note(error.message); }
    console.log(ok ? "1" : "0");
}
'
queued_names=() queued=()
verdicts() { queued_names+=("$1: $2") queued+=("$3"); }
settle() {
    local i results
    printf '%s\0' "${queued[@]}" >"$work/queue"
    mapfile -t results < <(node -e "$evaluate" "$work/$1.json" "$work/queue")
    for i in "${!queued[@]}"; do
        if [ "${results[$i]:-0}" = 1 ]; then pass "${queued_names[$i]}"; else fail "${queued_names[$i]}"; fi
    done
    queued_names=() queued=()
}

# submissions PACKAGE [FOLDER]: the programs under submissions/ (or submissions/FOLDER/), as a
# list for an expression: "accepted/a.cpp","wrong_answer/b.py".
submissions() {
    local entry list=
    # shellcheck disable=SC2231
    for entry in "$packages/$1/submissions/"${2:-*}/*; do
        case $entry in *.h | *.hpp) continue ;; esac  # a header is no submission
        [ -e "$entry" ] && list+="${list:+,}\"${entry#"$packages/$1/submissions/"}\""
    done
    echo "$list"
}

# judged PACKAGE WANT_STATUS: judges the package with --json, checks the summary, and queues the
# two checks every package gets: each program in submissions/<folder>/ has results (one in
# Kotlin only "skipped" ones), and each accepted one (Kotlin aside) has one
# result per test of data/sample and data/secret, every one AC (not for a package whose
# accepted submissions meet a broken validator).
judged() {
    local tests
    run_judge "$1" "$1" --json "$work/$1.json"
    check "$1: exit status $2 and the closing line" summary_is "$1" "$2"
    verdicts "$1" "every submission judged" "[$(submissions "$1")].every(s =>
        (/\.kt$/.test(s) ? only(s, 'skipped') : of(s).length > 0) || note('not judged as it should be: ' + s))"
    case $1 in validator* | unknownvalidator) return ;; esac
    tests=$(find "$packages/$1/data/sample" "$packages/$1/data/secret" -name '*.in' 2>/dev/null | wc -l)
    verdicts "$1" "every accepted submission AC on every test" "[$(submissions "$1" accepted)].filter(s =>
        !/\.kt$/.test(s)).every(s => (of(s).length === $tests &&
        only(s, 'AC')) || note(s + ' is not AC on all $tests tests'))"
}

# one_line_with LABEL TEXT NAME: exactly one line of $work/LABEL.log holds TEXT, and it names NAME.
one_line_with() {
    local lines
    lines=$(grep -F -- "$2" "$work/$1.log")
    [ "$(grep -c -F -- "$2" "$work/$1.log")" = 1 ] && [[ $lines == *"$3"* ]]
}

# margin_lines LABEL N: N lines of $work/LABEL.log begin with "margin: ".
margin_lines() { [ "$(grep -c '^margin: ' "$work/$1.log")" = "$2" ]; }

# one_error_line LOG PATH KEY: LOG is one line, `error: ...`, naming PATH and KEY (when not empty).
one_error_line() {
    local line
    [ "$(wc -l <"$1")" = 1 ] || return 1
    line=$(cat "$1")
    [[ $line == "error: "* && $line == *"$2"* && $line == *"$3"* ]]
}

# refused PACKAGE FILE KEY: the package is refused with exit status 2 and exactly one line,
# `error: ...` naming tests/packages/PACKAGE/FILE and KEY.
refused() {
    run_judge "$1" "$1"
    check "$1: exit status 2, one line: error: naming $1/$2${3:+ and \"$3\"}" refused_as "$@"
}
refused_as() { [ "$status" = 2 ] && one_error_line "$work/$1.log" "$packages/$1/$2" "$3"; }

# validated PACKAGE WANT_STATUS BAD: `--validate`: every input validator on every .in, the output
# validator on every sample's .ans (the format asks it of samples shown in the statement only;
# not for interactive problems), one line for the file names and one for the generic invalid
# inputs refused (when there are input validators); the closing line counts them all, BAD of them
# failed.
validated() {
    local dir="$packages/$1" tests samples validators checks
    tests=$(find "$dir/data/sample" "$dir/data/secret" -name '*.in' 2>/dev/null | wc -l)
    samples=$(find "$dir/data/sample" -name '*.in' 2>/dev/null | wc -l)
    validators=$(find "$dir/input_validators" -mindepth 1 -maxdepth 1 ! -name '*.h' | wc -l)
    checks=$((tests * validators + 1))
    [ "$validators" = 0 ] || [ "$tests" = 0 ] || checks=$((checks + 1))
    case $1 in guess | guess2025 | interactive*) ;; *) checks=$((checks + samples)) ;; esac
    run_judge "$1-validate" "$1" --validate
    check "$1 --validate: exit status $2, $((checks - $3)) passed, $3 failed" \
        summary_is "$1-validate" "$2" $((checks - $3)) "$3"
}

if [ ! -x "$judge" ]; then
    fail "packages: no judge at $judge (run make first)"
    summary packages
    exit
fi

echo "==== the default output validator: tolerances per test group (legacy testdata.yaml)"
judged floats 0
verdicts floats "rel_2e-6.cpp: WA on rel/01, rel/02, both/01 only (twice the relative tolerance)" \
    'failsOn("wrong_answer/rel_2e-6.cpp", "WA", ["rel/01", "rel/02", "both/01"])'
verdicts floats "abs_2e-6.cpp: WA on abs/01, abs/02, both/tiny/01 only (twice the absolute tolerance)" \
    'failsOn("wrong_answer/abs_2e-6.cpp", "WA", ["abs/01", "abs/02", "both/tiny/01"])'
verdicts floats "decimal_point.cpp: WA on sample/1 only (no tolerance there: 4.0 is not 4)" \
    'failsOn("wrong_answer/decimal_point.cpp", "WA", ["sample/1"])'
settle floats

echo "==== the default output validator: defaults, case_sensitive, space_change_sensitive"
judged tokens 0
verdicts tokens "extra_word.py: WA on every test" 'only("wrong_answer/extra_word.py", "WA")'
verdicts tokens "glued.py: WA on every test" 'only("wrong_answer/glued.py", "WA")'
verdicts tokens "reverse.rs: judged, AC on every test (Rust, from the toolchain root)" \
    'only("accepted/reverse.rs", "AC")'
settle tokens
check "tokens: reverse.kt gets one line 'skipped: no Kotlin here'" \
    one_line_with tokens "skipped: no Kotlin here" reverse.kt
judged casesensitive 0
verdicts casesensitive "upper.py: WA on sample/1 and 01 only" \
    'failsOn("wrong_answer/upper.py", "WA", ["sample/1", "01"])'
verdicts casesensitive "first_only.py: WA on 01 only" \
    'failsOn("wrong_answer/first_only.py", "WA", ["01"])'
settle casesensitive
judged spacesensitive 0
for s in double_space blank_lines trailing_space; do
    verdicts spacesensitive "$s.cpp: WA on every test" "only('wrong_answer/$s.cpp', 'WA')"
done
settle spacesensitive
judged space2025 0
for s in tab no_final_newline; do
    verdicts space2025 "$s.py: WA on every test (test_group.yaml: space_change_sensitive)" \
        "only('wrong_answer/$s.py', 'WA')"
done
settle space2025

echo "==== custom output validators"
judged divisor 0
verdicts divisor "three accepted submissions, three different divisors of 360, each accepted" \
    'said("accepted/smallest.cpp", "01", "2 divides 360") &&
        said("accepted/largest.py", "01", "180 divides 360") &&
        said("accepted/Main.java", "01", "18 divides 360")'
verdicts divisor "square_bound.cpp: WA on 03 only, judgemessage '49 is not a nontrivial divisor of 49'" \
    'failsOn("wrong_answer/square_bound.cpp", "WA", ["03"]) &&
        said("wrong_answer/square_bound.cpp", "03", "49 is not a nontrivial divisor of 49")'
verdicts divisor "odd_only.py: WA on 04 only, judgemessage '30 does not divide 998'" \
    'failsOn("wrong_answer/odd_only.py", "WA", ["04"]) &&
        said("wrong_answer/odd_only.py", "04", "30 does not divide 998")'
settle divisor
judged validatorcrash 1
for s in accepted/successor.py wrong_answer/stops_at_ten.py; do
    verdicts validatorcrash "$s: FAIL on 02 (the validator aborts), AC on every other test" \
        "failsOn('$s', 'FAIL', ['02'])"
done
settle validatorcrash
check "validatorcrash: the report says FAIL" grep -q FAIL "$work/validatorcrash.log"
judged validatorexit 1
verdicts validatorexit "sevens.py: FAIL on 02 (the validator exits 0), AC on every other test" \
    'failsOn("accepted/sevens.py", "FAIL", ["02"]) &&
        counted("accepted/sevens.py").some(x => !x.passed)'
settle validatorexit
check "validatorexit: the report says FAIL" grep -q FAIL "$work/validatorexit.log"
judged validatordetails 1
verdicts validatordetails "doubles.py: FAIL on 03 (details.json not JSON), AC on every other test" \
    'failsOn("accepted/doubles.py", "FAIL", ["03"]) &&
        at("accepted/doubles.py", "03").every(x => /details.json that is not JSON/.test(x.message))'
verdicts validatordetails "the validator's details.json carried as the result's details, as JSON" \
    'at("accepted/doubles.py", "02").every(x => x.details && x.details.n === 2 && x.details.found === "4") &&
        at("accepted/doubles.py", "03").every(x => !("details" in x))'
settle validatordetails

echo "==== interactive problems"
judged guess 0
verdicts guess "linear.cpp: WA on 01 only, judgemessage 'guess 11: more than 10 guesses'" \
    'failsOn("wrong_answer/linear.cpp", "WA", ["01"]) &&
        said("wrong_answer/linear.cpp", "01", "guess 11: more than 10 guesses")'
# exits_early.cpp ends with status 0 after one guess: not a crash, so the validator's verdict
# stands (43, end of output), whichever of the two ends first: exactly WA.
verdicts guess "exits_early.cpp: WA on every test, judgemessage 'end of output after 1 guess'" \
    'only("wrong_answer/exits_early.cpp", "WA") &&
        of("wrong_answer/exits_early.cpp").every(x => (x.judgemessage || "").includes("end of output after 1 guess"))'
# never_flushes.cpp deadlocks with the validator until the judge stops it at the wall-clock limit;
# the validator ends (43) only after that, so the submission's time decides: exactly TLE.
verdicts guess "never_flushes.cpp: TLE on every test" 'only("time_limit_exceeded/never_flushes.cpp", "TLE")'
# crash_after_win.cpp exits 3 after "correct": the validator accepted, so the exit decides: RE.
verdicts guess "crash_after_win.cpp: RE on every test" 'only("run_time_error/crash_after_win.cpp", "RE")'
settle guess
judged guess2025 0
verdicts guess2025 "no_bang.py: WA on every test, judgemessage 'expected \"? g\" or \"! x\"'" \
    'only("wrong_answer/no_bang.py", "WA") &&
        of("wrong_answer/no_bang.py").every(x => (x.judgemessage || "").includes("expected \"? g\" or \"! x\""))'
# gives_up.cpp exits 2 before the game ends: RE if the judge sees it end first, WA if it sees the
# validator's 43 first (see its header); the rule allows nothing else.
verdicts guess2025 "gives_up.cpp: RE or WA on every test" \
    'of("rejected/gives_up.cpp").length > 0 &&
        of("rejected/gives_up.cpp").every(x => x.verdict === "RE" || x.verdict === "WA")'
settle guess2025

echo "==== included files"
judged includefiles 0
verdicts includefiles "off_by_one.cpp: WA on every test" 'only("wrong_answer/off_by_one.cpp", "WA")'
settle includefiles
judged includerunners 0
verdicts includerunners "Solution.java, solver.py: AC (the runners Main.java with its package kit/, main.py, are the entry points)" \
    'only("accepted/Solution.java", "AC") && only("accepted/solver.py", "AC")'
verdicts includerunners "recursive.cpp: AC on 02 (100 MiB of stack in the forked runner's child)" \
    'at("accepted/recursive.cpp", "02").length === 1 && only("accepted/recursive.cpp", "AC")'
verdicts includerunners "recursive_off_on_large.cpp: WA on 02 only, not RE" \
    'failsOn("wrong_answer/recursive_off_on_large.cpp", "WA", ["02"])'
for s in Solution.java solver.py; do
    verdicts includerunners "wrong_answer/$s: WA on sample/1 with the runner's 0 (not the end of output of a module run alone)" \
        "failsOn('wrong_answer/$s', 'WA', ['sample/1']) &&
            at('wrong_answer/$s', 'sample/1')[0].message.endsWith('found \"0\"')"
done
settle includerunners

echo "==== time limits"
judged timelimit 0
verdicts timelimit "spins_800ms.cpp: TLE (limits.time_limit 0.4 s)" \
    'only("time_limit_exceeded/spins_800ms.cpp", "TLE")'
settle timelimit
run_judge timelimit-tl timelimit --tl 1500 --json "$work/timelimit-tl.json"
check "timelimit --tl 1500: exit status 1 and the closing line" summary_is timelimit-tl 1
verdicts timelimit-tl "spins_800ms.cpp and spins_100ms.cpp AC" \
    'only("time_limit_exceeded/spins_800ms.cpp", "AC") && only("accepted/spins_100ms.cpp", "AC")'
settle timelimit-tl
judged timefile 0
verdicts timefile "spins_1200ms.cpp: TLE (.timelimit 0.5 s)" \
    'only("time_limit_exceeded/spins_1200ms.cpp", "TLE")'
settle timefile
check "timefile: no margin: line (its accepted submission uses a fifth of its own limit)" \
    margin_lines timefile 0
judged timemargin 0
settle timemargin
check "timemargin: one line: margin: spins_300ms.cpp, 75% of its 400 ms limit, --time-factor 1.6" \
    grep -qE '^margin: timemargin/accepted/spins_300ms\.cpp ran 3[0-9]{2} ms of CPU, 7[5-9]% of its 400 ms limit: a machine slower than the jury.s may go over it \(--time-factor 1\.[6-7] gives it twice its time\)$' \
    "$work/timemargin.log"
check "timemargin: that line only (spins_50ms.cpp is no margin's concern)" margin_lines timemargin 1
run_judge timemargin-tl timemargin --tl 400
check "timemargin --tl 400: no margin: line (the limit is the one given, not the jury's)" \
    margin_lines timemargin-tl 0
judged timecomputed 0
check "timecomputed: no margin: line (its limit is computed here, not the jury's)" \
    margin_lines timecomputed 0
verdicts timecomputed "spins_1400ms.cpp: TLE (0.3 s x time_multiplier 2, in whole seconds: 1 s)" \
    'only("time_limit_exceeded/spins_1400ms.cpp", "TLE")'
settle timecomputed
run_judge timecomputed-tl timecomputed --tl 2000 --json "$work/timecomputed-tl.json"
check "timecomputed --tl 2000: exit status 1 and the closing line" summary_is timecomputed-tl 1
verdicts timecomputed-tl "spins_1400ms.cpp AC" 'only("time_limit_exceeded/spins_1400ms.cpp", "AC")'
settle timecomputed-tl
judged timemultipliers 0
verdicts timemultipliers "spins_850ms.cpp: TLE (0.1 s x ac_to_time_limit 3, up to 0.5 s)" \
    'only("time_limit_exceeded/spins_850ms.cpp", "TLE")'
settle timemultipliers

echo "==== submissions.yaml"
judged subsyaml 0
verdicts subsyaml "larger_first_when_small.py: '17 + 11' accepted in group small (no 'ordered')" \
    'said("accepted/larger_first_when_small.py", "small/02", "17 + 11")'
verdicts subsyaml "slow_on_large.cpp: TLE on large/01 and large/02 only" \
    'failsOn("time_limit_exceeded/slow_on_large.cpp", "TLE", ["large/01", "large/02"])'
verdicts subsyaml "one_is_prime.py: WA on small/01 and small/03 only, judgemessage '1 is not prime'" \
    'failsOn("wrong_answer/one_is_prime.py", "WA", ["small/01", "small/03"]) &&
        said("wrong_answer/one_is_prime.py", "small/01", "1 is not prime")'
verdicts subsyaml "unordered.py: WA on large/01 and large/02 only ('ordered' from test_group.yaml)" \
    'failsOn("wrong_answer/unordered.py", "WA", ["large/01", "large/02"]) &&
        said("wrong_answer/unordered.py", "large/01", "the smaller prime must come first")'
settle subsyaml
judged subsyamlviolated 1
verdicts subsyamlviolated "sum.py: AC on every test, as expected" \
    'only("accepted/sum.py", "AC") && counted("accepted/sum.py").every(x => x.passed)'
verdicts subsyamlviolated "off_by_one_below_100.py: WA on one/01 only, failed (secret/two requires WA)" \
    'failsOn("wrong_answer/off_by_one_below_100.py", "WA", ["one/01"]) &&
        counted("wrong_answer/off_by_one_below_100.py").some(x => !x.passed)'
verdicts subsyamlviolated "drops_hundreds.py: WA on two/01 only, failed (no judgemessage holds the message)" \
    'failsOn("wrong_answer/drops_hundreds.py", "WA", ["two/01"]) &&
        counted("wrong_answer/drops_hundreds.py").some(x => !x.passed)'
settle subsyamlviolated

echo "==== programs of several files: headers beside a validator and a submission, in the box"
judged validatorheader 0
verdicts validatorheader "the validator, built with its validate.h, writes its judgemessage" \
    'said("accepted/two_files", "01", "6 is right")'
verdicts validatorheader "two_files/ (main.cpp, adder.cpp, adder.hpp): AC in the box" \
    'of("accepted/two_files").every(x => x.sandbox.startsWith("namespaces") || x.sandbox === "")'
verdicts validatorheader "minus.py: WA, judgemessage 'expected 5, found -1'" \
    'only("wrong_answer/minus.py", "WA") && said("wrong_answer/minus.py", "sample/1", "expected 5, found -1")'
settle validatorheader
# A header is no program: the loose files of output_validators/ and input_validators/ (a source
# beside the testlib.h it includes), graders/ (grader.cpp, grader.h) and submissions/accepted/
# (sum.cpp, sum.hpp) are each one program, compiled with the headers beside it.
judged validatorheaders 0
verdicts validatorheaders "check.cpp, built with the testlib.h beside it, writes its judgemessage" \
    'said("accepted/sum.py", "01", "42 is the sum")'
verdicts validatorheaders "minus.py: WA on sample/1, judgemessage 'expected 5, found -1'" \
    'only("wrong_answer/minus.py", "WA") && said("wrong_answer/minus.py", "sample/1", "expected 5, found -1")'
settle validatorheaders
check "validatorheaders: no line names testlib.h (a header is no program)" \
    bash -c '! grep -q testlib "$1"' _ "$work/validatorheaders.log"
judged validatorfolderheaders 0
verdicts validatorfolderheaders "sum.cpp, with the sum.hpp beside it: AC, 5 of 5 from the C++ grader and its grader.h" \
    'only("accepted/sum.cpp", "AC") && at("accepted/sum.cpp", "g2/02")[0].problem_score === 5'
verdicts validatorfolderheaders "sum.hpp is no submission" 'of("accepted/sum.hpp").length === 0'
verdicts validatorfolderheaders "small.py: WA on g2/02 only, 4 of 5 from the grader" \
    'failsOn("partially_accepted/small.py", "WA", ["g2/02"]) &&
        at("partially_accepted/small.py", "g2/02")[0].problem_score === 4'
settle validatorfolderheaders
# The compile cache key covers the header: the same package with validate.h changed (its verdict
# turned around) must judge the accepted submission WA, not reuse the old validator.
cp -r "$packages/validatorheader" "$work/headerchanged"
sed -i 's/inline int verdict(const std::string& feedbackDir, int code,/inline int verdict(const std::string\& feedbackDir, int given,/; s/return code;/return given == 42 ? 43 : 42;/' \
    "$work/headerchanged/output_validator/validate.h"
"$judge" --package "$work/headerchanged" -j2 --json "$work/headerchanged.json" >"$work/headerchanged.log" 2>&1
verdicts headerchanged "validate.h changed (42 and 43 swapped): FAIL, the sample's .ans now refused (the cache key holds the header)" \
    'of("accepted/two_files").length > 0 && only("accepted/two_files", "FAIL")'
settle headerchanged

echo "==== C++ of an older era: a legacy package's submission compiled as gnu++14, and saying so"
judged cpp-era 0
check "cpp-era: two lines 'compiled as gnu++14: not valid C++17', one per 2018-era submission" \
    bash -c '[ "$(grep -cE "^      cpp-era/(accepted/jury_2018|wrong_answer/jury_2018_off)\.cpp: compiled as gnu\+\+14: not valid C\+\+17 \(call of overloaded .size\(" "$1")" = 2 ]' _ "$work/cpp-era.log"
check "cpp-era: modern.cpp compiled as the profile says (no such line)" \
    bash -c '! grep -q "modern.cpp: compiled as" "$1"' _ "$work/cpp-era.log"
verdicts cpp-era "jury_2018_off.cpp: WA on sample/1 (judged, not CE)" \
    'only("wrong_answer/jury_2018_off.cpp", "WA")'
verdicts cpp-era "--json: the summaries of the 2018-era ones hold the note, modern.cpp's none" \
    'r.solutions.filter(x => /jury_2018/.test(x.solution)).every(x => /^compiled as gnu\+\+14: not valid C\+\+17/.test(x.note || "")) &&
        r.solutions.filter(x => /jury_2018/.test(x.solution)).length === 2 &&
        r.solutions.filter(x => /modern/.test(x.solution)).every(x => x.note === undefined)'
settle cpp-era
run_judge cpp-era-cf cpp-era --like codeforces --json "$work/cpp-era-cf.json"
check "cpp-era --like codeforces: exit 1, its one standard: the 2018-era ones CE" summary_is cpp-era-cf 1 1 2
verdicts cpp-era-cf "jury_2018.cpp, jury_2018_off.cpp: CE under codeforces" \
    'only("accepted/jury_2018.cpp", "CE") && only("wrong_answer/jury_2018_off.cpp", "CE")'
settle cpp-era-cf

echo "==== test data: group files at the root of data/, answer files that are not team outputs"
judged rootflags 0
verdicts rootflags "four_digits.py: AC through data/test_group.yaml's float_tolerance 1e-3 (sample too)" \
    'only("accepted/four_digits.py", "AC") && at("accepted/four_digits.py", "sample/1").length === 1'
verdicts rootflags "two_digits.py: WA (off by 3e-3)" 'only("wrong_answer/two_digits.py", "WA")'
settle rootflags
judged rootflagslegacy 0
verdicts rootflagslegacy "four_digits.py: AC through data/testdata.yaml's float_tolerance 1e-3" \
    'only("accepted/four_digits.py", "AC")'
settle rootflagslegacy
judged secretanswers 0
verdicts secretanswers "smallest.py: AC on the secret tests, whose .ans is no team output" \
    'only("accepted/smallest.py", "AC") && at("accepted/smallest.py", "02").length === 1'
settle secretanswers
judged draftflags 0
settle draftflags

echo "==== validators in other languages"
judged shellvalidator 0
verdicts shellvalidator "minus.py: WA from check.sh, judgemessage 'expected 5'" \
    'only("wrong_answer/minus.py", "WA") && said("wrong_answer/minus.py", "sample/1", "expected 5")'
settle shellvalidator
run_judge unknownvalidator unknownvalidator --json "$work/unknownvalidator.json"
check "unknownvalidator: exit status 1, no crash, and the closing line" summary_is unknownvalidator 1
verdicts unknownvalidator "sum.py: FAIL naming the language validators may not be written in" \
    'only("accepted/sum.py", "FAIL") && of("accepted/sum.py").every(x => x.message.includes("check.rb is in Ruby, a language the judge runs submissions in but not validators"))'
settle unknownvalidator
check "unknownvalidator: no time limit computed from a run that never happened" \
    one_line_with unknownvalidator "time limit: unknownvalidator: 2 s (the judge's default" "no submission"

echo "==== interactive runs: writes after the other side has ended"
for round in 1 2 3; do
    judged interactivepipe 0
    verdicts interactivepipe "round $round: answers_and_exits.cpp AC (the validator's farewell after its exit is no FAIL)" \
        'only("accepted/answers_and_exits.cpp", "AC")'
    verdicts interactivepipe "round $round: one_more_line.cpp AC (its line after the validator accepted is no RE)" \
        'only("accepted/one_more_line.cpp", "AC")'
    settle interactivepipe
done

echo "==== interactive runs: who ended first, by cause; a deadlock is the submission's TLE"
# Judged twice: the order is decided by cause, the same on every run, never by which exit the
# judge happened to see first.
for round in 1 2; do
    judged interactiveorder 0
    for s in wrong_answer/reads_on.cpp wrong_answer/reads_on.py; do
        verdicts interactiveorder "round $round: $s: WA on sample/1 (the validator rejected first; its crash on the closed pipe comes after)" \
            "only('$s', 'WA') && at('$s', 'sample/1').length === 1 && said('$s', 'sample/1', 'expected 8, found 9')"
    done
    verdicts interactiveorder "round $round: closes_then_aborts.cpp: RE (SIGABRT) (it closed its output first)" \
        'only("run_time_error/closes_then_aborts.cpp", "RE") && at("run_time_error/closes_then_aborts.cpp", "sample/1")[0].label === "RE (SIGABRT)"'
    for s in closes_then_sleeps waits_for_more; do
        verdicts interactiveorder "round $round: $s.cpp: TLE by wall time, not the validator's WA or FAIL" \
            "only('time_limit_exceeded/$s.cpp', 'TLE') && at('time_limit_exceeded/$s.cpp', 'sample/1')[0].message.includes('wall time')"
    done
    settle interactiveorder
done
judged interactiveclose 0
verdicts interactiveclose "sum_to_eof.py, sum_to_eof.c: AC (their end of input comes when the validator closes its output, before it exits)" \
    'only("accepted/sum_to_eof.py", "AC") && only("accepted/sum_to_eof.c", "AC")'
settle interactiveclose
judged interactivedeadlock 0
for s in shouts_first.cpp shouts_first.py; do
    verdicts interactivedeadlock "$s: TLE by wall time (both blocked on full pipes), not the validator's FAIL" \
        "only('time_limit_exceeded/$s', 'TLE') && at('time_limit_exceeded/$s', 'sample/1')[0].message.includes('wall time')"
done
settle interactivedeadlock

echo "==== submissions.yaml: entry points, deeper globs, no rule, overrides, use_for_time_limit"
judged entrypoint 0
settle entrypoint
judged deeperglob 0
verdicts deeperglob "extra/ac.py and extra/ac.cpp judged under extra/ac.{py,cpp}: AC" \
    'only("extra/ac.py", "AC") && only("extra/ac.cpp", "AC") && counted("extra/ac.py").every(x => x.passed)'
settle deeperglob
judged norule 0
verdicts norule "other/minus.py: WA, and as expected (no rule: every verdict permitted)" \
    'only("other/minus.py", "WA") && counted("other/minus.py").every(x => x.passed)'
settle norule
judged overridefolder 1
verdicts overridefolder "crash_or_wrong.py: WA, as the overridden folder expects" \
    'only("wrong_answer/crash_or_wrong.py", "WA") && counted("wrong_answer/crash_or_wrong.py").every(x => x.passed)'
verdicts overridefolder "right_after_all.py: AC everywhere, failed (required WA inherited from the default)" \
    'only("wrong_answer/right_after_all.py", "AC") && counted("wrong_answer/right_after_all.py").some(x => !x.passed &&
        x.note.includes("WA required on some test"))'
settle overridefolder
judged timelimitrules 0
check "timelimitrules: time limit 0.6 s or 0.7 s from the wrong answer's 0.3 s (use_for_time_limit: false honoured)" \
    grep -Eq "^time limit: timelimitrules: 0\.[67] s \(the slowest run that bounds it from below, 0\.3[0-9]* s, x 2\)" \
    "$work/timelimitrules.log"
verdicts timelimitrules "spins_800ms.cpp: TLE" 'only("time_limit_exceeded/spins_800ms.cpp", "TLE")'
settle timelimitrules

echo "==== constants"
judged constants 0
verdicts constants "with_module.py, with_constant.py: AC ({{offset}} replaced in the validator, include/ and the submission)" \
    'only("accepted/with_module.py", "AC") && only("accepted/with_constant.py", "AC")'
settle constants

echo "==== Java packages"
judged javapackages 0
verdicts javapackages "Single.java (package bin) and two_packages/ (foo.bar, zoo.main): AC" \
    'only("accepted/Single.java", "AC") && only("accepted/two_packages", "AC")'
settle javapackages

echo "==== parts the judge does not judge: one skipped line each"
judged unjudged 0
settle unjudged
for part in "problem.yaml constants" "problem.yaml source_url" "answer_validators/" "output_visualizer/" "data/ args"; do
    check "unjudged: one line 'skipped: ...' for $part" one_line_with unjudged "unjudged/$part " "skipped: "
done

echo "==== folder mode: the closing line counts submissions, each held to its folder"
# Two of the four submissions do not compile: each is one failed submission, not a failed test
# for every test; the line before the closing one counts the tests they ran.
run_judge foldercount foldercount --json "$work/foldercount.json"
check "foldercount: exit status 1, closing line 'judge: 2 passed, 2 failed' (submissions)" \
    summary_is foldercount 1 2 2
check "foldercount: the line before it: 4 submissions, their tests 3 AC, 7 not" grep -qx \
    "judge: 4 submissions, each held to its folder (their tests: 3 AC, 7 not)" "$work/foldercount.log"
verdicts foldercount "no_semicolon.cpp, Undeclared.java: CE" \
    'only("accepted/no_semicolon.cpp", "CE") && only("wrong_answer/Undeclared.java", "CE")'
verdicts foldercount "--json: both counts, submissions 2 and 2, tests 3 and 7" \
    'r.counts === "submissions" && r.passed === 2 && r.failed === 2 &&
        r.submissions.passed === 2 && r.submissions.failed === 2 &&
        r.tests.passed === 3 && r.tests.failed === 7'
settle foldercount

echo "==== broken packages"
refused brokenkey problem.yaml validaton
refused brokentype problem.yaml memory
refused brokenyaml problem.yaml ""
refused brokentestdata data/secret/testdata.yaml output_validator_flag
refused brokengraderflags data/testdata.yaml median  # not the default grader's (no grading: custom)
refused brokenkitconstraints .kit.yaml constraints  # the larger bound first
refused brokenkitexamples .kit.yaml examples        # a test the package lacks
refused brokenkitleetcode .kit.yaml leetcode        # lc53: no harness in judge/drivers/
check "brokenkitleetcode: the line names the drivers' problems, lc51 and lc52" \
    grep -q "judge/drivers/ (lc51, lc52), found \"lc53\"" "$work/brokenkitleetcode.log"
run_judge brokenkey-json brokenkey --json "$work/brokenkey.json"
check "brokenkey --json: the report holds the error, naming the file and the key"     node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
        process.exit(/problem\.yaml.*validaton/.test(r.error || "") ? 0 : 1)' "$work/brokenkey.json"

echo "==== --validate"
for p in floats tokens casesensitive spacesensitive space2025 divisor guess guess2025 includefiles includerunners \
    timelimit timefile timemargin timecomputed timemultipliers subsyaml subsyamlviolated validatorheader \
    validatorheaders validatorfolderheaders cpp-era \
    rootflags rootflagslegacy secretanswers draftflags shellvalidator constants foldercount \
    interactiveorder interactivedeadlock interactiveclose; do
    validated "$p" 0 0
done
validated badinput 1 1  # data/secret/02.in is out of range
# The output validators that fail on data/secret/02.ans are not run on it: a secret answer file
# need not be a team output (only the sample's, shown in the statement, is checked).
validated validatorcrash 0 0
validated validatorexit 0 0
validated validatordetails 0 0

summary packages
