#!/usr/bin/env bash
# The Makefile as a newcomer meets it: SOL= a path with spaces, a quote or a leading ~/, STEPS=
# reaching make trace, make help naming it, the default goal building visual, and make bundle
# (make package) rewriting nothing that is current. Ends with one line: make: N passed, M failed.
# Usage: tests/make-vars.sh BUILD_DIR   (after make test has built BUILD_DIR)
set -u
build=${1:-build}
kit=$(cd "$(dirname "$0")/.." && pwd)
. "$kit/tests/checks.sh"
work=$(mktemp -d /tmp/nq-make-XXXXXX)
trap 'rm -rf "$work"' EXIT
chmod 755 "$work"  # readable by nobody, who runs the programs where the judge has no box
# kitmake ARGS...: make in the kit with this build folder, as from a shell (no parent's jobserver).
kitmake() { env -u MAKEFLAGS -u MAKELEVEL -u MFLAGS make -s -C "$kit" B="$build" "$@"; }

mkdir -p "$work/my dir"
mine="$work/my dir/it's mine.cpp"
cp "$kit/solutions/acm/stage4_bitmask.cpp" "$mine"
kitmake judge SOL="$mine" PROBLEM=acm >"$work/out" 2>&1
check "make judge SOL='$mine': judged as one file" \
    grep -q "^judge: 14 passed, 0 failed" "$work/out"
HOME="$work" kitmake judge SOL="~/my dir/it's mine.cpp" PROBLEM=acm >"$work/out" 2>&1
check "make judge SOL='~/my dir/it's mine.cpp': ~/ is the home folder" \
    grep -q "^judge: 14 passed, 0 failed" "$work/out"

kitmake trace N=4 STEPS=3 >"$work/out" 2>&1
check "make trace STEPS=3 stops after 3 steps" \
    grep -qx "stopped after 3 steps; use --max-steps K (make trace STEPS=K) to see more" "$work/out"
check "make help names STEPS= for make trace" \
    sh -c "env -u MAKEFLAGS -u MAKELEVEL make -s -C '$kit' help | grep -q '^  make trace .*STEPS='"

kitmake -n B="$work/fresh" >"$work/out" 2>&1
check "make (the default goal) builds visual" grep -q -- "-o $work/fresh/bin/visual" "$work/out"

if (cd "$kit" && "$build/bin/bundle" --check engine/programs/*.cpp checkers/programs/*.cpp >/dev/null); then
    (cd "$kit" && "$build/bin/bundle" engine/programs/*.cpp checkers/programs/*.cpp) >"$work/out" 2>&1
    check "make bundle with every bundle current writes nothing" \
        sh -c "! grep -q '^wrote ' '$work/out' && grep -q ' is current ' '$work/out'"
else
    skip "make bundle with every bundle current writes nothing" "the bundles are not current (the bundles suite says which)"
fi
summary make
