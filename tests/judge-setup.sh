#!/usr/bin/env bash
# Requests the judge cannot carry out are its own errors, found before anything runs: one error
# line and exit status 2, never CE, FAIL or a silent skip. An unknown file type (a typo like .cp
# too), a folder of two languages, a --tests filter that matches no test (the line lists the
# tests), a source the judge cannot read, a cache it cannot write.
# Ends with one line: judge-setup: N passed, M failed (", K skipped" after it when some were).
# Usage: tests/judge-setup.sh BUILD_DIR
set -u
build=${1:-build}
kit=$(cd "$(dirname "$0")/.." && pwd)
judge="$kit/$build/bin/judge"
work=$(mktemp -d /tmp/nq-setup-XXXXXX)
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT
. "$kit/tests/checks.sh"
. "$kit/tests/kit_copy.sh"

# refused NAME PATTERN COMMAND...: exit status 2, one line in all, an error line matching PATTERN.
refused() {
    local name=$1 pattern=$2 status
    shift 2
    "$@" >"$work/out" 2>&1
    status=$?
    cat "$work/out"
    check "$name (exit $status)" test "$status" = 2 -a "$(wc -l <"$work/out")" = 1 \
        -a -n "$(grep -E -- "^error: $pattern" "$work/out")"
}

# --help: at once, exit 0, each option of the table once with its value's name; option errors.
timeout 10 "$judge" --help >"$work/help" 2>&1
check "--help: exit 0 within 10 s (exit $?)" test $? = 0
for option in "--package DIR" "--tl MS" "-j|--jobs N" "--stop-at-first" "--problems" "-h|--help"; do
    check "--help names $option once" test "$(grep -cF -- "  $option " "$work/help")" = 1
done
refused "--tl with no value" "--tl needs a value" "$judge" --tl
refused "a flag given a value" "--validate takes no value" "$judge" --validate=1
refused "--jobs=0 out of range" "-j needs a whole number from 1 to 1024" "$judge" --jobs=0

# From another folder, with no --root: the kit the judge was built in (its Python harness and
# the rest), not the current folder; a --root that is not the kit is one error line.
(cd /tmp && "$judge" --package "$kit/tests/packages/space2025" >"$work/elsewhere" 2>&1)
check "run from /tmp with no --root: the package judged as from the kit (exit $?)" \
    grep -qE '^judge: [1-9][0-9]* passed, 0 failed$' "$work/elsewhere"
refused "--root that is not the kit" "/tmp is not the kit's folder" \
    "$judge" --root /tmp --package "$kit/tests/packages/space2025"

sol="$kit/solutions/acm/stage1_board.cpp"
cp "$sol" "$work/x.txt"
cp "$sol" "$work/x.cp"
refused "x.txt: an unknown file type" "cannot tell the language of $work/x.txt \\(an unknown file type\\)" \
    "$judge" --root "$kit" --problem acm "$work/x.txt"
refused "x.cp: a typo of .cpp is no success" "cannot tell the language of $work/x.cp" \
    "$judge" --root "$kit" --problem acm "$work/x.cp"
mkdir "$work/mixed"
cp "$sol" "$work/mixed/a.cpp"
echo 'class B {}' >"$work/mixed/B.java"
refused "a folder of C++ and Java: named, not passed to javac" "$work/mixed mixes languages \\(" \
    "$judge" --root "$kit" --problem acm "$work/mixed"
refused "--tests 1 matches nothing: the tests listed" "--tests 1 matches no test of acm \\(its tests: 01 02 " \
    "$judge" --root "$kit" --tests 1 "$sol"
refused "--self-test of a language the judge does not take" "unknown language \"cobol\" \\(use c\\|cpp" \
    "$judge" --root "$kit" --self-test cobol
# A missing toolchain root is a row that names the command that builds it, and the exit status 1.
"$judge" --root "$kit" --roots "$work/no-roots" --self-test c >"$work/self" 2>&1
status=$?
sed 's/^/    /' "$work/self"
check "--self-test without the root: its rows say missing, with make root (exit $status)" \
    test "$status" = 1 -a -n "$(grep -E '^c +leetcode .*missing: the toolchain root .* make root' "$work/self")" \
    -a -n "$(grep -E '^c +local .* ok: AC, CE, RE' "$work/self")"
