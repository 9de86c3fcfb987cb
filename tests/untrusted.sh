#!/usr/bin/env bash
# A package is someone else's files: hostile packages made here from tests/packages/rootflags (a
# link out of the package as a file and as a folder, a submission linked to a private file, FIFOs,
# a device, oversized YAML and limit files, YAML bombs, extreme limits), each refused by the judge
# with one `error:` line naming the file (and the key), exit status 2, within a time bound (a FIFO
# never hangs it), and no byte of the private file in what it printed.
# Ends with one line: untrusted: N passed, M failed.
# Usage: tests/untrusted.sh BUILD_DIR
set -u
build=${1:-build}
kit=$(cd "$(dirname "$0")/.." && pwd)
case $build in /*) judge="$build/bin/judge" ;; *) judge="$kit/$build/bin/judge" ;; esac
work=$(mktemp -d /tmp/nq-untrusted-XXXXXX)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/checks.sh"
base=$kit/tests/packages/rootflags
secret="NQ_PRIVATE_${work##*-}"
printf '%s\n' "$secret" >"$work/private.txt"
mkdir -p "$work/outside"
printf '1 2\n' >"$work/outside/01.in"
printf '0.5\n' >"$work/outside/01.ans"

# fresh NAME: a copy of the base package at $work/NAME (its path in $pkg).
fresh() {
    pkg=$work/$1
    cp -r "$base" "$pkg"
}

# refused NAME FILE [KEY] [OPTION...]: the judge on $work/NAME ends within 30 s with exit status 2
# and one line, `error: ...` naming NAME/FILE and KEY; the private file's text is not in it.
refused() {
    local name=$1 file=$2 key=${3:-} line status
    shift 3 2>/dev/null || shift $#
    timeout 30 "$judge" --package "$work/$name" -j2 "$@" </dev/null >"$work/$name.log" 2>&1
    status=$?
    echo "== $name: exit $status"
    head -c 2000 "$work/$name.log"
    line=$(head -n 1 "$work/$name.log")
    [ "$status" = 2 ] && [ "$(wc -l <"$work/$name.log")" = 1 ] && [[ $line == "error: "* ]] &&
        [[ $line == *"$name/$file"* ]] && [[ $line == *"$key"* ]] &&
        ! grep -q "$secret" "$work/$name.log"
}

case_refused() {  # NAME FILE KEY WHAT [OPTION...]
    local what=$4
    check "$1: $what: exit 2, one error line naming $1/$2${3:+ and $3}" refused "$1" "$2" "$3" "${@:5}"
}

# The base package itself is judged (every check below differs from it in one file).
fresh plain
timeout 120 "$judge" --package "$pkg" -j2 </dev/null >"$work/plain.log" 2>&1
check "plain: the base package is judged, exit 0" test $? = 0

# ---- links and special files ----
fresh link-answer
ln -sf "$work/private.txt" "$pkg/data/secret/01.ans"
case_refused link-answer data/secret/01.ans "a link out" "a .ans linked to a private file"

fresh link-input
ln -sf /etc/passwd "$pkg/data/secret/02.in"
case_refused link-input data/secret/02.in "a link out" "a .in linked to /etc/passwd"

fresh link-folder
rm -r "$pkg/data/secret"
ln -s "$work/outside" "$pkg/data/secret"
case_refused link-folder data/secret "a link out" "data/secret linked to a folder outside"

fresh link-submission
ln -s "$work/private.txt" "$pkg/submissions/accepted/leak.py"
case_refused link-submission submissions/accepted/leak.py "a link out" "a submission linked to a private file"

fresh link-relative
ln -s ../../../private.txt "$pkg/data/sample/2.in"
case_refused link-relative data/sample/2.in "a link out" "a relative link that climbs out"

fresh fifo-yaml
rm "$pkg/problem.yaml"
mkfifo "$pkg/problem.yaml"
case_refused fifo-yaml problem.yaml "a FIFO" "problem.yaml a FIFO"

fresh fifo-input
rm "$pkg/data/secret/01.in"
mkfifo "$pkg/data/secret/01.in"
case_refused fifo-input data/secret/01.in "a FIFO" "a .in a FIFO"

fresh dev-timelimit
ln -s /dev/zero "$pkg/.timelimit"
case_refused dev-timelimit .timelimit "" ".timelimit linked to /dev/zero"

fresh big-timelimit
head -c 100000 /dev/zero | tr '\0' ' ' >"$pkg/.timelimit"
echo 1 >>"$pkg/.timelimit"
case_refused big-timelimit .timelimit "larger than" "a .timelimit of 100 kB"

fresh big-yaml
{
    cat "$base/problem.yaml"
    echo "keywords:"
    for _ in $(seq 1 40000); do echo "  - a-keyword-of-some-length-to-fill-the-file"; done
} >"$pkg/problem.yaml"
case_refused big-yaml problem.yaml "larger than" "a problem.yaml of 2 MB"

# ---- extreme limits: below the clock's resolution or above an hour, each named ----
# limit NAME KEY VALUE: a copy whose problem.yaml says `limits: KEY: VALUE`.
limit() {
    fresh "$1"
    sed -i "s/^  time_limit: 1.0$/  $2: $3/" "$pkg/problem.yaml"
    grep -q "^  $2: $3$" "$pkg/problem.yaml" || echo "limit: $1: not written"
}
limit tl-huge time_limit 1e9
case_refused tl-huge problem.yaml limits.time_limit "time_limit 1e9"
limit tl-tiny time_limit 1e-7
case_refused tl-tiny problem.yaml limits.time_limit "time_limit 1e-7"
limit res-huge time_resolution 1e300
case_refused res-huge problem.yaml limits.time_resolution "time_resolution 1e300"
limit validation-huge validation_time 16777216
case_refused validation-huge problem.yaml limits.validation_time "validation_time 16777216 s"
limit compilation-huge compilation_time 16777216
case_refused compilation-huge problem.yaml limits.compilation_time "compilation_time 16777216 s"
limit multiplier-huge "time_multipliers: {ac_to_time_limit: 1e300}" ""
sed -i 's/ac_to_time_limit: 1e300}: $/ac_to_time_limit: 1e300}/' "$pkg/problem.yaml"
case_refused multiplier-huge problem.yaml ac_to_time_limit "ac_to_time_limit 1e300"
fresh timelimit-tiny
printf '1e-7\n' >"$pkg/.timelimit"
sed -i 's/^  time_limit: 1.0$//; s/^limits:$//' "$pkg/problem.yaml"
case_refused timelimit-tiny .timelimit "1e-7" ".timelimit 1e-7"
fresh timelimit-huge
printf '1e9\n' >"$pkg/.timelimit"
sed -i 's/^  time_limit: 1.0$//; s/^limits:$//' "$pkg/problem.yaml"
case_refused timelimit-huge .timelimit "1e9" ".timelimit 1e9"

# ---- YAML bombs: every walk bounded in nodes (aliases counted at each use) and depth ----
fresh alias-bomb
{
    echo "level0: &l0 {permitted: [AC]}"
    for i in 1 2 3 4 5 6 7 8 9; do
        printf 'level%d: &l%d {' "$i" "$i"
        for j in 0 1 2 3 4 5 6 7 8 9; do printf 'secret%d: *l%d, ' "$j" $((i - 1)); done
        echo "message: bomb}"
    done
} >"$pkg/submissions/submissions.yaml"
case_refused alias-bomb submissions/submissions.yaml "nodes" "aliases that expand to 10^9 rules"

fresh self-map
echo 'accepted: &a {permitted: [AC], secret: *a}' >"$pkg/submissions/submissions.yaml"
case_refused self-map submissions/submissions.yaml "deeper" "a map that contains itself"

fresh deep-list
{
    printf 'keywords: '
    head -c 5000 /dev/zero | tr '\0' '['
    head -c 5000 /dev/zero | tr '\0' ']'
    echo
} >>"$pkg/problem.yaml"
case_refused deep-list problem.yaml "" "a list nested 5000 deep"

fresh brace-bomb
{
    printf '"accepted/'
    for _ in $(seq 1 30); do printf '{a,b}'; done
    echo '.py": {permitted: [AC]}'
} >"$pkg/submissions/submissions.yaml"
case_refused brace-bomb submissions/submissions.yaml "braces" "a glob of 30 brace groups (2^30 names)"

# ---- what a validator writes: shown escaped, never followed out of its feedback folder ----
# validator NAME PYTHON: a copy whose output validator (2025-09: output_validator/) runs the
# Python statements PYTHON with `feedback` the feedback folder, then exits 43 (wrong answer); it
# accepts the sample's answer without running them (the statement's sample must pass).
validator() {
    fresh "$1"
    mkdir -p "$pkg/output_validator"
    printf 'import os, sys\nif "/sample/" in sys.argv[1]:\n    sys.exit(42)\nfeedback = sys.argv[3]\n%s\nsys.exit(43)\n' "$2" >"$pkg/output_validator/check.py"
}
# judged NAME [OPTION...]: the judge on $work/NAME within 60 s, its output in $work/NAME.log, the
# exit status in $status.
judged() {
    local name=$1
    shift
    timeout 60 "$judge" --package "$work/$name" -j2 "$@" </dev/null >"$work/$name.log" 2>&1
    status=$?
    echo "== $name: exit $status"
    head -c 3000 "$work/$name.log"
}
forged_text() {
    judged forged
    [ "$status" = 1 ] && ! grep -q '^judge: 9 passed, 0 failed$' "$work/forged.log" &&
        ! grep -q $'\x1b' "$work/forged.log" && grep -qF 'no\njudge: 9 passed, 0 failed\n\x1b[31m' "$work/forged.log" &&
        grep -qF '00\ny' "$work/forged.log"
}
forged_json() {
    judged forged-json --json "$work/forged.json"
    python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
said = [x.get("judgemessage", "") for x in r["results"]]
assert any("\njudge: 9 passed, 0 failed\n\x1b[31m" in m for m in said), said
assert any(x["test"] == "00\ny" for x in r["results"]), [x["test"] for x in r["results"]]
' "$work/forged.json"
}
validator forged 'open(os.path.join(feedback, "judgemessage.txt"), "w").write("no\njudge: 9 passed, 0 failed\n\x1b[31mred")'
cp "$pkg/data/secret/01.in" "$pkg/data/secret/00"$'\n'"y.in"
cp "$pkg/data/secret/01.ans" "$pkg/data/secret/00"$'\n'"y.ans"
check "forged: a judgemessage and a test name with newlines and ESC: shown escaped, no forged line, no raw ESC" forged_text
cp -r "$pkg" "$work/forged-json"
check "forged --json: the same bytes kept, as JSON escapes" forged_json

link_feedback() {
    judged feedback-link
    [ "$status" = 1 ] && ! grep -q "$secret" "$work/feedback-link.log" && grep -q 'WA' "$work/feedback-link.log"
}
validator feedback-link "os.symlink('$work/private.txt', os.path.join(feedback, 'judgemessage.txt'))"
check "feedback-link: judgemessage.txt a link to a private file: not followed, the verdict WA" link_feedback
fifo_feedback() {
    judged feedback-fifo
    [ "$status" = 1 ] && grep -q 'WA' "$work/feedback-fifo.log"
}
validator feedback-fifo "os.mkfifo(os.path.join(feedback, 'judgemessage.txt'))"
check "feedback-fifo: judgemessage.txt a FIFO: never waited on, the verdict WA" fifo_feedback

# A validator fills its feedback folder as far as it can (10,000 files; removed, then 64 MiB),
# removes the flood, and says how far it got: the folder is the box's own tmpfs, so both stop at its bounds
# (256 files, 32 MiB) and the judge's disk never holds the flood.
flood_feedback() {
    judged feedback-flood
    local said
    said=$(grep -o 'files=[0-9]* MiB=[0-9]*' "$work/feedback-flood.log" | head -n 1)
    echo "said: $said"
    [ "$status" = 1 ] && [ -n "$said" ] && python3 -c '
import sys
files, mib = (int(x.split("=")[1]) for x in sys.argv[1].split())
assert 0 < files <= 256 and 0 < mib <= 32, (files, mib)' "$said"
}
validator feedback-flood "$(
    cat <<'PYTHON'
files = mib = 0
try:
    for i in range(10000):
        open(os.path.join(feedback, "f%d" % i), "w").close()
        files += 1
except OSError:
    pass
for i in range(files):
    os.remove(os.path.join(feedback, "f%d" % i))
try:
    for i in range(64):
        with open(os.path.join(feedback, "m%d" % i), "wb", buffering=0) as f:
            f.write(b"x" * (1 << 20))
        mib += 1
except OSError:
    pass
for i in range(mib + 1):
    if os.path.exists(os.path.join(feedback, "m%d" % i)):
        os.remove(os.path.join(feedback, "m%d" % i))
open(os.path.join(feedback, "judgemessage.txt"), "w").write("files=%d MiB=%d" % (files, mib))
PYTHON
)"
check "feedback-flood: 10,000 files and 64 MiB in the feedback folder: held to the box's 256 files, 32 MiB" flood_feedback

# ---- an answer the fuzzer found: a float that overflows to infinity is equal to itself ----
fresh infinite
rm -r "$pkg/data/sample" "$pkg/submissions/wrong_answer" "$pkg/data/secret/02.in" "$pkg/data/secret/02.ans"
echo 1e400 >"$pkg/data/secret/01.ans"
echo 'print("1e400")' >"$pkg/submissions/accepted/four_digits.py"
infinite() {
    judged infinite
    [ "$status" = 0 ] && [ "$(tail -n 1 "$work/infinite.log")" = "judge: 1 passed, 0 failed" ]
}
check "infinite: the answer 1e400 under float_tolerance, printed as it is: AC" infinite

# ---- a 256 MiB answer under output: 512: the default validator streams it ----
# The judge's peak memory (the largest process it waited for, its runs included: the submission
# writes 1 MiB at a time) stays under 200 MiB; one token kept per answer token took gigabytes.
fresh huge-answer
rm -r "$pkg/data/secret" "$pkg/data/sample" "$pkg/submissions/wrong_answer" "$pkg/data/test_group.yaml"
mkdir -p "$pkg/data/secret"
sed -i 's/^  time_limit: 1.0$/  time_limit: 5\n  output: 512/' "$pkg/problem.yaml"
echo 1 >"$pkg/data/secret/01.in"
yes 1 | head -c 268435456 >"$pkg/data/secret/01.ans"
printf 'import sys\nchunk = b"1\\n" * (1 << 19)\nfor _ in range(256):\n    sys.stdout.buffer.write(chunk)\n' \
    >"$pkg/submissions/accepted/four_digits.py"
huge_answer() {
    python3 -c '
import resource, subprocess, sys
with open(sys.argv[2], "w") as log:
    status = subprocess.run(sys.argv[3:], stdin=subprocess.DEVNULL, stdout=log, stderr=log).returncode
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024
print("exit %d, peak %d MiB" % (status, peak))
sys.exit(0 if status == 0 and peak < int(sys.argv[1]) else 1)
' 200 "$work/huge-answer.log" timeout 120 "$judge" --package "$pkg" -j1 || { tail -n 5 "$work/huge-answer.log"; return 1; }
    tail -n 1 "$work/huge-answer.log"
}
check "huge-answer: a 256 MiB answer: AC, the judge's peak memory under 200 MiB" huge_answer
rm -rf "$pkg"

summary untrusted
