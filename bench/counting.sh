#!/usr/bin/env bash
# The figures of docs/counting.md: nqueens count on 1 and 2 threads, with and without a checkpoint,
# and nqueens-mpi on 1, 2 and 3 ranks, each the median of RUNS runs (wall-clock and CPU seconds).
# Usage (from the repository root, after make and make mpi): bench/counting.sh [N [RUNS]]
#   ENGINE=NAME in the environment picks the engine (default: nqueens's default for N).
set -euo pipefail
export LC_ALL=C
TIMEFORMAT='%R %U %S'  # bash's time: wall, user and system seconds
N=${1:-17} RUNS=${2:-3}
# Open MPI refuses root unless told (and see tests/nqueens.sh); for this script's runs only.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_btl_vader_single_copy_mechanism=none OMPI_MCA_pml=ob1 OMPI_MCA_btl=self,vader,tcp
source tools/a000170.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "n = $N, median of $RUNS runs; $(nproc) cores, load average $(cut -d ' ' -f 1-3 /proc/loadavg)"
printf '%-84s %8s %8s\n' command wall_s cpu_s
# measure COMMAND...: runs it RUNS times (a fresh checkpoint each time), prints the medians.
measure() {
    local walls=() cpus=() k
    for ((k = 0; k < RUNS; k++)); do
        rm -f "$tmp/ckpt"
        { time "$@" >"$tmp/out" 2>/dev/null; } 2>"$tmp/time"
        [ "$(sed -nE 's/.*"count": *([0-9]+).*/\1/p;t;/^[0-9]+$/p' "$tmp/out")" = "${A000170[$N]}" ] ||
            { echo "error: $* printed $(head -c 200 "$tmp/out")" >&2; exit 1; }
        read -r wall user sys <"$tmp/time"
        walls+=("$wall") cpus+=("$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')")
    done
    median() { printf '%s\n' "$@" | sort -g | awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }'; }
    printf '%-84s %8.2f %8.2f\n' "${*/$tmp\//}" "$(median "${walls[@]}")" "$(median "${cpus[@]}")"
}
nq=build/bin/nqueens
engine=(${ENGINE:+--engine "$ENGINE"})
measure "$nq" count "$N" "${engine[@]}" --threads 1
measure "$nq" count "$N" "${engine[@]}" --threads 2
measure "$nq" count "$N" "${engine[@]}" --threads 1 --checkpoint "$tmp/ckpt"
measure "$nq" count "$N" "${engine[@]}" --threads 2 --checkpoint "$tmp/ckpt"
for np in 1 2 3; do
    measure mpirun --oversubscribe --bind-to none -np "$np" build/bin/nqueens-mpi count "$N" "${engine[@]}" --json
done
measure mpirun --oversubscribe --bind-to none -np 3 build/bin/nqueens-mpi count "$N" "${engine[@]}" --checkpoint "$tmp/ckpt"
