#!/usr/bin/env bash
# LeetCode's environment is one table, docs/leetcode-environment.tsv: per language and item
# (version, flags, prelude, each library LeetCode names), LeetCode's value, where it is written
# and when, and the kit's value ("cannot be filled" where the kit cannot have it). The section of
# docs/languages.md and of its Chinese copy between the markers below is generated from it: this
# check generates it again and compares, and is shown catching a table that changed without its
# docs. `tests/environment.sh --write` writes the section into both.
# Ends with one line: environment: N passed, M failed.
# Usage: tests/environment.sh [--write]
set -u
cd "$(dirname "$0")/.."
. tests/checks.sh
table=docs/leetcode-environment.tsv
docs=(docs/languages.md docs/zh-CN/languages.md)
begin="<!-- leetcode-environment: generated from $table by tests/environment.sh --write -->"
end="<!-- /leetcode-environment -->"

# section TSV: the markdown of the table, its sources numbered under it.
section() {
    awk -F'\t' -v OFS='\t' -v begin="$begin" -v end="$end" '
        # A cell as text in markdown: its <, * and _ escaped.
        function plain(cell) { gsub(/</, "\\&lt;", cell); gsub(/[*_]/, "\\\\&", cell); return cell }
        NR == 1 {
            if ($0 != "language\titem\tleetcode\tsource\tdate\tkit") { print "bad header: " $0 > "/dev/stderr"; exit 1 }
            print begin
            print "| language | item | LeetCode | source, date | the kit |"
            print "|---|---|---|---|---|"
            next
        }
        NF != 6 { print "line " NR ": " NF " fields, not 6" > "/dev/stderr"; bad = 1; exit 1 }
        {
            if (!($4 in number)) { number[$4] = ++sources; named[sources] = $4 }
            for (i = 1; i <= NF; ++i) $i = plain($i)
            printf "| %s | %s | %s | [%d], %s | %s |\n", $1, $2, $3, number[$4], $5, $6
        }
        END {
            if (bad) exit 1
            print ""
            for (i = 1; i <= sources; ++i) printf "[%d] %s\n", i, named[i]
            print end
        }' "$1"
}

# written DOC: the doc's section, markers included.
written() { awk -v begin="$begin" -v end="$end" '$0 == begin { on = 1 } on { print } $0 == end { on = 0 }' "$1"; }

if [ "${1:-}" = --write ]; then
    generated=$(section "$table") || exit 1
    for doc in "${docs[@]}"; do
        grep -qxF "$begin" "$doc" || { echo "error: $doc has no line $begin" >&2; exit 2; }
        awk -v begin="$begin" -v end="$end" -v text="$generated" '
            $0 == begin { print text; skip = 1; next } $0 == end { skip = 0; next } !skip' \
            "$doc" >"$doc.tmp" && mv "$doc.tmp" "$doc"
    done
    exit 0
fi

generated=$(section "$table")
check "the table parses: six fields a row, its header" test $? = 0
for doc in "${docs[@]}"; do
    check "$doc: its LeetCode environment section is the table's" test "$(written "$doc")" = "$generated"
done
# The check catches a table changed without its docs: one cell of a copy altered.
work=$(mktemp -d /tmp/nq-environment-XXXXXX)
trap 'rm -rf "$work"' EXIT
sed '2s/\t[^\t]*$/\tsomething else/' "$table" >"$work/changed.tsv"
check "the check catches a changed cell (the kit's value of the table's first row)" \
    test "$(section "$work/changed.tsv")" != "$(written "${docs[0]}")"
printf 'C\tversion\tonly three\n' >"$work/short.tsv"
sed -i '1i language\titem\tleetcode\tsource\tdate\tkit' "$work/short.tsv"
section "$work/short.tsv" >/dev/null 2>&1
check "a row without six fields is refused" test $? != 0
summary environment
