#!/usr/bin/env bash
# The tests of build/bin/nqueens and build/bin/nqueens-mpi as processes: counts and unique counts
# (A000170 and A002562 up to n = 18; --json read with jq), bad arguments, a result that cannot
# be written, checkpoints (refused, torn, killed with SIGKILL or stopped with Ctrl-C, then
# resumed), stopping on SIGINT and SIGTERM with each engine (the line said, the time bound, the
# exit status, whole units kept; a second signal), progress on a terminal and not in a pipe,
# mpirun with 1, 2 and 3 ranks (and each counting rank's work in --json), --slice K/M there as
# nqueens count's (the same parts, checkpoints that add up, bad slices refused), a killed rank
# and a stopped one, that the bundler finds a changed bundle, and the threaded programs under
# ThreadSanitizer.
# Ends with "nqueens: N passed, M failed".
# Usage (from the repository root): tests/nqueens.sh BUILD_DIR
set -u
build=${1:-build}
bin=$build/bin
nqueens=$bin/nqueens
mpi=$bin/nqueens-mpi
source tools/a000170.sh
source tests/oeis.sh
# Open MPI refuses root unless told; shared memory without the single-copy mechanism that a
# container's seccomp profile blocks; no InfiniBand probing. For this script's runs only.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_btl_vader_single_copy_mechanism=none OMPI_MCA_pml=ob1 OMPI_MCA_btl=self,vader,tcp
mpirun=(mpirun --oversubscribe --bind-to none)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
source tests/checks.sh

# run COMMAND...: runs it with stdout and stderr in $tmp/out and $tmp/err; sets rc.
run() {
    rc=0
    "$@" >"$tmp/out" 2>"$tmp/err" </dev/null || rc=$?
}
out() { cat "$tmp/out"; }
json() { jq -r ".$1 // empty" "$tmp/out" 2>/dev/null; }  # a field of the JSON object on stdout
oneError() { # exit non-zero, nothing on stdout, exactly one stderr line, starting "error:"
    [ "$rc" != 0 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l <"$tmp/err")" = 1 ] &&
        grep -q '^error: ' "$tmp/err" || { echo "  rc=$rc err: $(head -c 300 "$tmp/err")"; false; }
}
unitLines() { local c; c=$(grep -c '^unit=' "$1" 2>/dev/null); echo "${c:-0}"; }
# waitLines FILE K PID: waits until FILE has K unit lines, or PID has ended (then false).
waitLines() {
    local k
    for ((k = 0; k < 3000; k++)); do
        (($(unitLines "$1") >= $2)) && return 0
        kill -0 "$3" 2>/dev/null || return 1
        sleep 0.01
    done
    return 1
}

