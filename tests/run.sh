#!/usr/bin/env bash
# Runs every test suite of `make test` and ends with one line: tests: N passed, M failed (with
# `, K skipped` after it when a suite skipped checks it could not run here, each named before it).
# Usage: tests/run.sh BUILD_DIR   (the Makefile has built BUILD_DIR/bin and BUILD_DIR/san/bin)
# Suites: the golden files, the unit tests (plain, then under ASan + UBSan), the bundles, the engines
# under ThreadSanitizer, nqueens and nqueens-mpi, every path of the engines counted whole, the
# growth table of `make bench-big` on small boards, the browser test of `make visual`, make
# serve's server and page, `make judge`, the hostile corpus of the judge's box, its one door, the
# judge's shape, the docs' command lines, `make format-check` (C++, and Go, Rust, JavaScript,
# TypeScript), and the judge's profiles (--like).
set -u
build=${1:-build}
passed=0 failed=0 skipped=0
failing=()  # the suites that failed, named again before the last line
skips=()    # the checks a suite skipped, and why, named again before the last line

# suite NAME COMMAND...: runs it, adds the counts from its summary line; a run that ends
# non-zero without a summary (a crash) counts as one failure.
suite() {
    local name=$1 log p= f= k= status start=$SECONDS why
    shift
    log=$(mktemp)
    echo "== $name: $*"
    "$@" 2>&1 | tee "$log"
    status=${PIPESTATUS[0]}
    echo "-- $name: $((SECONDS - start)) s"
    # doctest: "[doctest] test cases: 70 | 70 passed | 0 failed | 3 skipped"; ours: "judge: 150
    # passed, 0 failed", with ", 2 skipped" after it when a check could not run (tests/checks.sh)
    read -r p f k < <(sed -nE 's/.*test cases: *[0-9]+ \| *([0-9]+) passed \| *([0-9]+) failed.*/\1 \2 0/p; s/^[a-z][a-z-]*: ([0-9]+) passed, ([0-9]+) failed(, ([0-9]+) skipped)?$/\1 \2 0\4/p' "$log" | tail -n 1)
    if [ -z "$p" ]; then
        echo "$name: no summary (exit $status): counted as one failure"
        p=0 f=1
    elif [ "$status" != 0 ] && [ "$f" = 0 ]; then
        echo "$name: exit $status after reporting no failure: counted as one failure"
        f=1
    fi
    passed=$((passed + p)) failed=$((failed + f)) skipped=$((skipped + 10#${k:-0}))
    while IFS= read -r why; do skips+=("$name: $why"); done < <(sed -n 's/^skipped: //p' "$log")
    rm -f "$log"
    [ "$f" = 0 ] || failing+=("$name: $f failed")
}

suite "golden files" "$build/bin/validate" testdata
suite "unit tests" "$build/bin/tests"
suite "unit tests, AddressSanitizer + UBSan" env ASAN_OPTIONS=detect_leaks=1 "$build/san/bin/tests"
suite "bundles: solutions/acm from engine/programs, problems/ from checkers/programs" "$build/bin/bundle" --check engine/programs/*.cpp checkers/programs/*.cpp
suite "unit tests of the engines, ThreadSanitizer" "$build/tsan/bin/engine_tests"
suite "nqueens and nqueens-mpi" tests/nqueens.sh "$build"
suite "paths: every inner loop of sieve and halves counted whole, A000170 and A002562" tests/paths.sh "$build"
suite "bench-big: the growth table on small boards, this commit beside GROWTH's, every count checked" tests/bench-big.sh
suite "browser: the pages of make visual in headless chromium" node tests/browser/visual.test.mjs "$build"
suite "serve: make serve's server from outside (token, Host, Origin, 413, 400, two at once, the queue, SIGINT)" node tests/serve.test.mjs "$build"
suite "page: make serve's page in headless chromium (Submit, Accepted 9 / 9, boards missed, attacking pair, compile error)" node tests/browser/page.test.mjs "$build"
suite "judge: every solution and deliberate mistake on the testdata" "$build/bin/judge" -j"$(nproc 2>/dev/null || echo 2)"
suite "hostile: programs that try to leave the judge's box, and checks from outside it" tests/hostile.sh "$build"
suite "box: nothing outside judge/box/ includes its inside, and the Makefile builds all of it" tests/box-seam.sh
suite "judge: the general judge links no N-Queens code (checkers/, A000170)" tests/judge-links.sh "$build"
suite "judge: its shape (no function over 60 lines, no include cycle)" tests/judge-shape.sh
suite "docs: the profile table's command lines are the judge's own (--print-compile)" tests/docs-flags.sh "$build"
suite "judge --json: valid JSON whatever a program prints, its fields, a failed write" tests/judge-json.sh "$build"
suite "judge: requests it cannot carry out are one error line and exit 2" tests/judge-setup.sh "$build"
suite "packages: the kit's links to testdata/, solutions/ and judge/drivers/" tools/packages.sh --check
for p in acm lc51 lc52; do
    suite "packages: problems/$p's data through its validators" "$build/bin/judge" --package problems/$p --validate
done
suite "packages: problems/acm's submissions, each held to its folder" "$build/bin/judge" -j"$(nproc 2>/dev/null || echo 2)" --package problems/acm
suite "packages: the zips of make package, extracted, validate and judge" tests/package-zip.sh "$build"
suite "packages: the test packages (validators, flags, interactive, groups, limits, broken ones)" tests/packages.sh "$build"
suite "packages: untrusted files (links out, FIFOs, devices, sizes, YAML bombs, extreme limits) refused in one line" tests/untrusted.sh "$build"
suite "judge -j: tests at once, each program on a core of its own (sched_getcpu), 70% of the limit AC at -j 1 and -j 2, --stop-at-first" tests/parallel.sh "$build"
suite "judge: eight judges at once on one fresh compile cache" tests/compile-cache.sh "$build"
suite "packages: multi-pass, scoring and invalid cases (passes, scores, --validate's extra folders)" tests/packages-passes.sh "$build"
suite "nodes: bad arguments refused, the largest n exact" tests/nodes-args.sh "$build"
suite "make: SOL= with spaces, quotes and ~/, STEPS=, the default goal, make bundle when current" tests/make-vars.sh "$build"
suite "fuzz: the saved cases of every fuzz target replayed, each target a few seconds on its seeds" tests/fuzz.sh check "$build"
suite "format: every C++ file against .clang-format" tests/format-check.sh
suite "format: every Go, Rust, JavaScript and TypeScript file against gofmt, rustfmt and prettier" tests/format-langs.sh "$build"

suite "judge: the C, Java, Python, Go, Rust, JavaScript and TypeScript test programs, each pinned to its verdict" "$build/bin/judge" \
    -j"$(nproc 2>/dev/null || echo 2)" --tl 500 --ml 64 --tests '0[1-8]' tests/programs/langs/*/*.* tests/programs/langs/*/wrong/*
suite "judge --like: LeetCode's toolchains in the trixie root, sanitizers and constraints; acm under icpc and codeforces; the root's refusals" tests/like.sh "$build"

for line in "${skips[@]}"; do echo "skipped: $line"; done
for line in "${failing[@]}"; do echo "failed: $line"; done
if [ "$skipped" -gt 0 ]; then
    echo "tests: $passed passed, $failed failed, $skipped skipped"
else
    echo "tests: $passed passed, $failed failed"
fi
[ "$failed" = 0 ]
