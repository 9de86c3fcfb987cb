# Sourced by the kit's shell scripts: sets the array A000170 (A000170[n] for n = 0..23) from
# testdata/tools/a000170.txt, the one home of the table. Run from the repository root.
mapfile -t A000170 < <(tr -cd '0-9\n' <testdata/tools/a000170.txt | grep .)
((${#A000170[@]} > 20)) || { echo "error: cannot read A000170 from testdata/tools/a000170.txt" >&2; exit 1; }