# The stop checks: the contract is to end within 2 s of the signal; they wait $bound s at most (a
# bound, not a measure of speed), for a loaded machine and the ThreadSanitizer build.
bound=5
# startCount CMD...: removes $cp, starts CMD in the background (output in $tmp/out, $tmp/err),
# sets pid, and returns once $cp has its header (the counting starts right after) and half a
# second more; false when CMD ended first.
startCount() {
    local k
    rm -f "$cp"
    "$@" >"$tmp/out" 2>"$tmp/err" </dev/null &
    pid=$!
    for ((k = 0; k < 6000; k++)); do
        [ -s "$cp" ] && sleep 0.5 && return 0
        kill -0 "$pid" 2>/dev/null || return 1
        sleep 0.01
    done
    return 1
}
now() { local t=${EPOCHREALTIME//[!0-9]/}; echo $((10#$t / 1000)); }  # milliseconds
# endsWithin PID SECONDS: waits until PID (a child) has ended, SECONDS at most, then kills it;
# sets took (how long, or "over SECONDS s") and rc (its exit status as the shell reports it).
endsWithin() {
    local start k
    start=$(now)
    for ((k = 0; k < $2 * 100; k++)); do
        kill -0 "$1" 2>/dev/null || break
        sleep 0.01
    done
    if kill -0 "$1" 2>/dev/null; then
        took="over $2 s"
        kill -KILL "$1"
    else
        took="$(($(now) - start)) ms"
    fi
    { wait "$1"; } 2>/dev/null
    rc=$?
}
# wholeUnits FILE: a checkpoint's header, then whole unit lines only, the last one ended.
wholeUnits() {
    [ "$(tail -c 1 "$1" | od -An -tx1 | tr -d ' ')" = 0a ] &&
        head -n 1 "$1" | grep -q '^nqueens-checkpoint version=2 ' &&
        ! tail -n +2 "$1" | grep -Evq \
            '^unit=[0-9]+ solutions=[0-9]+ placements=[0-9]+ r2=[0-9]+ r4=[0-9]+ check=[0-9a-f]{16}$'
}
said() { grep -c "^$1" "$tmp/err"; }  # the stderr lines that start with $1
# childrenOf PID: the processes whose parent is PID, one a line. Read in the shell, file by file:
# a process that ends while the list is read is passed over (awk would give up the rest, mawk at
# the first file it cannot open). The name in a stat file may hold spaces: its fields are read
# after its last ')'.
childrenOf() {
    local f line parent
    for f in /proc/[0-9]*/stat; do
        { read -r line <"$f"; } 2>/dev/null || continue
        line=${line##*) } # state ppid ...
        parent=${line#* } parent=${parent%% *}
        [ "$parent" = "$1" ] && { f=${f#/proc/} && echo "${f%/stat}"; }
    done
}
# rankPid R: the process of rank R of the mpirun $pid.
rankPid() {
    local p
    for p in $(childrenOf "$pid"); do
        grep -qz "^OMPI_COMM_WORLD_RANK=$1\$" "/proc/$p/environ" 2>/dev/null && echo "$p"
    done
}

# ---- counts ----
for threads in 1 2; do
    for ((n = 1; n <= 12; n++)); do
        run "$nqueens" count "$n" --threads "$threads"
        check "nqueens count $n --threads $threads prints A000170, then unique A002562" \
            [ "$rc" = 0 -a "$(out)" = "${A000170[$n]}"$'\n'"unique ${A002562[$n]}" -a ! -s "$tmp/err" ]
    done
done
run "$nqueens" count 13 --json --threads 2
check "--json: one object with n, count, unique, r2, r4, engine, threads, units, units_resumed, seconds" \
    [ "$(json n)" = 13 -a "$(json count)" = "${A000170[13]}" -a "$(json unique)" = "${A002562[13]}" \
    -a "$(json r2)" = 136 -a "$(json r4)" = 8 -a "$(json engine)" = sieve \
    -a "$(json threads)" = 2 -a "$(json units)" -gt 10 -a "$(json units_resumed)" = 0 \
    -a -n "$(json seconds)" -a "$(wc -l <"$tmp/out")" = 1 -a "$(jq -r type "$tmp/out")" = object ]
# n = 13..18 in full on 2 threads (n = 18: about a second), both meet-in-the-middle engines up to
# 16: the count, the unique count, and Burnside's identity between them.
for ((n = 13; n <= 18; n++)); do
    for engine in sieve halves; do
        ((n > 16)) && [ "$engine" = halves ] && continue
        run "$nqueens" count "$n" --threads 2 --engine "$engine" --json
        check "nqueens count $n --engine $engine: A000170, A002562, and 8 unique = count + r2 + 2 r4" \
            [ "$rc" = 0 -a "$(json count)" = "${A000170[$n]}" -a "$(json unique)" = "${A002562[$n]}" \
            -a "$(jq '8 * .unique == .count + .r2 + 2 * .r4' "$tmp/out")" = true ]
    done
done
run "$nqueens" engines
check "engines: one line each, the name first, the fastest (the default) first" \
    [ "$(cut -d ' ' -f 1 "$tmp/out" | tr '\n' ' ')" = "sieve halves symmetry " ]
run "$nqueens" --help
check "--help: usage on stdout, exit 0" [ "$rc" = 0 -a -n "$(grep 'nqueens count N' "$tmp/out")" ]
for args in "count 8" "count 8 --json"; do
    rc=0
    # shellcheck disable=SC2086
    "$nqueens" $args >/dev/full 2>"$tmp/err" </dev/null || rc=$?
    check "nqueens $args into a full disk: one error line, exit 1" \
        [ "$rc" = 1 -a "$(wc -l <"$tmp/err")" = 1 -a -n "$(grep '^error: cannot write' "$tmp/err")" ]
done

# ---- bad arguments ----
bad=("" "count" "count abc" "count 0" "count 33" "count -5" "count 8 --threads 0"
    "count 8 --threads" "count 8 --threads 1025" "count 8 --threads x" "count 8 --engine nope"
    "frob" "count 8 --bogus" "count 8 9" "count 8 --progress sometimes" "count 8 --json=1"
    "count 8 --threads 2 --threads 3" "count 8 --checkpoint" "engines extra" "count 8 --slice 3/3"
    "count 8 --slice 1" "count 8 --slice 0/0" "count 08" "count +8" "count 8 --threads 02"
    "count 8 --threads +2")
for args in "${bad[@]}"; do
    # shellcheck disable=SC2086
    run "$nqueens" $args
    check "nqueens $args: one error line, nothing on stdout, non-zero exit" oneError
done

# ---- checkpoints ----
# These pin the symmetry engine (292 units at n = 12: its 268 and the 2 x 12 of R2 and R4; about a
# second at n = 16 on one thread); the meet-in-the-middle engines' checkpoints are checked below.
cp=$tmp/12.ckpt
run "$nqueens" count 12 --engine symmetry --checkpoint "$cp"
check "a checkpoint: the count, a header and one line per unit" \
    [ "$(head -n 1 "$tmp/out")" = "${A000170[12]}" -a "$(unitLines "$cp")" = 292 -a -n "$(head -n 1 "$cp" |
    grep -E '^nqueens-checkpoint version=2 n=12 engine=symmetry units=292 plan=[0-9a-f]{16}$')" ]
run "$nqueens" count 12 --engine symmetry --checkpoint "$cp" --json
check "a finished checkpoint resumes every unit, the unique count too" \
    [ "$(json count)" = "${A000170[12]}" -a "$(json unique)" = "${A002562[12]}" \
    -a "$(json units_resumed)" = 292 ]
cp "$cp" "$tmp/orig"
run "$nqueens" count 13 --checkpoint "$cp"
check "a checkpoint of another n is refused" oneError
check "  and left as it was" cmp -s "$cp" "$tmp/orig"
sed '1s/version=2/version=1/' "$tmp/orig" >"$cp"
cp "$cp" "$tmp/before"
run "$nqueens" count 12 --engine symmetry --checkpoint "$cp"
check "a checkpoint of another format version (1: no r2, r4) is refused" oneError
check "  and left as it was" cmp -s "$cp" "$tmp/before"
sed '1s/engine=symmetry/engine=other/' "$tmp/orig" >"$cp"
run "$nqueens" count 12 --engine symmetry --checkpoint "$cp"
check "a checkpoint of another engine is refused" oneError
sed -E '1s/plan=[0-9a-f]/plan=x/' "$tmp/orig" >"$cp"
run "$nqueens" count 12 --engine symmetry --checkpoint "$cp"
check "a checkpoint of another numbering of the units is refused" oneError
echo "not a checkpoint" >"$cp"
run "$nqueens" count 12 --engine symmetry --checkpoint "$cp"
check "a file that is not a checkpoint is refused" oneError
# files that are not checkpoints at all: refused by what they are, never read (a FIFO would hang
# the read, /dev/zero fill the memory)
mkfifo "$tmp/fifo"
run timeout 20 "$nqueens" count 12 --engine symmetry --checkpoint "$tmp/fifo"
check "a FIFO as the checkpoint is refused at once, one line naming it" \
    eval 'oneError && grep -q "fifo is a FIFO, not a regular file" "$tmp/err"'
run timeout 20 "$nqueens" count 12 --engine symmetry --checkpoint /dev/zero
check "/dev/zero as the checkpoint is refused at once, one line naming it" \
    eval 'oneError && grep -q "/dev/zero is a character device, not a regular file" "$tmp/err"'
head -c 2000000 /dev/zero | tr '\0' x >"$tmp/big"
run timeout 20 "$nqueens" count 12 --engine symmetry --checkpoint "$tmp/big"
check "a file larger than any checkpoint of the run is refused unread" \
    eval 'oneError && grep -q "larger than a checkpoint of this run can be" "$tmp/err"'
# stdout closed before the result is written (`| head -1` that has ended): SIGPIPE ignored, the
# failed write one line and exit 1, every unit kept in the checkpoint
rm -f "$tmp/piped"
python3 -c '
import os, subprocess, sys
r, w = os.pipe()
os.close(r)
p = subprocess.run(sys.argv[2:], stdout=w, stderr=open(sys.argv[1], "w"), stdin=subprocess.DEVNULL)
print(p.returncode)' "$tmp/err" "$nqueens" count 12 --engine symmetry --checkpoint "$tmp/piped" >"$tmp/out"
check "a closed stdout: exit 1 (not SIGPIPE), one error line, the 292 units kept" \
    eval '[ "$(cat "$tmp/out")" = 1 ] && [ "$(cat "$tmp/err")" = "error: cannot write the result to stdout: Broken pipe" ] && [ "$(unitLines "$tmp/piped")" = 292 ]'
# a changed count on line 6: its check no longer matches
sed -E '6s/solutions=([0-9]*)/solutions=\19/' "$tmp/orig" >"$cp"
cp "$cp" "$tmp/before"
run "$nqueens" count 12 --engine symmetry --checkpoint "$cp"
check "a damaged line before the last is refused, naming the file and line" \
    eval 'oneError && grep -q "$cp:6:" "$tmp/err"'
check "  and the file is left as it was" cmp -s "$cp" "$tmp/before"
head -c -9 "$tmp/orig" >"$cp"  # the last line cut short, as by a crash mid-write
run "$nqueens" count 12 --engine symmetry --checkpoint "$cp" --json
check "a torn last line is dropped and its unit counted again" \
    [ "$rc" = 0 -a "$(json count)" = "${A000170[12]}" -a "$(json units_resumed)" = 291 ]
check "  saying so on stderr" grep -q 'torn last line' "$tmp/err"
check "  and the file is whole again" cmp -s "$cp" "$tmp/orig"
{ cat "$tmp/orig"; echo "unit=3 solutions=garbage"; } >"$cp"
run "$nqueens" count 12 --engine symmetry --checkpoint "$cp" --json
check "a bad last line is dropped" [ "$rc" = 0 -a "$(json units_resumed)" = 292 ]
if command -v flock >/dev/null; then
    flock "$cp" sleep 3 &
    sleep 0.3
    run "$nqueens" count 12 --engine symmetry --checkpoint "$cp"
    check "a checkpoint in use by another run is refused" oneError
    wait
fi

for engine in sieve halves; do
    cp=$tmp/$engine.ckpt
    run "$nqueens" count 14 --engine "$engine" --threads 2 --checkpoint "$cp"
    units=$(unitLines "$cp")
    head -n $((units / 2 + 1)) "$cp" >"$tmp/half"
    mv "$tmp/half" "$cp"
    run "$nqueens" count 14 --engine "$engine" --checkpoint "$cp" --json
    check "the $engine engine: half a checkpoint resumes to the exact total and unique count" \
        [ "$(json engine)" = "$engine" -a "$(json count)" = "${A000170[14]}" \
        -a "$(json unique)" = "${A002562[14]}" -a "$(json units_resumed)" = $((units / 2)) \
        -a "$(unitLines "$cp")" = "$units" ]
done
run "$nqueens" count 14 --engine halves --checkpoint "$tmp/sieve.ckpt"
check "a checkpoint of the sieve engine is refused by the halves engine (another engine)" oneError

# a job array: three slices, their checkpoints after one header make the whole count's
sum=0 halfTurns=0 unique=none
for k in 0 1 2; do
    run "$nqueens" count 12 --engine symmetry --slice "$k/3" --checkpoint "$tmp/slice$k" --json
    sum=$((sum + $(json count))) halfTurns=$((halfTurns + $(json r2)))
    [ -n "$(json unique)" ] && unique=some
done
{ head -n 1 "$tmp/slice0"; tail -q -n +2 "$tmp/slice0" "$tmp/slice1" "$tmp/slice2"; } >"$tmp/slices"
run "$nqueens" count 12 --engine symmetry --checkpoint "$tmp/slices" --json
check "--slice K/3: the slices add up (no unique of a part), their checkpoints make the whole count's" \
    [ "$sum" = "${A000170[12]}" -a "$halfTurns" = 80 -a "$unique" = none \
    -a "$(json count)" = "${A000170[12]}" -a "$(json unique)" = "${A002562[12]}" \
    -a "$(json units_resumed)" = 292 ]
run "$nqueens" count 12 --slice 0/3
check "--slice in text: the part of the count alone" [ "$(wc -l <"$tmp/out")" = 1 ]

# ---- killed, interrupted, resumed ----
# n = 16 on one thread takes about a second: the run is killed when its checkpoint has lines.
cp=$tmp/16.ckpt
"$nqueens" count 16 --engine symmetry --threads 1 --checkpoint "$cp" >"$tmp/out" 2>"$tmp/err" &
pid=$!
waitLines "$cp" 20 "$pid" && kill -KILL "$pid"
{ wait "$pid"; } 2>/dev/null
rc=$?
lines=$(unitLines "$cp")
check "SIGKILL part way (exit $rc, $lines of 892 units saved)" [ "$rc" = 137 -a "$lines" -lt 892 ]
run "$nqueens" count 16 --engine symmetry --threads 2 --checkpoint "$cp" --json
check "  resumed: the exact total, the saved units resumed" \
    [ "$(json count)" = "${A000170[16]}" -a "$(json units_resumed)" -ge "$lines" ]
rm -f "$cp"
"$nqueens" count 16 --engine symmetry --threads 1 --checkpoint "$cp" >"$tmp/out" 2>"$tmp/err" &
pid=$!
waitLines "$cp" 20 "$pid" && kill -INT "$pid"
{ wait "$pid"; } 2>/dev/null
rc=$?
check "Ctrl-C: exit 130, nothing on stdout, how to resume on stderr" \
    [ "$rc" = 130 -a ! -s "$tmp/out" -a -n "$(grep 'run the same command again' "$tmp/err")" ]
lines=$(unitLines "$cp")
run "$nqueens" count 16 --engine symmetry --checkpoint "$cp" --json
check "  resumed: the exact total" \
    [ "$(json count)" = "${A000170[16]}" -a "$(json units_resumed)" = "$lines" ]

# ---- stopped by a signal ----
# At n = 23 and 24 a unit takes seconds (the meet-in-the-middle engines) to minutes (symmetry):
# ending within the bound shows that the engines stop inside a unit.
cp=$tmp/stop.ckpt
signo() { kill -l "$1"; }
for case in "sieve 23" "halves 23" "symmetry 24"; do
    read -r engine n <<<"$case"
    for sig in INT TERM; do
        if startCount "$nqueens" count "$n" --engine "$engine" --threads 2 --checkpoint "$cp"; then
            kill -"$sig" "$pid"
            endsWithin "$pid" "$bound"
        else
            took="no count" rc=none
        fi
        check "$engine, n = $n, SIG$sig: 'stopping:' at once, ended in $took (2 s promised), exit $rc" \
            [ "$rc" = $((128 + $(signo "$sig"))) -a "$(said 'stopping: no new unit starts')" = 1 \
            -a "$(said 'interrupted: ')" = 1 -a ! -s "$tmp/out" ]
        check "  its checkpoint holds whole units only" wholeUnits "$cp"
    done
done
# A second signal while stopping: the process is held (SIGSTOP) while both arrive, so the second
# finds the first's stop under way.
if startCount "$nqueens" count 24 --threads 2 --checkpoint "$cp"; then
    kill -STOP "$pid"
    kill -INT "$pid"
    kill -TERM "$pid"
    kill -CONT "$pid"
    endsWithin "$pid" "$bound"
else
    took="no count" rc=none
fi
check "a second signal: 'stopped at once:' after 'stopping:', ended in $took, exit $rc" \
    [ \( "$rc" = 130 -o "$rc" = 143 \) -a "$(said 'stopping: no new unit starts')" = 1 \
    -a "$(said 'stopped at once: the finished units are kept in')" = 1 -a "$(said 'interrupted:')" = 0 ]
check "  its checkpoint holds whole units only" wholeUnits "$cp"
# Before the counting starts (n = 21: the sieve's tables take a second or more), at once.
rm -f "$cp"
"$nqueens" count 21 --checkpoint "$cp" >"$tmp/out" 2>"$tmp/err" </dev/null &
pid=$!
# Until nqueens itself catches SIGINT (bit 1 of SigCgt): before its exec the child is a copy of
# this shell, which catches SIGINT too and would run this script's EXIT trap (removing $tmp).
for ((k = 0; k < 500; k++)); do
    mask=$(awk '/^Name:/ { name = $2 } /^SigCgt:/ { if (name == "nqueens") print $2 }' \
        "/proc/$pid/status" 2>/dev/null)
    [ -n "$mask" ] && (((16#$mask & 2) != 0)) && break
    sleep 0.01
done
kill -INT "$pid"
endsWithin "$pid" "$bound"
check "SIGINT before the counting starts: 'stopping: at once', ended in $took, exit $rc" \
    [ "$rc" = 130 -a "$(said 'stopping: at once, no unit is being counted')" = 1 ]
# Stopped part way, the finished units kept and the dropped ones counted again: the exact total.
for case in "sieve 18" "halves 18" "symmetry 17"; do
    read -r engine n <<<"$case"
    rm -f "$cp"
    "$nqueens" count "$n" --engine "$engine" --threads 2 --checkpoint "$cp" >"$tmp/out" \
        2>"$tmp/err" </dev/null &
    pid=$!
    waitLines "$cp" 30 "$pid" && kill -TERM "$pid"
    endsWithin "$pid" "$bound"
    stopped=$rc lines=$(unitLines "$cp")
    run "$nqueens" count "$n" --engine "$engine" --checkpoint "$cp" --json
    check "$engine, n = $n: SIGTERM part way (exit $stopped, $lines units kept), resumed: A000170" \
        [ "$stopped" = 143 -a "$lines" -ge 30 -a "$(json count)" = "${A000170[$n]}" \
        -a "$(json unique)" = "${A002562[$n]}" -a "$(json units_resumed)" = "$lines" ]
done

# ---- progress ----
run "$nqueens" count 13 --threads 1
check "no progress in a pipe" [ ! -s "$tmp/err" -a "$(head -n 1 "$tmp/out")" = "${A000170[13]}" ]
run "$nqueens" count 13 --threads 1 --progress plain
check "--progress plain in a pipe: progress lines on stderr" \
    grep -Eq '^progress: 100.0%  units ([0-9]+)/\1 .*left 0:00$' "$tmp/err"
if command -v script >/dev/null; then
    run script -qec "$nqueens count 13 --threads 1" /dev/null
    check "progress on a terminal" grep -Eq '100.0%  units ([0-9]+)/\1 ' "$tmp/out"
    run script -qec "$nqueens count 13 --threads 1 --progress off" /dev/null
    check "  but not with --progress off" \
        [ "$(tr -d '\r' <"$tmp/out")" = "${A000170[13]}"$'\n'"unique ${A002562[13]}" ]
else
    check "script (util-linux) is there for the terminal test" false
fi

# ---- Open MPI ----
# work RANKS: the JSON's "work" names the counting ranks RANKS (a jq array), their units add up
# to the run's, each has busy and CPU seconds, the sum of the busy ones above 0, and the idle
# tails are 0 for the rank that finished last and at least 0 for the others.
work() {
    jq -e --argjson ranks "$1" '[.work[].rank] == $ranks
        and ([.work[].units] | add) == .units - .units_resumed
        and all(.work[]; .busy_seconds >= 0 and .cpu_seconds >= 0 and .idle_tail_seconds >= 0)
        and ([.work[].busy_seconds] | add) > 0 and ([.work[].idle_tail_seconds] | min) == 0' \
        "$tmp/out" >/dev/null || { echo "  work: $(jq -c .work "$tmp/out" 2>&1 | head -c 300)"; false; }
}
for np in 1 2 3; do
    run "${mpirun[@]}" -np "$np" "$mpi" count 16 --json
    check "mpirun -np $np: the count and the unique count" \
        [ "$rc" = 0 -a "$(json count)" = "${A000170[16]}" -a "$(json unique)" = "${A002562[16]}" \
        -a "$(json ranks)" = "$np" ]
    counting=$( ((np == 1)) && echo "[0]" || seq -s , 1 $((np - 1)) | sed 's/.*/[&]/')
    check "  its work: each counting rank $counting, its units, busy and CPU seconds, idle tail" \
        work "$counting"
done
run "${mpirun[@]}" -np 2 "$mpi" count abc
check "nqueens-mpi with a bad argument: one error line, nothing on stdout" \
    [ "$rc" != 0 -a ! -s "$tmp/out" -a "$(grep -c '^error:' "$tmp/err")" = 1 ]
# --slice K/M: the units of nqueens count's slice, the same part of the count; the slices add up
# and their checkpoints, put after one header, make the whole count's
sum=0
for k in 0 1 2; do
    run "$nqueens" count 13 --slice "$k/3" --json
    want=$(jq -c '[.count, .r2, .r4, .units, .slice]' "$tmp/out")
    run "${mpirun[@]}" -np 3 "$mpi" count 13 --slice "$k/3" --checkpoint "$tmp/mpislice$k" --json
    got=$(jq -c '[.count, .r2, .r4, .units, .slice]' "$tmp/out")
    check "nqueens-mpi --slice $k/3: nqueens count's part $want, no unique count" \
        [ "$rc" = 0 -a "$got" = "$want" -a -z "$(json unique)" -a "$(unitLines "$tmp/mpislice$k")" = "$(json units)" ]
    sum=$((sum + $(json count))) part=$(json count)
done
cp "$tmp/mpislice2" "$tmp/before"
run "${mpirun[@]}" -np 2 "$mpi" count 13 --slice 2/3 --checkpoint "$tmp/mpislice2"
check "  slice 2/3 again on its checkpoint: its part alone ($part), one line, nothing counted anew" \
    eval '[ "$rc" = 0 -a "$(out)" = "$part" ] && cmp -s "$tmp/mpislice2" "$tmp/before"'
{ head -n 1 "$tmp/mpislice0"; tail -q -n +2 "$tmp/mpislice0" "$tmp/mpislice1" "$tmp/mpislice2"; } >"$tmp/mpislices"
run "$nqueens" count 13 --checkpoint "$tmp/mpislices" --json
check "  the slices add up to A000170 ($sum); their checkpoints make the whole count's" \
    [ "$sum" = "${A000170[13]}" -a "$(json count)" = "${A000170[13]}" \
    -a "$(json unique)" = "${A002562[13]}" -a "$(json units_resumed)" = "$(json units)" ]
for args in "--slice 3/3" "--slice 1" "--slice 0/0" "--slice x/2" "--slice 01/3" "--slice 1/3 --slice 2/3"; do
    # shellcheck disable=SC2086
    run "${mpirun[@]}" -np 2 "$mpi" count 13 $args
    check "nqueens-mpi count 13 $args: one error line, nothing on stdout, non-zero exit" \
        [ "$rc" != 0 -a ! -s "$tmp/out" -a "$(grep -c '^error:' "$tmp/err")" = 1 ]
done
cp=$tmp/mpi12.ckpt
head -n 101 "$tmp/orig" >"$cp"  # a run of nqueens count 12 that stopped after 100 units
run "${mpirun[@]}" -np 3 "$mpi" count 12 --engine symmetry --checkpoint "$cp" --json
check "nqueens-mpi resumes a checkpoint of nqueens count" \
    [ "$(json count)" = "${A000170[12]}" -a "$(json units_resumed)" = 100 ]
run "$nqueens" count 12 --engine symmetry --checkpoint "$cp" --json
check "  and nqueens count resumes the whole of it" [ "$(json units_resumed)" = 292 ]
cp "$cp" "$tmp/before"
run "${mpirun[@]}" -np 2 "$mpi" count 11 --engine symmetry --checkpoint "$cp"
check "nqueens-mpi refuses a checkpoint of another n, leaving it as it was" \
    eval '[ "$rc" != 0 -a ! -s "$tmp/out" ] && grep -q "^error: checkpoint" "$tmp/err" &&
        cmp -s "$cp" "$tmp/before"'
cp=$tmp/mpi16.ckpt
"${mpirun[@]}" -np 3 "$mpi" count 16 --engine symmetry --checkpoint "$cp" >"$tmp/out" 2>"$tmp/err" &
pid=$!
ranks=()
if waitLines "$cp" 10 "$pid"; then
    read -r -a ranks <<<"$(rankPid 0) $(rankPid 1) $(rankPid 2)"
    victim=$(rankPid 1)
    [ -n "${victim:-}" ] && kill -KILL "$victim"
fi
for ((k = 0; k < 300; k++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$pid" 2>/dev/null && kill -KILL "$pid"
{ wait "$pid"; } 2>/dev/null
rc=$?
left=0
for p in "${ranks[@]}"; do  # a zombie has ended (its reaper may be a container's init)
    state=$(cut -d ' ' -f 3 "/proc/$p/stat" 2>/dev/null)
    [ -n "$state" ] && [ "$state" != Z ] && left=$((left + 1))
done
lines=$(unitLines "$cp")
what="(exit $rc; ${#ranks[@]} ranks seen, $left left; $lines units saved)"
check "a rank killed with SIGKILL: mpirun ends, no rank left $what" \
    [ "$rc" != 0 -a "${#ranks[@]}" = 3 -a "$left" = 0 -a "$lines" -lt 892 ]
run "${mpirun[@]}" -np 3 "$mpi" count 16 --engine symmetry --checkpoint "$cp" --json
check "  resumed: the exact total, the saved units resumed" \
    [ "$(json count)" = "${A000170[16]}" -a "$(json units_resumed)" -ge "$lines" ]

# Stopped by a signal at a worker rank, at rank 0, and at mpirun (Ctrl-C there: Open MPI sends
# each rank SIGCONT, then SIGTERM a second later, then SIGKILL): the rank asked says
# 'stopping:', every rank ends, rank 0 says what it kept. (mpirun itself takes a second or two
# more after a rank's non-zero exit.)
# ranksCounting: waits (30 s at most) until ranks 1 and 2 of the mpirun $pid count, each on a
# thread of its own that rank 0 does not have (a rank signalled before it counts ends at once,
# as the contract says, and rank 0 never says 'interrupted:'); the checkpoint's header comes
# before that, and a rank slowed by a loaded machine may not be there half a second later.
# threadsOf PID: its number of threads (Threads: in its status).
threadsOf() { sed -n 's/^Threads:[[:space:]]*//p' "/proc/$1/status" 2>/dev/null; }
ranksCounting() {
    local k r0 r1 r2
    for ((k = 0; k < 3000; k++)); do
        r0=$(rankPid 0) r1=$(rankPid 1) r2=$(rankPid 2)
        if [ -n "$r0" ] && [ -n "$r1" ] && [ -n "$r2" ]; then
            [ "$(threadsOf "$r1")" -gt "$(threadsOf "$r0")" ] &&
                [ "$(threadsOf "$r2")" -gt "$(threadsOf "$r0")" ] && return 0
        fi
        kill -0 "$pid" 2>/dev/null || return 1
        sleep 0.01
    done
    return 1
}
cp=$tmp/mpistop.ckpt
for case in "1 INT 1" "0 TERM 1" "mpirun INT 3"; do
    read -r target sig saying <<<"$case"
    ranks=()
    if startCount "${mpirun[@]}" -np 3 "$mpi" count 23 --engine symmetry --checkpoint "$cp" &&
        ranksCounting; then
        read -r -a ranks <<<"$(rankPid 0) $(rankPid 1) $(rankPid 2)"
        victim=$pid
        [ "$target" = mpirun ] || victim=$(rankPid "$target")
        kill -"$sig" "$victim"
        endsWithin "$pid" "$bound"
    else
        took="no count" rc=0
    fi
    left=0
    for p in "${ranks[@]}"; do
        state=$(cut -d ' ' -f 3 "/proc/$p/stat" 2>/dev/null)
        [ -n "$state" ] && [ "$state" != Z ] && left=$((left + 1))
    done
    want=$((128 + $(signo "$sig")))
    [ "$target" = mpirun ] && want=$rc  # mpirun's own status for a job it ended
    stopping=$(said 'stopping: rank [0-9]: no new unit starts') interrupted=$(said 'interrupted: ')
    check "nqueens-mpi, SIG$sig at $target: $saying 'stopping:' (found $stopping), 1 'interrupted:' (found $interrupted), every rank ended (${#ranks[@]} seen, $left left), mpirun in $took, exit $rc" \
        [ "$rc" != 0 -a "$rc" = "$want" -a "${#ranks[@]}" = 3 -a "$left" = 0 \
        -a "$stopping" = "$saying" -a "$interrupted" = 1 ]
    check "  its checkpoint holds whole units only" wholeUnits "$cp"
done
cp=$tmp/mpi16.ckpt
rm -f "$cp"
"${mpirun[@]}" -np 3 "$mpi" count 16 --engine symmetry --checkpoint "$cp" >"$tmp/out" 2>"$tmp/err" &
pid=$!
waitLines "$cp" 10 "$pid" && kill -INT "$(rankPid 2)"
endsWithin "$pid" "$bound"
stopped=$rc lines=$(unitLines "$cp")
run "${mpirun[@]}" -np 3 "$mpi" count 16 --engine symmetry --checkpoint "$cp" --json
check "nqueens-mpi: SIGINT at rank 2 part way (exit $stopped, $lines units kept), resumed: A000170" \
    [ "$stopped" = 130 -a "$lines" -ge 10 -a "$(json count)" = "${A000170[16]}" \
    -a "$(json units_resumed)" = "$lines" ]

# ---- bundles (run.sh checks the checked-in ones) ----
mkdir -p "$tmp/kit/solutions/acm"
cp -r engine "$tmp/kit/"
cp solutions/acm/stage5_symmetry.cpp "$tmp/kit/solutions/acm/"
echo "// changed by hand" >>"$tmp/kit/solutions/acm/stage5_symmetry.cpp"
(cd "$tmp/kit" && "$OLDPWD/$bin/bundle" --check engine/programs/stage5_symmetry.cpp) \
    >"$tmp/out" 2>&1
check "a bundle changed by hand is found, naming it" \
    grep -q 'error: solutions/acm/stage5_symmetry.cpp differs' "$tmp/out"
# A statement broken over lines comes on one line; a macro's lines and a directive's stay as
# they are (a macro's last line joined to the code after it would not compile).
cat >"$tmp/kit/engine/joined.hpp" <<'EOF'
// A library file for the bundler's test.
#pragma once
#define TWICE(x) \
    ((x) +       \
     (x))
inline int sumOf(int a,
                 int b) {  // a comment
    return a +
           b;
}
#if 1
inline int one() { return 1; }
#endif
#ifndef NQ_ONE_FILE
inline int kitOnly() { return 7; }
#if 1
inline int nested() { return 8; }
#endif
#else
inline int kitOnly() { return 0; }
#endif
EOF
printf '#include "engine/joined.hpp"\nint main() { return sumOf(TWICE(1), one()) - 3 + kitOnly(); }\n' \
    >"$tmp/kit/engine/programs/joined.cpp"
(cd "$tmp/kit" && "$OLDPWD/$bin/bundle" engine/programs/joined.cpp) >"$tmp/out" 2>&1
joined=$tmp/kit/solutions/acm/joined.cpp
rc=0
g++ -std=c++17 "$joined" -o "$tmp/joined" 2>"$tmp/err" && "$tmp/joined" || rc=$?
check "the bundler puts a broken statement on one line, and leaves a macro's lines: it compiles" \
    [ "$rc" = 0 -a "$(grep -cx 'inline int sumOf(int a, int b) {' "$joined")" = 1 \
    -a "$(grep -cx ' return a + b;' "$joined")" = 1 -a "$(grep -cx ' (x))' "$joined")" = 1 ]
check "  an #ifndef NQ_ONE_FILE block is left out, nested #if and all, its #else part kept bare" \
    [ "$rc" = 0 -a -z "$(grep -e 'return 7' -e nested -e NQ_ONE_FILE -e '#else' "$joined")" \
    -a "$(grep -cx 'inline int kitOnly() { return 0; }' "$joined")" = 1 -a "$(grep -c '#endif' "$joined")" = 1 ]
printf '#ifndef NQ_ONE_FILE\ninline int open() { return 0; }\n' >"$tmp/kit/engine/open.hpp"
printf '#include "engine/open.hpp"\nint main() { return 0; }\n' >"$tmp/kit/engine/programs/open.cpp"
rc=0
(cd "$tmp/kit" && "$OLDPWD/$bin/bundle" engine/programs/open.cpp) >"$tmp/out" 2>&1 || rc=$?
check "  one left open: an error naming the file, nothing written (exit $rc)" \
    [ "$rc" != 0 -a "$(grep -c 'engine/open.hpp: an #ifndef NQ_ONE_FILE without its #endif' "$tmp/out")" = 1 \
    -a ! -e "$tmp/kit/solutions/acm/open.cpp" ]

# ---- ThreadSanitizer ----
tsan=$build/tsan/bin
run "$tsan/nqueens" count 12 --threads 3 --progress plain --checkpoint "$tmp/tsan.ckpt"
check "ThreadSanitizer: nqueens count on 3 threads with a checkpoint and progress" \
    [ "$rc" = 0 -a "$(head -n 1 "$tmp/out")" = "${A000170[12]}" -a -z "$(grep ThreadSanitizer "$tmp/err")" ]
cp=$tmp/tsan-stop.ckpt
if startCount "$tsan/nqueens" count 24 --threads 3 --checkpoint "$cp"; then
    kill -INT "$pid"
    endsWithin "$pid" "$bound"
else
    took="no count" rc=none
fi
check "ThreadSanitizer: nqueens count 24 on 3 threads, SIGINT: stopped in $took, exit $rc" \
    [ "$rc" = 130 -a "$(said 'stopping: no new unit starts')" = 1 -a -z "$(grep ThreadSanitizer "$tmp/err")" ]
echo 11 >"$tmp/in"
rc=0
NQ_THREADS=3 "$tsan/stage6_parallel" <"$tmp/in" >"$tmp/out" 2>"$tmp/err" || rc=$?
check "ThreadSanitizer: stage 6 on 3 threads" \
    [ "$rc" = 0 -a "$(head -n 1 "$tmp/out")" = "${A000170[11]}" -a ! -s "$tmp/err" ]

summary nqueens
