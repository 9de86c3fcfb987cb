#!/usr/bin/env bash
# The headers of engine/ say their cost and their tests in fixed lines: the comment block at the
# top of every engine/*.hpp (its first lines that start with //) ends with one `// Time:` line,
# one `// Space:` line and one `// Tested:` line, in that order, each of them continued on
# `//   ` lines if need be, and no line of the block is over 100 columns. The Tested line names
# test files (tests/X.cpp, tests/X.sh), each followed by the quoted names of its tests: a
# TEST_CASE of a .cpp file (its string literals joined as the compiler joins them) or the words
# of a `check` of a script; a name that ends in `...` stands for the names that start with the
# rest. Every file it names exists and holds every name quoted after it; `not directly: WHY`
# says a header has no test of its own. Each check is shown catching a header that breaks it.
# Usage: tests/engine-headers.sh
set -u
cd "$(dirname "$0")/.." || exit 1
. tests/checks.sh

# header_problems HEADER: one line for each way the header's block breaks the rule; nothing when
# it keeps it. Test files are looked up from the repository root.
header_problems() {
    local header=$1 tested ref file="" name quoted found
    awk '
        !/^\/\// { exit }
        length > 100 { printf "line %d is %d columns, over 100\n", NR, length }
        /^\/\/ Time:/ { ++time; if (state != 0) bad = 1; state = 1; next }
        /^\/\/ Space:/ { ++space; if (state != 1) bad = 1; state = 2; next }
        /^\/\/ Tested:/ { ++tested; if (state != 2) bad = 1; state = 3; next }
        state && !/^\/\/   +[^ ]/ { bad = 1 }
        END {
            if (time != 1 || space != 1 || tested != 1)
                printf "%d Time, %d Space and %d Tested lines, not one of each\n",
                    time, space, tested
            else if (bad || state != 3)
                print "Time, Space and Tested are not the last lines of the block, in that order"
        }' "$header"
    # The Tested line and its continuations, on one line.
    tested=$(awk '
        !/^\/\// { exit }
        /^\/\/ Tested:/ { on = 1 }
        on { sub(/^\/\/ *(Tested:)? */, ""); printf "%s ", $0 }' "$header")
    [ -n "$tested" ] || return 0
    if [[ ! $tested =~ tests/ && ! $tested =~ ^not\ directly: ]]; then
        echo "Tested names no test file and does not start with 'not directly:'"
    fi
    while IFS= read -r ref; do
        if [[ $ref != \"* ]]; then
            [ -n "$file" ] && [ -z "$quoted" ] && echo "Tested names no test of $file"
            file=$ref quoted=""
            [ -f "$file" ] || echo "Tested names $file, which does not exist"
            continue
        fi
        name=${ref:1:-1} quoted=1
        if [ -z "$file" ]; then
            echo "Tested quotes \"$name\" before naming its test file"
            continue
        fi
        [ -f "$file" ] || continue
        # a full name ends at its closing quote; a name cut short with ... is followed by more
        if [[ $name == *... ]]; then name=${name%...}; else name+='"'; fi
        case $file in
            *.sh) found=$(grep -F -c -- "\"$name" "$file") ;;
            *) found=$(sed -z -e 's/"[[:space:]]*\n[[:space:]]*"//g' \
                -e 's/TEST_CASE([[:space:]]*"/TEST_CASE("/g' "$file" |
                grep -F -c -- "TEST_CASE(\"$name") ;;
        esac
        [ "$found" -gt 0 ] || echo "Tested quotes ${ref}, not a test of $file"
    done < <(grep -oE 'tests/[A-Za-z0-9_./-]+\.(cpp|hpp|sh|mjs)|"[^"]*"' <<<"$tested")
    [ -n "$file" ] && [ -z "$quoted" ] && echo "Tested names no test of $file"
    return 0
}

headers=(engine/*.hpp)
for header in "${headers[@]}"; do
    problems=$(header_problems "$header")
    [ -z "$problems" ] || while IFS= read -r line; do echo "  $header: $line"; done <<<"$problems"
    check "$header: Time, Space and Tested last, each test it names found" test -z "$problems"
done
check "every header of engine/ looked at (${#headers[@]})" test "${#headers[@]}" -ge 20

# The checks see what they are for: a header that keeps the rule, then ones that break it.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
good() {
    echo '// A header of engine/.'
    echo '// Time: O(1),'
    echo '//   a question.'
    echo '// Space: O(1).'
    echo '// Tested: tests/engine_test.cpp ("addChecked: a sum over 64 bits is an overflow_error",'
    echo '//   "stop: a raised flag stops a unit part way in every engine and in the counters'\
' of ...");'
    echo '//   tests/paths.sh ("--path sse9 refused with one error line")'
    echo '#pragma once'
}
caught() {  # caught WHAT EXPECTED: the problems of $tmp/h.hpp are exactly EXPECTED
    local problems
    problems=$(header_problems "$tmp/h.hpp")
    [ "$problems" = "$2" ] || printf '  %s: %s\n' "$1" "${problems:-(nothing)}"
    [ "$problems" = "$2" ]
}
good >"$tmp/h.hpp"
check "a header that keeps the rule passes (a name cut short with ..., a script's check)" \
    caught "a good header" ""
good | sed '/^\/\/ Tested:/,/^#/{/^\/\//d}' >"$tmp/h.hpp"
check "a header without a Tested line is caught" caught "no Tested" \
    "1 Time, 1 Space and 0 Tested lines, not one of each"
good | sed 's|tests/engine_test.cpp|tests/no_such_test.cpp|' >"$tmp/h.hpp"
check "a Tested line naming a test file that does not exist is caught" caught "no file" \
    "Tested names tests/no_such_test.cpp, which does not exist"
good | sed 's|a sum over 64 bits|a sum over 65 bits|' >"$tmp/h.hpp"
check "a Tested line quoting a test case that does not exist is caught" caught "no test case" \
    'Tested quotes "addChecked: a sum over 65 bits is an overflow_error", not a test of'\
' tests/engine_test.cpp'
good | sed 's|64 bits is an overflow_error"|64 bits"|' >"$tmp/h.hpp"
check "a full name that a test's name only starts with is caught (no ... after it)" caught \
    "a part of a name" 'Tested quotes "addChecked: a sum over 64 bits", not a test of'\
' tests/engine_test.cpp'
good | sed 's|"--path sse9 refused|"--path sse10 refused|' >"$tmp/h.hpp"
check "a Tested line quoting a script's check that does not exist is caught" caught "no check" \
    'Tested quotes "--path sse10 refused with one error line", not a test of tests/paths.sh'
good | sed 's| ("--path sse9 refused with one error line")||' >"$tmp/h.hpp"
check "a test file named with no test of it quoted is caught" caught "no test named" \
    "Tested names no test of tests/paths.sh"
good | sed '2{h;d};4{p;x}' >"$tmp/h.hpp"
check "Space before Time is caught" caught "out of order" \
    "Time, Space and Tested are not the last lines of the block, in that order"
good | sed '/^\/\/   /d; s|^// Tested: .*|// Tested: not directly: by its program.|' \
    >"$tmp/h.hpp"
check "a header that says it is not tested directly passes" caught "not directly" ""
good | sed '/^\/\/   /d; s|^// Tested: .*|// Tested: by hand.|' >"$tmp/h.hpp"
check "a Tested line with no test file, not saying 'not directly:', is caught" caught "by hand" \
    "Tested names no test file and does not start with 'not directly:'"
good | sed 's|^// Space:|// Time: O(2).\n&|' >"$tmp/h.hpp"
check "two Time lines are caught" caught "two Time" \
    "2 Time, 1 Space and 1 Tested lines, not one of each"
good | sed 's|^#pragma once|// And one more line.\n&|' >"$tmp/h.hpp"
check "a line after Tested that does not continue it is caught" caught "a line after" \
    "Time, Space and Tested are not the last lines of the block, in that order"
good | sed "s|^// Time: O(1),|// Time: O(1),$(printf '%100s' '')|" >"$tmp/h.hpp"
check "a line over 100 columns is caught" caught "a long line" "line 2 is 114 columns, over 100"

summary engine-headers
