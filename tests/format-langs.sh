#!/usr/bin/env bash
# make format-check, its other half: holds the kit's Go, Rust, JavaScript and TypeScript files
# (solutions/ and judge/drivers/, tracked or new) to their languages' own formatters: gofmt and
# rustfmt (--edition 2021) of the toolchain root (make root), prettier of the kit's package-lock.json
# (npm ci). A LeetCode Go file, which has no package clause (the judge's driver adds it), is checked
# with one put in front of it. Ends with one line: format-langs: N passed, M failed.
# Usage: tests/format-langs.sh [BUILD_DIR]
set -u
build=${1:-build}
cd "$(dirname "$0")/.."
. tests/checks.sh
root=$build/roots/trixie
files() { git ls-files --cached --others --exclude-standard -- "${@/#/solutions/}" "${@/#/judge/drivers/}"; }

# LeetCode files have no package clause: gofmt sees one in front of them, and its blank line after.
gofmt_ok() {
    if head -n 20 "$1" | grep -q '^package '; then
        "$root/usr/lib/go-1.24/bin/gofmt" -l "$1" | grep -q . && return 1
        return 0
    fi
    { echo "package main"; cat "$1"; } | "$root/usr/lib/go-1.24/bin/gofmt" | tail -n +3 | cmp -s "$1" -
}
# The root's rustfmt with the root's loader and libraries (it needs /proc, which a chroot lacks).
rustfmt_ok() {
    "$root/usr/lib64/ld-linux-x86-64.so.2" --library-path "$root/usr/lib/x86_64-linux-gnu:$root/usr/lib" \
        "$root/usr/bin/rustfmt" --edition 2021 --emit stdout <"$1" 2>/dev/null | cmp -s "$1" -
}
prettier_ok() { node node_modules/prettier/bin/prettier.cjs --check "$1" >/dev/null 2>&1; }

if [ -x "$root/usr/lib/go-1.24/bin/gofmt" ]; then
    while IFS= read -r f; do
        if gofmt_ok "$f"; then passed=$((passed + 1)); else fail "$f is not as gofmt has it"; fi
    done < <(files '*.go')
else
    skip "gofmt" "no toolchain root at $root (make root)"
fi
if [ -x "$root/usr/bin/rustfmt" ]; then
    while IFS= read -r f; do
        if rustfmt_ok "$f"; then passed=$((passed + 1)); else fail "$f is not as rustfmt --edition 2021 has it"; fi
    done < <(files '*.rs')
else
    skip "rustfmt" "no toolchain root at $root (make root)"
fi
if [ -f node_modules/prettier/bin/prettier.cjs ]; then
    while IFS= read -r f; do
        if prettier_ok "$f"; then passed=$((passed + 1)); else fail "$f is not as prettier has it"; fi
    done < <(files '*.js' '*.cjs' '*.ts')
else
    skip "prettier" "npm's packages are not installed (npm ci)"
fi
summary format-langs
