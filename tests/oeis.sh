# Sourced by the kit's shell scripts (after tools/a000170.sh): sets A002562[n] for n = 1..23 from
# tests/oeis.hpp. Run from the repository root.
mapfile -t A002562 < <(sed -n '/kA002562\[\] = {/,/};/{/kA002562/d;s|//.*||;p}' tests/oeis.hpp |
    tr -cs '0-9' '\n' | grep .)
((${#A002562[@]} == 24 && ${#A000170[@]} == 24)) ||
    { echo "error: cannot read A002562 from tests/oeis.hpp and A000170 from testdata/tools/a000170.txt" >&2; exit 1; }