if [ "$(id -u)" = 0 ]; then
    if command -v setpriv >/dev/null; then
        as_nobody=(setpriv --reuid=nobody --regid=nogroup --clear-groups env HOME=/tmp)
        copy_kit "$work/kit"  # nobody may not reach the checkout (a private folder)
        mkdir "$work/cache"  # root's, mode 755
        refused "a cache nobody cannot write" "cannot write the cache directory $work/cache: Permission denied" \
            "${as_nobody[@]}" "$work/kit/build/bin/judge" --root "$work/kit" --cache "$work/cache" \
            "$work/kit/solutions/acm/stage1_board.cpp"
        cp "$sol" "$work/private.cpp"
        chmod 600 "$work/private.cpp"
        refused "a source nobody cannot read" "cannot read $work/private.cpp: Permission denied" \
            "${as_nobody[@]}" "$work/kit/build/bin/judge" --root "$work/kit" --problem acm --cache /tmp \
            "$work/private.cpp"
    else
        skip "a cache and a source the judge cannot use" "root without setpriv"
    fi
    # Without the box, as root, nobody compiles: a cache it cannot enter is the judge's error, not
    # every solution's CE (a kit cloned into a folder of mode 700).
    mkdir -m 700 "$work/private" && mkdir -m 755 "$work/open"
    cp "$sol" "$work/open/x.cpp"
    "$judge" --root "$kit" --problem acm --tests 01 --sandbox off --cache "$work/private/cache" \
        "$work/open/x.cpp" >"$work/out" 2>&1
    status=$?
    cat "$work/out"
    check "--sandbox off, a cache nobody cannot enter: exit 2, the error names it, no CE (exit $status)" \
        test "$status" = 2 -a -n "$(grep -E "^error: nobody .* cannot enter the compile cache $work/private/cache: $work/private \(mode 700" "$work/out")" \
        -a -z "$(grep -E ' CE ' "$work/out")"
else
    mkdir "$work/cache"
    chmod 555 "$work/cache"
    refused "a cache the judge cannot write" "cannot write the cache directory $work/cache: Permission denied" \
        "$judge" --root "$kit" --cache "$work/cache" "$sol"
    cp "$sol" "$work/private.cpp"
    chmod 000 "$work/private.cpp"
    refused "a source the judge cannot read" "cannot read $work/private.cpp: Permission denied" \
        "$judge" --root "$kit" --problem acm "$work/private.cpp"
fi

# LeetCode's libraries (judge/lang/libraries.hpp): one missing is the judge's set-up problem, one line
# and exit 2 naming the command that installs it, never the solution's CE or RE.
# root_without DIR PATH: a toolchain root DIR/trixie that is the kit's own but for PATH in it:
# links to everything else, folders of links along PATH's way (the judge refuses it before any
# compile, so it is never run in).
root_without() {
    local real top=$1/trixie here="" i entry name parts
    real=$(readlink -f "$kit/build/roots/trixie")
    IFS=/ read -ra parts <<<"${2#/}"
    mkdir -p "$top"
    for ((i = 0; i < ${#parts[@]}; i++)); do
        for entry in "$real$here"/* "$real$here"/.[!.]*; do
            name=${entry##*/}
            [ -e "$entry" ] && [ "$name" != "${parts[i]}" ] && ln -s "$entry" "$top$here/$name"
        done
        here="$here/${parts[i]}"
        [ "$i" -lt $((${#parts[@]} - 1)) ] && mkdir "$top$here"
    done
}
# setup_refused NAME PATTERN COMMAND...: as refused, after the line that says the profiles (the
# libraries a file gets depend on its profile): exit 2, the error line, no verdict.
setup_refused() {
    local name=$1 pattern=$2 status
    shift 2
    "$@" >"$work/out" 2>&1
    status=$?
    cat "$work/out"
    check "$name (exit $status)" test "$status" = 2 -a "$(grep -vc '^profile: ' "$work/out")" = 1 \
        -a -n "$(grep -E -- "^error: $pattern" "$work/out")"
}
lc52="$kit/solutions/lc52"
if [ -d "$kit/build/roots/trixie" ]; then
    root_without "$work/no-sorted" /usr/lib/python3/dist-packages/sortedcontainers
    setup_refused "Python's sortedcontainers missing from the root: make root" \
        "the toolchain root $work/no-sorted/trixie has no Python's sortedcontainers .*; build it again with: make root" \
        "$judge" --root "$kit" --roots "$work/no-sorted" --problem lc52 "$kit/tests/programs/langs/lc52/sorted_list.py"
    root_without "$work/no-regex" "/usr/share/cargo/registry/$(cd "$kit/build/roots/trixie/usr/share/cargo/registry" && echo regex-1.*)"
    setup_refused "a crate missing from the root (regex): make root" \
        "the toolchain root $work/no-regex/trixie has no the crate regex 1\\..*; build it again with: make root" \
        "$judge" --root "$kit" --roots "$work/no-regex" "$lc52/bitmask.rs"
    root_without "$work/no-gods" /usr/share/gocode/src/github.com/emirpasic/gods
    setup_refused "Go's gods missing from the root: make root" \
        "the toolchain root $work/no-gods/trixie has no Go's gods .*; build it again with: make root" \
        "$judge" --root "$kit" --roots "$work/no-gods" "$lc52/bitmask.go"
    root_without "$work/no-go-api" /usr/lib/go-1.24/api/go1.24.txt
    setup_refused "Go's list of the names new after LeetCode's Go 1.23 missing from the root: make root" \
        "the toolchain root $work/no-go-api/trixie has no Go's list of the names new after LeetCode's Go .*; build it again with: make root" \
        "$judge" --root "$kit" --roots "$work/no-go-api" "$lc52/bitmask.go"
    root_without "$work/no-uthash" /usr/include/uthash.h
    setup_refused "C's uthash.h missing from the root: make root" \
        "the toolchain root $work/no-uthash/trixie has no C's uthash.h .*; build it again with: make root" \
        "$judge" --root "$kit" --roots "$work/no-uthash" "$kit/tests/programs/langs/lc52/count.c"
    # Before npm ci: a kit without node_modules.
    copy_kit "$work/no-npm"
    link_roots "$work/no-npm"
    cp "$lc52/bitmask.js" "$work/x.js"
    setup_refused "JavaScript before npm ci: npm ci, not CE" \
        "npm's library .* is not installed in $work/no-npm/node_modules; install the kit's pinned libraries with: npm ci \\(in $work/no-npm\\)" \
        "$work/no-npm/build/bin/judge" --root "$work/no-npm" --problem lc52 "$work/x.js"
    # node_modules of an older package.json: @datastructures-js/queue 4.2.3, not the pinned one.
    mkdir -p "$work/no-npm/node_modules/@datastructures-js/queue"
    for entry in "$kit"/node_modules/* "$kit"/node_modules/.[!.]*; do
        [ -e "$entry" ] && [ "${entry##*/}" != @datastructures-js ] && ln -s "$entry" "$work/no-npm/node_modules/"
    done
    for entry in "$kit"/node_modules/@datastructures-js/*; do
        [ "${entry##*/}" != queue ] && ln -s "$entry" "$work/no-npm/node_modules/@datastructures-js/"
    done
    echo '{"name": "@datastructures-js/queue", "version": "4.2.3"}' \
        >"$work/no-npm/node_modules/@datastructures-js/queue/package.json"
    setup_refused "TypeScript with an older queue in node_modules: npm ci" \
        "npm's library @datastructures-js/queue in $work/no-npm/node_modules is 4.2.3, not the 4\\.3\\.0 package.json pins; install .* npm ci" \
        "$work/no-npm/build/bin/judge" --root "$work/no-npm" "$work/no-npm/solutions/lc52/bitmask.ts"
else
    skip "LeetCode's libraries missing" "no toolchain root (make root)"
fi
summary judge-setup
