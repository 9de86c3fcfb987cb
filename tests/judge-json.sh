#!/usr/bin/env bash
# The judge's --json report, parsed and checked field by field with node (Node 20 is on every
# machine the kit supports): valid UTF-8 even when a program's stderr is not, the fields of a
# correct solution and of a pinned mistake, and a write that fails is an error with a non-zero
# exit. Ends with one line: judge-json: N passed, M failed.
# Usage: tests/judge-json.sh BUILD_DIR
set -u
build=${1:-build}
kit=$(cd "$(dirname "$0")/.." && pwd)
judge="$kit/$build/bin/judge"
work=$(mktemp -d /tmp/nq-json-XXXXXX)
trap 'rm -rf "$work"' EXIT
. "$kit/tests/checks.sh"
json() {
    node -e "
const fs = require('fs'), raw = fs.readFileSync('$work/report.json');
if (!require('buffer').isUtf8(raw)) process.exit(1);
const r = JSON.parse(raw.toString('utf8'));
const by = (s, t) => r.results.find(x => x.solution.endsWith(s) && x.test === t);
process.exit(($1) ? 0 : 1)"
}

"$judge" --tests 01,02 --json "$work/report.json" "$kit/tests/programs/json/acm/bad_utf8.c" \
    "$kit/solutions/acm/stage4_bitmask.cpp" >"$work/log" 2>&1
status=$?
cat "$work/log"
check "the judge ends as pinned (exit $status)" test "$status" = 0
check "the report is valid UTF-8 and JSON, with every result" json "r.results.length === 3 && r.passed === 3 && r.failed === 0"
check "a correct solution's fields" \
    json "by('stage4_bitmask.cpp', '02').verdict === 'AC' && by('stage4_bitmask.cpp', '02').kind === 'correct' && by('stage4_bitmask.cpp', '02').problem === 'acm' && by('stage4_bitmask.cpp', '02').sandbox.length > 0 && by('stage4_bitmask.cpp', '02').tl_ms === 5000"
check "a pinned mistake's fields: RE (exit 3), as expected" \
    json "by('bad_utf8.c', '01').label === 'RE (exit 3)' && by('bad_utf8.c', '01').passed && by('bad_utf8.c', '01').note === 'as expected' && by('bad_utf8.c', '01').expect.startsWith('RE on 01')"
check "bytes that are not UTF-8 in stderr come out as U+FFFD, the rest as written" \
    json "by('bad_utf8.c', '01').stderr.startsWith('bad bytes: \ufffd\ufffd caf\ufffd | \u7687')"
check "a report that cannot be written is an error with a non-zero exit" \
    sh -c "! '$judge' --tests 01 --json /nonexistent/dir/report.json '$kit/solutions/acm/stage4_bitmask.cpp' >/dev/null 2>&1"
(cd "$work" && "$judge" --root "$kit" --tests 01,02 --json - "$kit/solutions/acm/stage4_bitmask.cpp" >"$work/stdout.json" 2>"$work/stderr.log")
status=$?
check "--json -: the report on stdout, the lines for people on stderr, no file named - (exit $status)" \
    test "$status" = 0 -a ! -e "$work/-" -a -n "$(grep '^judge: 2 passed, 0 failed$' "$work/stderr.log")"
check "--json -: stdout is the JSON report alone" node -e "
const r = JSON.parse(require('fs').readFileSync('$work/stdout.json', 'utf8'));
process.exit(r.passed === 2 && r.results.length === 2 ? 0 : 1)"
# A request refused once set-up has begun (no scratch folder can be made): the error is the
# report on stdout too, its line on stderr.
(cd "$work" && TMPDIR=/nonexistent "$judge" --root "$kit" --json - \
    "$kit/solutions/acm/stage4_bitmask.cpp" >"$work/refused.json" 2>"$work/refused.log")
status=$?
check "--json -: a refusal after set-up began is the report on stdout, exit 2 (exit $status)" node -e "
const r = JSON.parse(require('fs').readFileSync('$work/refused.json', 'utf8'));
process.exit($status === 2 && r.error.startsWith('cannot create a scratch directory') &&
    r.results.length === 0 ? 0 : 1)"
check "--json -: the refusal's error line on stderr" \
    grep -q '^error: cannot create a scratch directory' "$work/refused.log"
# judge --languages (make serve's list): one JSON array, each name one --lang takes.
"$judge" --languages >"$work/languages.json"
check "--languages: a JSON array of the ten languages with their extensions" node -e "
const l = JSON.parse(require('fs').readFileSync('$work/languages.json', 'utf8'));
process.exit(l.map(x => x.name).join() === 'c,cpp,java,python,go,rust,javascript,typescript,ruby,haskell' &&
    l.every(x => x.title && x.extensions.length && x.extensions.every(e => e.startsWith('.'))) ? 0 : 1)"
for lang in c cpp java python go rust javascript typescript ruby haskell; do
    check "--languages: $lang is a name --print-compile takes" "$judge" --print-compile "$lang"
done
summary judge-json
