#!/usr/bin/env bash
# The code's shape: no function in judge/ (judge/box/ too), serve/, cli/ or engine/ longer than 60
# lines (universal-ctags finds them), and no include
# cycle among its files, a file and its header taken as one (package.cpp including scoring.hpp
# while scoring.cpp includes package.hpp is a cycle), and no file of judge/ outside judge/lang/
# that switches on a language (a language is its record there: judge/lang/README.md). Each check
# is shown catching a file that breaks it.
# Usage: tests/judge-shape.sh
set -u
cd "$(dirname "$0")/.."
. tests/checks.sh
limit=60

# long_functions FILE...: "FILE:LINE NAME: N lines" for each function over $limit lines, wherever
# it starts (in a namespace, a class, a header), as universal-ctags reads the C++: a function's
# definition from its first line to its last, the signature's lines counted.
long_functions() {
    ctags --sort=no --languages=C++ --language-force=C++ --kinds-C++=f --fields=+ne --output-format=json \
        -f - "$@" |
        jq -r --argjson limit "$limit" 'select(._type == "tag" and .end != null)
            | (.end - .line + 1) as $n | select($n > $limit)
            | "\(.path):\(.line) \(.name): \($n) lines"'
}

# include_loops ROOT: the files of ROOT/judge/ (and box/) as nodes, a .cpp and its .hpp one node,
# an edge for each #include "..." of another node; prints tsort's complaint when they loop.
include_loops() {
    local root=$1 file inc from to
    (
        cd "$root" || exit
        for file in judge/*.?pp judge/box/*.?pp judge/lang/*.?pp; do
            [ -e "$file" ] || continue
            from=${file%.*}
            echo "$from $from"
            while IFS= read -r inc; do
                for to in "$(dirname "$file")/$inc" "$inc"; do
                    to=$(realpath -m --relative-to=. "$to")
                    [ -e "$to" ] && [ "${to%.*}" != "$from" ] && echo "$from ${to%.*}" && break
                done
            done < <(sed -nE 's/^#[[:space:]]*include[[:space:]]*"([^"]+)".*/\1/p' "$file")
        done
    ) | tsort 2>&1 >/dev/null
}

# language_switches FILE...: the lines that tell one language from another by itself: a Lang::
# constant (the enum the records replaced), a language looked up by a literal name, or a
# language's name, title or code compared with a string.
language_switches() {
    grep -nE 'Lang::|(findLanguage|languageByCode|languageNamed)\("|(name|title|code) *[!=]= *"(c|cpp|java|python|python3|go|rust|javascript|typescript|C|C\+\+|Java|Python|Go|Rust|JavaScript|TypeScript)"' "$@"
}

mapfile -t files < <(git ls-files --cached --others --exclude-standard -- \
    'judge/*.cpp' 'judge/*.hpp' 'serve/*.cpp' 'serve/*.hpp' 'cli/*.cpp' 'cli/*.hpp' \
    'engine/*.cpp' 'engine/*.hpp')
long=$(long_functions "${files[@]}")
[ -z "$long" ] || printf '%s\n' "$long"
check "no function of judge/, serve/, cli/ or engine/ over $limit lines (${#files[@]} files)" \
    test -z "$long"
mapfile -t outside < <(git ls-files --cached --others --exclude-standard -- 'judge/*.cpp' \
    'judge/*.hpp' ':!judge/lang/*')
switches=$(language_switches "${outside[@]}")
[ -z "$switches" ] || printf '%s\n' "$switches"
check "no file of judge/ outside judge/lang/ switches on a language (${#outside[@]} files)" \
    test -z "$switches"
loops=$(include_loops .)
[ -z "$loops" ] || printf '%s\n' "$loops"
check "no include cycle in judge/ (a file and its header one node)" test -z "$loops"

# The checks see what they are for.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/judge/box"
{
    echo 'int shortOne(int a,'
    echo '             int b) {'
    echo '    return a + b;'
    echo '}'
    echo 'namespace {'
    echo 'const int kTable[] = {'
    for ((i = 0; i < 70; ++i)); do echo "    $i,"; done
    echo '};'
    echo 'struct Wide {'
    for ((i = 0; i < 70; ++i)); do echo "    int f$i;"; done
    echo '};'
    echo 'void longOne(int n,'
    echo '             int m) {  // a comment'
    for ((i = 0; i < 58; ++i)); do echo "    ++n;"; done
    echo '}'
    echo 'struct Parser {'
    echo '    bool apply(int n) {'
    for ((i = 0; i < 59; ++i)); do echo "        ++n;"; done
    echo '        return n > 0;'
    echo '    }'
    echo '};'
    echo '}  // namespace'
} >"$tmp/judge/a.cpp"
caught=$(long_functions "$tmp/judge/a.cpp" | sed "s|$tmp/||" | tr '\n' ';')
check "the length check catches a 61-line function and a 62-line method in a struct, and no table, type or shorter one" \
    test "$caught" = "judge/a.cpp:150 longOne: 61 lines;judge/a.cpp:212 apply: 62 lines;"
{
    echo '    if (l->id == Lang::Java) continue;'
    echo '    const Language* c = findLanguage("c");'
    echo '    if (s.language->name == "python") return;'
    echo '    if (language.title != "C++") return;'
    echo '    if (l->validator && joins(*l, *s.language)) return;'
} >"$tmp/judge/switch.cpp"
check "the language check catches an enum, a name looked up and two compares, and no record's field" \
    test "$(language_switches "$tmp/judge/switch.cpp" | cut -d: -f1 | tr '\n' ' ')" = "1 2 3 4 "
printf '#include "b.hpp"\n' >"$tmp/judge/a.hpp"
printf '#include "judge/a.hpp"\n' >"$tmp/judge/b.hpp"
check "the cycle check catches a.hpp -> b.hpp -> a.hpp" test -n "$(include_loops "$tmp")"
printf '#include "box/c.hpp"\n' >"$tmp/judge/b.hpp"
touch "$tmp/judge/box/c.hpp"
check "and lets a.hpp -> b.hpp -> box/c.hpp pass" test -z "$(include_loops "$tmp")"
printf '#include "../a.hpp"\n' >"$tmp/judge/box/c.cpp"
check "and catches box/c.cpp -> a.hpp -> b.hpp -> box/c.hpp (a file and its header one node)" \
    test -n "$(include_loops "$tmp")"

summary judge-shape
