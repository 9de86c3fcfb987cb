#!/usr/bin/env bash
# Each flag written once: the languages' records (judge/lang/, each one's toolchain) are the one
# place a profile's command lines are written; the profile table of
# docs/languages.md and of its Chinese copy must say what `judge --like P --print-compile L` prints,
# compiler, flags and root, for C++, C and Java under each profile (a cell "as `local`" says the
# local profile's command, in its own root), and so must the table of the local profile's compile
# steps. The check is shown catching a flag the docs lack.
# Usage: tests/docs-flags.sh BUILD_DIR
set -u
build=${1:-build}
cd "$(dirname "$0")/.."
judge=$build/bin/judge
. tests/checks.sh

# printed PROFILE LANG: "ROOT: COMMAND" as the judge prints them (the files left out).
printed() {
    local out
    out=$("$judge" --like "$1" --print-compile "$2") || return 1
    printf '%s: %s\n' "$(sed -n 's/^root: //p' <<<"$out")" "$(sed -n 's/^compile: //p' <<<"$out")"
}

# documented FILE PROFILE COLUMN: "ROOT: COMMAND" from the profile's row of the table (columns: 3
# C++, 4 C, 5 Java), its first command in backquotes with FILES left out.
documented() {
    local row cell cmd root=host
    row=$(grep -m1 "^| \`$2\` |" "$1") || return 1
    cell=$(cut -d'|' -f"$(($3 + 1))" <<<"$row")
    case $cell in *'`trixie`'*) root=trixie ;; esac
    case $cell in
        *'`local`'*) cmd=$(documented "$1" local "$3") cmd=${cmd#*: } ;;
        *) cmd=$(sed -E 's/`trixie`//g; s/^[^`]*`([^`]*)`.*/\1/' <<<"$cell") ;;
    esac
    printf '%s: %s\n' "$root" "${cmd// FILES/}"
}

# compare FILE: every profile and language of the file's table against the judge.
compare() {
    local profile column lang want have bad=0
    for profile in leetcode local icpc codeforces; do
        column=3
        for lang in cpp c java; do
            want=$(printed "$profile" "$lang") have=$(documented "$1" "$profile" "$column")
            if [ "$want" != "$have" ]; then
                echo "$1: --like $profile $lang: expected $want, found $have"
                bad=1
            fi
            column=$((column + 1))
        done
    done
    return "$bad"
}

# local_table FILE: the local profile's table of the file ("| C++ | ... | COMMAND FILE -o program |"):
# its C, C++ and Java compile cells against --print-compile, file names left out.
local_table() {
    local title lang want have bad=0
    for title in "C:c" "C++:cpp" "Java:java"; do
        lang=${title#*:} title=${title%%:*}
        want=$(printed local "$lang")
        want=${want#*: }
        have=$(grep -m1 -F "| $title | \`" "$1" | cut -d'|' -f4 | sed -E 's/^[^`]*`([^`]*)`.*/\1/')
        have=${have// FILE/} have=${have// -o program/} have=${have// -d DIR/}
        if [ "$want" != "$have" ]; then
            echo "$1: $title under local: expected $want, found $have"
            bad=1
        fi
    done
    return "$bad"
}

check "docs/languages.md: the local profile's table says --print-compile's C, C++ and Java" \
    local_table docs/languages.md
for doc in docs/languages.md docs/zh-CN/languages.md; do
    check "$doc: the profile table's C++, C and Java command lines are --print-compile's" compare "$doc"
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sed 's/-std=gnu++20 -static/-std=gnu++20/' docs/languages.md >"$tmp/languages.md"
caught=$(compare "$tmp/languages.md")
check "the check catches a profile's flag the docs leave out (icpc's -static)" \
    test "$caught" = "$tmp/languages.md: --like icpc cpp: expected trixie: g++-14 -g -O2 -std=gnu++20 -static, found trixie: g++-14 -g -O2 -std=gnu++20"

sed 's/-encoding UTF-8 -nowarn -d DIR/-encoding UTF-8 -d DIR/' docs/languages.md >"$tmp/local.md"
caught=$(local_table "$tmp/local.md")
check "and a flag the local table leaves out (javac's -nowarn)" \
    test "$caught" = "$tmp/local.md: Java under local: expected javac -encoding UTF-8 -nowarn, found javac -encoding UTF-8"

summary docs-flags
