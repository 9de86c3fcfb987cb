#!/usr/bin/env bash
# Counts the placements each approach makes for n = FROM..TO (default 4..14) and prints the table;
# the same table goes to build/study/nodes.md as markdown.
# Usage: study/nodes.sh [FROM [TO]]      (1 <= FROM <= TO <= 15; nodes refuses larger n)
# backtracking and bitmask come from study/searches.hpp (via study/nodes.cpp); flags, mirror and
# 8-symmetry are the acm programs solutions/acm/stage2_*, stage3_*, stage5_*, built here with
# -DNQ_PLACEMENTS so that each reports `placements: N` on stderr.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$root/build/study
from=${1:-4}
to=${2:-14}

# compile: the C++ compile command, without file names, as the judge compiles solutions.
read -ra compile < <("$root/build/bin/judge" --print-compile cpp)
[ ${#compile[@]} -gt 0 ] || { echo "error: nodes: build/bin/judge --print-compile cpp failed" >&2; exit 1; }

mkdir -p "$out"
"${compile[@]}" "$root/study/nodes.cpp" -o "$out/nodes"

args=()
for spec in "flags (stage2):stage2" "mirror (stage3):stage3" "8-symmetry (stage5):stage5"; do
    label=${spec%%:*}
    stage=${spec##*:}
    src=$(find "$root/solutions/acm" -maxdepth 1 -name "${stage}_*.cpp" | sort | head -n 1)
    if [ -z "$src" ]; then
        echo "error: nodes: no solutions/acm/${stage}_*.cpp" >&2
        exit 1
    fi
    "${compile[@]}" -DNQ_PLACEMENTS "$src" -o "$out/placements_$stage"
    args+=(--acm "$label=$out/placements_$stage")
done

"$out/nodes" --from "$from" --to "$to" "${args[@]}" --markdown "$out/nodes.md"
