# Sourced by the kit's shell scripts (after tools/a000170.sh): sets A002562[n] for n = 1..23 and
# extends A000170 to n = 23, from tests/oeis.hpp. Run from the repository root.
mapfile -t A002562 < <(sed -n '/kA002562\[\] = {/,/};/{/kA002562/d;s|//.*||;p}' tests/oeis.hpp |
    tr -cs '0-9' '\n' | grep .)
mapfile -t more < <(sed -n 's/.*kA000170From21\[\] = {\(.*\)};/\1/p' tests/oeis.hpp | tr -cs '0-9' '\n' | grep .)
((${#A002562[@]} == 24 && ${#more[@]} == 3 && ${#A000170[@]} == 21)) ||
    { echo "error: cannot read A002562 and A000170 from tests/oeis.hpp" >&2; exit 1; }
A000170+=("${more[@]}")
unset more
