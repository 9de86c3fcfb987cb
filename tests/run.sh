#!/usr/bin/env bash
# The runner of `make test`. The suites are the rows of tests/suites.txt; make runs each as a target
# of its own (BUILD/tests/ID.done), as soon as what it needs is built and as many at once as the
# machine has cores, and this script does the rest:
#   tests/run.sh rules                 the make rules of the suites (the Makefile includes them)
#   tests/run.sh one ID BUILD          runs suite ID from the checkout: its output kept in
#                                      BUILD/tests/ID.log and shown whole when it ends, with its
#                                      time; its counts, seconds and CPU seconds in
#                                      BUILD/tests/ID.done (a failed suite's file is dated 1970,
#                                      so make runs it again next time)
#   tests/run.sh summary BUILD [ID...] each suite's time, CPU time and counts (those make did not
#                                      run again, as nothing they depend on changed since they
#                                      passed, said so), the sums, the wall, the slowest five, and
#                                      one last line:
#                                      tests: N passed, M failed (", K skipped" after it when a suite
#                                      skipped checks it could not run here, each named before it)
#   tests/run.sh list                  the suites' ids and titles
#   tests/run.sh reads ID BUILD        runs suite ID under strace and names the checkout's files
#                                      it touched that its READS leave out (how a row that leaves
#                                      a folder out is checked)
# A suite's counts are read from the summary line it ends with: doctest's "[doctest] test cases:
# 70 | 70 passed | 0 failed" or ours, "judge: 150 passed, 0 failed" with ", 2 skipped" after it
# (tests/checks.sh); a suite that ends without one (a crash) counts as one failure, and so does one
# that exits non-zero after reporting no failure.
set -u
kit=$(cd "$(dirname "$0")/.." && pwd)
table=$kit/tests/suites.txt

# rows: the table, one suite a line, its six fields trimmed and separated by \037 (a field may be
# empty: a tab would run into the next).
rows() {
    awk -F'|' -v OFS='\037' '/^[[:space:]]*(#|$)/ { next }
        { command = $6; for (i = 7; i <= NF; ++i) command = command "|" $i
          $6 = command; NF = 6
          for (i = 1; i <= 6; ++i) gsub(/^[[:space:]]+|[[:space:]]+$/, "", $i)
          print }' "$table"
}

rules() {
    local id needs reads share title command files after
    while IFS=$'\037' read -r id needs reads share title command; do
        files='$(KIT_FILES)'
        [ "$reads" = "*" ] || files="\$(call kit_files,$reads)"
        echo "TEST_SUITES += $id"
        [ "$share" = alone ] && echo "TEST_ALONE += $id"
        after='$$(ALONE_FIRST)'  # a shared suite starts after the alone ones (secondary expansion)
        [ "$share" = alone ] && after=
        echo "\$(B)/tests/$id.done: \$(call built,$needs) $files tests/suites.txt tests/run.sh | \$(call ordered,$needs) $after"
        printf '\t+@tests/run.sh one %s $(B)\n' "$id"
    done < <(rows)
}

# counts LOG STATUS: "passed failed skipped" from the suite's summary line and exit status.
counts() {
    local p f k
    read -r p f k < <(sed -nE 's/.*test cases: *[0-9]+ \| *([0-9]+) passed \| *([0-9]+) failed.*/\1 \2 0/p; s/^[a-z][a-z-]*: ([0-9]+) passed, ([0-9]+) failed(, ([0-9]+) skipped)?$/\1 \2 0\4/p' "$1" | tail -n 1)
    if [ -z "$p" ]; then
        echo "no summary (exit $2): counted as one failure" >>"$1"
        p=0 f=1
    elif [ "$2" != 0 ] && [ "$f" = 0 ]; then
        echo "exit $2 after reporting no failure: counted as one failure" >>"$1"
        f=1
    fi
    echo "$p $f $((10#${k:-0}))"
}

# The scheduler, in two halves. make runs the builds, as many at once as the machine has cores,
# and starts each suite once what it needs is built. A suite's recipe is marked + (it holds make's
# jobserver): it hands its job slot back to make while it runs, so the builds go on beside it, and
# takes a suite slot instead (BUILD/tests/.slotN): as many suites run at once as there are cores,
# and an alone suite takes every slot. The suites that wait queue in the table's order (each a
# file BUILD/tests/.wait.RANK): only the first tries for a slot, so the longest suites, at the top
# of the table, go first whenever they are ready, and an alone one is not passed over.
cores=$(nproc 2>/dev/null || echo 2)
# Suites at once: as many as the cores (make test SLOTS=N sets it; SLOTS=1: one at a time). One
# more was tried: every suite ran slower and a program pinned to TLE on CPU time got it on wall
# time, with a fifth of a core (docs/judging.md).
slots=${SLOTS:-$cores}

