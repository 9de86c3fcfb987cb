# Sourced by the kit's shell scripts: sets the array A000170 (A000170[n] for n = 0..20) from
# testdata/tools/a000170.hpp, the one home of the table. Run from the repository root.
mapfile -t A000170 < <(sed -n '/kA000170\[\] = {/,/};/{/kA000170/d;s|//.*||;p}' testdata/tools/a000170.hpp |
    tr -cs '0-9' '\n' | grep .)
((${#A000170[@]} > 12)) || { echo "error: cannot read A000170 from testdata/tools/a000170.hpp" >&2; exit 1; }
