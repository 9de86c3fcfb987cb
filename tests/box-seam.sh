#!/usr/bin/env bash
# The box's one door: no file of the kit outside judge/box/ includes a file of the box other than
# its interface, judge/box/box.hpp; the check itself catches a file that does; and the Makefile's
# judge sources name every file of judge/, judge/box/ and judge/lang/ (judge/main.cpp aside, which
# links alone).
# Usage: tests/box-seam.sh
set -u
cd "$(dirname "$0")/.."
. tests/checks.sh

# bad_includes ROOT FILE...: prints "FILE: INCLUDE" for each #include "..." of a FILE (relative to
# ROOT) outside judge/box/ that names a box file other than box.hpp, found from the file's folder
# or from ROOT (the Makefile's -I.).
bad_includes() {
    local root=$1 file inc target
    shift
    for file in "$@"; do
        case $file in judge/box/*) continue ;; esac
        while IFS= read -r inc; do
            for target in "$(dirname "$file")/$inc" "$inc"; do
                target=$(realpath -m --relative-to="$root" "$root/$target")
                case $target in
                    judge/box/box.hpp) ;;
                    judge/box/*) [ -e "$root/$target" ] && echo "$file: $inc" ;;
                esac
            done
        done < <(sed -nE 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"([^"]+)".*/\1/p' "$root/$file")
    done | sort -u
}

mapfile -t sources < <(git ls-files --cached --others --exclude-standard '*.cpp' '*.hpp' '*.h' '*.c' '*.cc')
found=$(bad_includes . "${sources[@]}")
[ -z "$found" ] || printf 'includes the inside of the box: %s\n' "$found"
check "no file outside judge/box/ includes more of the box than box.hpp (${#sources[@]} files)" \
    test -z "$found"
check "box.hpp is there, with files behind it" test -f judge/box/box.hpp -a -f judge/box/keeper.hpp

# The check sees a file that goes round the door, and lets one that uses it pass.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/judge/box" "$tmp/tests"
touch "$tmp/judge/box/box.hpp" "$tmp/judge/box/keeper.hpp"
printf '#include "box/keeper.hpp"\n' >"$tmp/judge/inside.cpp"
printf '#include "box/box.hpp"\n#include "text.hpp"\n' >"$tmp/judge/door.cpp"
printf '#include "../judge/box/keeper.hpp"\n' >"$tmp/tests/relative.cpp"
printf '  #  include "judge/box/keeper.hpp"\n' >"$tmp/tests/root.cpp"
printf '#include "keeper.hpp"\n' >"$tmp/judge/box/plan.cpp"
caught=$(bad_includes "$tmp" judge/inside.cpp judge/door.cpp tests/relative.cpp tests/root.cpp \
    judge/box/plan.cpp)
want=$'judge/inside.cpp: box/keeper.hpp\ntests/relative.cpp: ../judge/box/keeper.hpp\ntests/root.cpp: judge/box/keeper.hpp'
check "the check catches an include of the box's inside in three spellings, and only those" \
    test "$caught" = "$want"

# The Makefile's JUDGE_LIB: every .cpp of judge/, judge/box/ and judge/lang/ but main.cpp, nothing
# else.
listed=$(printf 'show-judge-lib:\n\t@echo $(JUDGE_LIB)\n' | make -s --no-print-directory -f Makefile -f - show-judge-lib |
    tr ' ' '\n' | sort)
present=$(ls judge/*.cpp judge/box/*.cpp judge/lang/*.cpp | grep -vx judge/main.cpp | sed 's/\.cpp$//' | sort)
[ "$listed" = "$present" ] || diff <(echo "$listed") <(echo "$present")
check "the Makefile builds the judge from every file of judge/, judge/box/ and judge/lang/" \
    test "$listed" = "$present"

summary box-seam