# try_slots DIR SHARE: takes the suite's slot(s) if free now, into held[] (descriptors, which the
# suite's own processes do not inherit); all or none.
held=()
try_slots() {
    local i fd
    for ((i = 0; i < slots; ++i)); do
        exec {fd}>"$1/.slot$i"
        if flock -n "$fd"; then
            held+=("$fd")
            [ "$2" = alone ] || return 0
        else
            exec {fd}>&-
            [ "$2" = alone ] && break
        fi
    done
    [ "$2" = alone ] && [ ${#held[@]} = "$slots" ] && return 0
    release_slots
    return 1
}

# take_slots DIR SHARE RANK: waits in the queue, then for the slot(s).
take_slots() {
    local ticket queue nap pid
    printf -v ticket '%s/.wait.%03d' "$1" "$3"
    echo $$ >"$ticket"
    [ -p "$1/.nap" ] || mkfifo "$1/.nap" 2>/dev/null
    exec {nap}<>"$1/.nap"  # read -t on it: a sleep that starts no process
    while :; do
        queue=("$1"/.wait.*)
        if [ "${queue[0]}" = "$ticket" ]; then
            try_slots "$1" "$2" && break
        elif read -r pid <"${queue[0]}" 2>/dev/null && ! kill -0 "$pid" 2>/dev/null; then
            rm -f "${queue[0]}"  # left by a run that was killed while it waited
            continue
        fi
        read -rt 0.2 -u "$nap" _
    done
    exec {nap}>&-
    rm -f "$ticket"
}
release_slots() {
    local fd
    for fd in "${held[@]}"; do exec {fd}>&-; done
    held=()
}

# make's jobserver, when this runs under it: its two descriptors (--jobserver-auth=R,W).
jobserver() {
    local auth=${MAKEFLAGS:-}
    [[ $auth == *--jobserver-auth=* ]] || return 1
    auth=${auth##*--jobserver-auth=} auth=${auth%% *}
    jr=${auth%,*} jw=${auth#*,}
    [[ $jr =~ ^[0-9]+$ && $jw =~ ^[0-9]+$ ]] && [ -e /proc/self/fd/"$jr" ] && [ -e /proc/self/fd/"$jw" ]
}
give_back_job() { jobserver && printf + >&"$jw"; }
# Taken again with a blocking read on a descriptor of its own (make's is non-blocking, and a loop
# that polled it lost every race to make while builds were queued: the hostile corpus, done,
# waited minutes for its slot, and every suite waited behind it).
take_job_again() {
    local fd
    jobserver || return 0
    exec {fd}</proc/self/fd/"$jr" && read -r -N 1 -u "$fd" _
    exec {fd}<&-
}

# row_of ID: suite ID's place in the table and its fields, into the caller's rank, id, needs,
# reads, share, title and command; an unknown ID is one error line and exit 2.
row_of() {
    local row
    row=$(rows | awk -F'\037' -v OFS='\037' -v id="$1" '$1 == id { print NR, $0 }')
    [ -n "$row" ] || { echo "error: no suite $1 in tests/suites.txt" >&2; exit 2; }
    IFS=$'\037' read -r rank id needs reads share title command <<<"$row"
}

# children_cpu: the CPU seconds (user + system) of this shell's children that have ended and been
# waited for (/proc's cutime and cstime, in clock ticks): a suite's every process, the programs its
# judges ran included, when called right after it.
children_cpu() {
    local stat ticks
    stat=$(cat "/proc/$$/stat" 2>/dev/null) || { echo -; return; }
    ticks=$(getconf CLK_TCK 2>/dev/null || echo 100)
    # the fields after the command's closing parenthesis: cutime and cstime are the 14th and 15th
    awk -v t="$ticks" '{ sub(/.*\) /, ""); printf "%d\n", ($14 + $15) / t + 0.5 }' <<<"$stat"
}

one() {
    local want=$1 build=$2 rank id needs reads share title command log start status p f k seconds
    local cpu
    row_of "$want"
    mkdir -p "$build/tests"
    log=$build/tests/$id.log
    give_back_job
    take_slots "$build/tests" "$share" "$rank"
    start=$(date +%s%N)
    (release_slots && cd "$kit" && B=$build JOBS=$cores exec bash -c "$command") </dev/null >"$log" 2>&1
    status=$?
    seconds=$((($(date +%s%N) - start) / 1000000000))
    cpu=$(children_cpu)
    release_slots
    take_job_again
    read -r p f k < <(counts "$log" "$status")
    printf '%s %s %s %s %s %s %s\n%s\n' "$p" "$f" "$k" "$seconds" "$(date +%s)" "$((start / 1000000000))" "$cpu" "$title" >"$build/tests/$id.done"
    [ "$f" = 0 ] || touch -d @0 "$build/tests/$id.done"
    {
        flock 7
        echo "== $title"
        cat "$log"
        echo "-- $title: $seconds s"
    } 7>"$build/tests/.print"
}

# reads ID BUILD: runs suite ID under strace and names every file of the checkout it touched
# (opened, tested, executed) that its READS leave out; exit 1 when there is one. How a row that
# narrows READS is checked (needs strace).
reads() {
    local want=$1 build=$2 rank id needs reads share title command trace kept missed
    row_of "$want"
    command -v strace >/dev/null || { echo "error: strace is missing; run: apt-get install strace" >&2; exit 2; }
    trace=$(mktemp)
    (cd "$kit" && B=$build JOBS=$cores strace -f -qq -e trace=%file,execve -o "$trace" bash -c "$command") </dev/null >/dev/null 2>&1
    kept=$(mktemp)
    if [ "$reads" = "*" ]; then tools_files >"$kept"; else tools_files $reads >"$kept"; fi
    missed=$(grep -oE '"[^"]*"' "$trace" | tr -d '"' | sed "s|^$kit/||" | sort -u |
        grep -Fxf <(tools_files) | grep -vFxf "$kept")
    rm -f "$trace" "$kept"
    [ -z "$missed" ] && { echo "$id reads nothing its READS ($reads) leave out"; return 0; }
    echo "$id reads files its READS ($reads) leave out:"
    echo "$missed"
    return 1
}
tools_files() { "$kit/tools/files.sh" "$@"; }

summary() {
    local build=$1 id p f k seconds at began cpu title passed=0 failed=0 skipped=0 sum=0 again=0
    local cpus=0 why from
    local since=${NQ_TEST_START:-0} failing=() skips=() times=()
    shift
    [ $# -gt 0 ] || set -- $(rows | cut -d $'\037' -f1)
    echo
    echo "make test: each suite's seconds, its CPU seconds (every process it ran), and when it began"
    echo "after make test did (* not run again: nothing it depends on changed since it passed)"
    for id in "$@"; do
        if [ ! -f "$build/tests/$id.done" ]; then
            failing+=("$id: not run")
            failed=$((failed + 1))
            continue
        fi
        { read -r p f k seconds at began cpu; IFS= read -r title; } <"$build/tests/$id.done"
        mark=' ' from="+$((began - since)) s"
        [ "$at" -ge "$since" ] || { mark='*' from=; again=$((again + 1)); }
        printf '%6s s %6s cpu %9s %s %s\n' "$seconds" "${cpu:--}" "$from" "$mark" "$title"
        times+=("$seconds $title")
        passed=$((passed + p)) failed=$((failed + f)) skipped=$((skipped + k)) sum=$((sum + seconds))
        [[ "${cpu:-}" =~ ^[0-9]+$ ]] && cpus=$((cpus + cpu))
        [ "$f" = 0 ] || failing+=("$title: $f failed (log: $build/tests/$id.log)")
        while IFS= read -r why; do skips+=("$title: $why"); done < <(sed -n 's/^skipped: //p' "$build/tests/$id.log" 2>/dev/null)
    done
    echo "the slowest five:"
    printf '%s\n' "${times[@]}" | sort -rn | head -n 5 | awk '{ printf "%6s s   ", $1; $1 = ""; print substr($0, 2) }'
    echo "$# suites ($again not run again), their times add up to $sum s and their CPU to $cpus s;" \
        "make test took $(($(date +%s) - since)) s of wall time, builds included"
    for why in "${skips[@]}"; do echo "skipped: $why"; done
    for why in "${failing[@]}"; do echo "failed: $why"; done
    if [ "$skipped" -gt 0 ]; then
        echo "tests: $passed passed, $failed failed, $skipped skipped"
    else
        echo "tests: $passed passed, $failed failed"
    fi
    [ "$failed" = 0 ]
}

case "${1:-}" in
    rules) rules ;;
    one) [ $# = 3 ] || { echo "usage: tests/run.sh one ID BUILD" >&2; exit 2; }; one "$2" "$3" ;;
    summary) shift; summary "$@" ;;
    list) rows | cut -d $'\037' -f1,5 | tr '\037' '\t' ;;
    reads) [ $# = 3 ] || { echo "usage: tests/run.sh reads ID BUILD" >&2; exit 2; }; reads "$2" "$3" ;;
    *) echo "usage: tests/run.sh rules | one ID BUILD | summary BUILD [ID...] | list | reads ID BUILD (make test runs the suites)" >&2; exit 2 ;;
esac
