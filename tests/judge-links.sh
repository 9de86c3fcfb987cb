#!/usr/bin/env bash
# The general judge links no N-Queens code: no object of build/bin/judge is built from checkers/
# or includes it or the A000170 table, and the binary holds none of the checkers' functions. The
# same symbol check run on build/bin/tests, which links the checkers, finds them, so it can fail.
# Ends with one line: judge-links: N passed, M failed.
# Usage: tests/judge-links.sh BUILD_DIR
set -u
build=${1:-build}
kit=$(cd "$(dirname "$0")/.." && pwd)
. "$kit/tests/checks.sh"

# The checkers' functions, as nm -C names them.
queens='judge::(checkAcm|checkLc51|checkLc52|checkGolden|parseBoardList|placementProblem|boardProblem|knownCount|renderBoard|describeQueen)\('

# holds BINARY: BINARY defines one of the checkers' functions.
holds() { nm -C --defined-only "$1" | grep -Eq "$queens"; }

check "build/bin/judge holds none of the checkers' functions" eval '! holds "$kit/$build/bin/judge"'
check "build/bin/tests holds them (the symbol check sees them where they are)" holds "$kit/$build/bin/tests"
# The judge's objects (one per judge/*.cpp, as the Makefile links them) and what each includes,
# from their -MMD dependency files.
deps=
for src in "$kit"/judge/*.cpp; do
    d="$kit/$build/obj/judge/$(basename "$src" .cpp).d"
    [ -f "$d" ] && deps+=$(cat "$d")$'\n'
done
check "no object of the judge is built from or includes checkers/ or the A000170 table" \
    eval '! grep -Eq "(^|[ /])(checkers/|testdata/tools/a000170)" <<<"$deps"'
check "the judge's dependency files were read" test -n "$deps"
summary judge-links
