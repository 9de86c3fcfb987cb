#!/usr/bin/env bash
# The hostile corpus (tests/hostile/, see its README) judged in the box, and what can only be
# checked from outside the box: no connection reached a listener on 127.0.0.1, no file appeared in
# the host's /tmp, no process a program started is left, the CPU time of a program's children was
# counted, no line of /etc/shadow reached the report, a kill(-1) in one box left another judge's
# runs alone, a fork bomb left the machine responsive; then the same attacks from a judge run as
# nobody, and a judge on a machine that refuses user namespaces (auto falls back with one warning
# that says who the programs run as, the kit's files are guarded, require refuses), and one on a
# kernel without close_range. Every check first proves that its probe ran (the listener answered
# a ping, a list it looks at is not empty); a check that cannot run here is a skip line. The
# checks that need another user (nobody) reach the kit through a copy in a folder they can read,
# so the checkout may be anywhere (a private folder of mode 700 too).
# PART picks the checks: "alone" the two that must meet no other suite's programs (the kill(-1),
# whose other judge must be the only one beside it, and the fork bomb, beside which the machine's
# own commands are timed), "shared" every other, which may run beside other suites; "all" both.
# Ends with one line: hostile: N passed, M failed (", K skipped" after it when some were).
# Usage: tests/hostile.sh BUILD_DIR [all|shared|alone]
set -u
build=${1:-build}
part=${2:-all}
case $part in
    all | shared | alone) ;;
    *) echo "error: tests/hostile.sh: PART must be all, shared or alone, got $part" >&2; exit 2 ;;
esac
shared() { [ "$part" != alone ]; }
alone() { [ "$part" != shared ]; }
kit=$(cd "$(dirname "$0")/.." && pwd)
judge="$kit/$build/bin/judge"
work=$(mktemp -d /tmp/nq-hostile-XXXXXX)
chmod 755 "$work"
token=${work##*-}
secret="NQ_HOSTILE_SECRET=$token"
. "$(dirname "$0")/checks.sh"
. "$(dirname "$0")/kit_copy.sh"
listener=

finish() {
    [ -n "$listener" ] && kill "$listener" 2>/dev/null
    rm -rf "$work" /tmp/nq-hostile-"$token"-*
}
trap finish EXIT

# check NAME COMMAND...: one line, ok or BAD.

# judged NAME LOG: a judge's closing line "judge: N passed, M failed" and its exit status, as one check.
judged() {
    local name=$1 log=$2 status=$3 line
    cat "$log"
    line=$(grep -E '^judge: [0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)
    check "$name (${line:-no summary})" test "$status" = 0 -a -n "$line"
}

# JSON checks through node (Node 20 is on every machine the kit supports). In the expression,
# some(list, test): the list is not empty and test holds for every element of it.
json() {
    node -e "const some = (l, f) => l.length > 0 && l.every(f);
const r = JSON.parse(require('fs').readFileSync('$1', 'utf8')); process.exit(($2) ? 0 : 1)"
}

# one_line FILE PATTERN: exactly one line of FILE matches the extended regular expression.
one_line() { test "$(grep -cE -- "$2" "$1")" = 1; }

none_named() { ! pgrep -x "$1" >/dev/null; }

# A listener on 127.0.0.1 that notes every connection.
node -e "
const net = require('net'), fs = require('fs');
const server = net.createServer(s => { fs.appendFileSync('$work/connections', 'connection\n'); s.destroy(); });
server.listen(0, '127.0.0.1', () => fs.writeFileSync('$work/port', String(server.address().port)));
" &
listener=$!
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
port=$(cat "$work/port" 2>/dev/null || echo 9)
# The probe: one connection from outside any box must be seen, or "saw no connection" proves
# nothing.
node -e "require('net').connect($port, '127.0.0.1').on('error', () => process.exit(1)).on('close', () => process.exit(0))"
for _ in $(seq 50); do [ -s "$work/connections" ] && break; sleep 0.1; done
listening=false
[ "$(cat "$work/connections" 2>/dev/null)" = connection ] && listening=true
check "the listener on 127.0.0.1 answered a ping from outside the box" $listening
rm -f "$work/connections"
no_connection() { $listening && test ! -e "$work/connections"; }

# A copy of the kit owned by the user that programs run as without the box (nobody as root, else
# this user), for the attacks that write to the kit: they may only ever damage the copy.
own="$work/own"
shared && copy_kit "$own"
runner=()
if shared && [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
    chown -R nobody "$own"
    runner=(setpriv --reuid=nobody --regid=nogroup --clear-groups env HOME=/tmp)
fi

mkdir -p "$work/corpus"
cp -r "$kit/tests/hostile/acm" "$kit/tests/hostile/lc52" "$kit/tests/hostile/beside" "$work/corpus/"
find "$work/corpus" -type f -exec sed -i "s|__KIT__|$kit|g; s|__PORT__|$port|g; s|__TOKEN__|$token|g" {} +
sed -i "s|$kit/testdata|$own/testdata|" "$work/corpus/acm/overwrite_golden.c"
chmod -R a+rX "$work/corpus"
limits=(--tl 1000 --ml 64 --compile-wall 10 --compile-ml 512 --cache "$work/cache")

# The corpus in the box, and what is checked from outside it.
corpus_checks() {
    # Whether the runs get a cgroup here (a user who is not root on cgroup v1 gets none): without one
    # the memory of a program's children is not held, and forks_memory.c cannot get its MLE.
    "$judge" "${limits[@]}" --tests 01 "$kit/solutions/acm/stage1_board.cpp" >"$work/probe.log" 2>&1
    tree=false
    grep -q '^sandbox: namespaces, cgroup v[12]$' "$work/probe.log" && tree=true
    corpus=()
    for f in "$work"/corpus/acm/* "$work"/corpus/lc52/*; do
        case $f in
            */fork_bomb.c | */kill_all.c) ;;
            */forks_memory.c) $tree && corpus+=("$f") ;;
            *) corpus+=("$f") ;;
        esac
    done
    $tree || skip "forks_memory.c: the memory of 8 children held (MLE)" \
        "no cgroup for the runs here ($(sed -n 's/^warning: no cgroup for the runs (\(.*\)): .*/\1/p' "$work/probe.log"))"

    echo "== the corpus, in the box"
    env "$secret" "$judge" -j2 "${limits[@]}" --json "$work/report.json" --tests '0[1-3]' "${corpus[@]}" >"$work/corpus.log" 2>&1
    judged "every hostile program gets its pinned verdict" "$work/corpus.log" $?
    check "the golden file the box kept from overwrite_golden.c is as it was" \
        cmp -s "$own/testdata/acm/02.out" "$kit/testdata/acm/02.out"
    check "the listener on 127.0.0.1 saw no connection" no_connection
    check "no file appeared in the host's /tmp" test -z "$(ls /tmp/nq-hostile-"$token"-* 2>/dev/null)"
    check "no child named nq-burner is left" none_named nq-burner
    check "no orphan named nq-orphan is left" none_named nq-orphan
    check "the CPU time of the burners (children) was counted: 500 ms or more" \
        json "$work/report.json" "some(r.results.filter(x => x.solution.endsWith('burners.c') && x.ran), x => x.cpu_ms >= 500)"
    check "every run had the box (namespaces) in the report" \
        json "$work/report.json" "some(r.results.filter(x => x.ran), x => x.sandbox.startsWith('namespaces'))"
    if [ ! -r /etc/shadow ]; then
        skip "no line of /etc/shadow reached the report" "this user cannot read /etc/shadow"
    elif [ ! -s /etc/shadow ]; then
        skip "no line of /etc/shadow reached the report" "/etc/shadow is empty"
    else
        shadowed=0
        while IFS= read -r line; do
            [ -n "$line" ] && grep -qF -- "$line" "$work/report.json" "$work/corpus.log" && shadowed=1
        done </etc/shadow
        check "no line of /etc/shadow reached the report" test "$shadowed" = 0
    fi
}

# A kill(-1) beside another judge, a fork bomb beside the machine's own commands.
alone_checks() {
    echo "== kill(-1, SIGKILL) in one box, another judge's runs beside it"
    # (--tl 10000: slow.c's plain search takes up to a second at n = 14 on a busy 2-core machine, and
    # its time is not what this checks: only a kill that reached its box would fail it)
    "$judge" "${limits[@]}" --tl 10000 "$work/corpus/beside/acm/slow.c" >"$work/beside.log" 2>&1 &
    beside=$!
    killer_status=0
    for _ in $(seq 40); do
        kill -0 "$beside" 2>/dev/null || break
        "$judge" "${limits[@]}" --tests '0[1-4]' "$work/corpus/acm/kill_all.c" >"$work/killer.log" 2>&1 || killer_status=1
    done
    wait "$beside"
    judged "the judge beside it: every test still AC" "$work/beside.log" $?
    judged "the program that sent kill(-1): AC on every run" "$work/killer.log" "$killer_status"

    echo "== a fork bomb"
    # (--ml 256: 64 processes' page tables and stacks may pass 64 MiB before the CPU time runs out)
    "$judge" "${limits[@]}" --ml 256 --tests 01 "$work/corpus/acm/fork_bomb.c" >"$work/bomb.log" 2>&1 &
    bomb=$!
    sleep 0.5
    slowest=0
    for _ in 1 2 3 4 5; do
        start=$(date +%s%N)
        /bin/true
        took=$((($(date +%s%N) - start) / 1000000))
        [ "$took" -gt "$slowest" ] && slowest=$took
        sleep 0.2
    done
    wait "$bomb"
    judged "the fork bomb: TLE, as pinned" "$work/bomb.log" $?
    check "the machine stayed responsive beside it (slowest /bin/true: $slowest ms, under 1000)" test "$slowest" -lt 1000
    check "no process named nq-bomb is left" none_named nq-bomb
}

# The same attacks as nobody, with no user namespaces, with no close_range; --sandbox require.
other_checks() {
    echo "== the same attacks from a judge run as nobody"
    if [ "$(id -u)" != 0 ]; then
        skip "as nobody: every attack blocked" "not root: no other user to run the judge as"
    elif ! command -v setpriv >/dev/null; then
        skip "as nobody: every attack blocked" "no setpriv here"
    else
        # nobody may not reach the checkout (a private folder): it gets a readable copy.
        copy_kit "$work/kit"
        link_roots "$work/kit"
        mkdir -p "$work/nobody-cache"
        chmod 777 "$work/nobody-cache"
        as_nobody=(setpriv --reuid=nobody --regid=nogroup --clear-groups env "$secret" HOME=/tmp)
        few=()
        for f in acm/read_golden.c acm/see_others.c lc52/passwd_env.py lc52/network.c lc52/Golden.java lc52/host_tmp.c; do
            few+=("$work/corpus/$f")
        done
        (cd /tmp && "${as_nobody[@]}" "$work/kit/build/bin/judge" --root "$work/kit" --tl 1000 --ml 64 \
            --cache "$work/nobody-cache" --tests 01 "${few[@]}") >"$work/nobody.log" 2>&1
        judged "as nobody: every attack blocked" "$work/nobody.log" $?
        check "as nobody: the box was made (namespaces)" one_line "$work/nobody.log" '^sandbox: namespaces'
        check "as nobody: the listener saw no connection" no_connection
        check "as nobody: no file appeared in the host's /tmp" test -z "$(ls /tmp/nq-hostile-"$token"-* 2>/dev/null)"
    fi

    echo "== a machine that refuses user namespaces"
    gcc -std=c11 -O2 -o "$work/no_userns" "$kit/tests/programs/no_userns.c"
    check "the seccomp wrapper that refuses user namespaces is built" test -x "$work/no_userns"
    mkdir -p "$work/own-cache" "$work/own-out"
    [ ${#runner[@]} -gt 0 ] && chown nobody "$work/own-cache" "$work/own-out"
    if [ "$(id -u)" = 0 ] && [ ${#runner[@]} = 0 ]; then
        skip "as a user who is not root, no user namespaces: the kit guarded" "root without setpriv"
    else
        who=$("${runner[@]}" id -un)
        # The judge as a user who is not root (nobody, or this user), on its own copy of the kit: the
        # programs run as that user and could write the kit; the judge says so and guards it.
        # (--like local: the LeetCode profile's toolchain root needs the box, refused below)
        "${runner[@]}" "$work/no_userns" "$own/build/bin/judge" --root "$own" --tl 1000 --ml 64 \
            --cache "$work/own-cache" --tests '0[1-4]' --json "$work/own-out/auto.json" --like local \
            "$own/solutions/acm/stage1_board.cpp" "$own/solutions/lc52/bitmask.cpp" >"$work/auto.log" 2>&1
        judged "as $who, no user namespaces: --sandbox auto falls back and judges" "$work/auto.log" $?
        check "--sandbox auto: the report says rlimits for every run" \
            json "$work/own-out/auto.json" "some(r.results, x => x.sandbox.startsWith('rlimits'))"
        check "--sandbox auto: one warning line, saying the programs run as you, $who" \
            one_line "$work/auto.log" "^warning: no sandbox here .*programs run as you, $who \\(uid [0-9]+\\).*this kit included"
        "${runner[@]}" "$work/no_userns" "$own/build/bin/judge" --root "$own" --tl 1000 --ml 64 \
            --cache "$work/own-cache" --tests 02 "$work/corpus/acm/overwrite_golden.c" >"$work/overwrite.log" 2>&1
        status=$?
        cat "$work/overwrite.log"
        check "a program that rewrote a golden file stops the judge with one error line naming it (exit $status)" \
            test "$status" = 2 -a "$(grep -c '^error: ' "$work/overwrite.log")" = 1
        check "... and the command that restores it" \
            one_line "$work/overwrite.log" "^error: $own/testdata/acm/02.out changed .*git -C $own checkout -- testdata/acm/02.out"
        check "... and no verdict on the test it changed" test -z "$(grep -E ' 02 +(AC|WA|FAIL)' "$work/overwrite.log")"
        cp "$kit/testdata/acm/02.out" "$own/testdata/acm/02.out"
    fi

    if [ "$(id -u)" != 0 ]; then
        skip "as root, no user namespaces: programs run as nobody" "not root"
    else
        # As root the programs run as nobody: on a copy it can read they judge...
        copy_kit "$work/kit"
        "$work/no_userns" "$work/kit/build/bin/judge" --root "$work/kit" --tl 1000 --ml 64 \
            --cache "$work/cache" --tests '0[1-4]' "$work/kit/solutions/acm/stage1_board.cpp" >"$work/root.log" 2>&1
        judged "as root, no user namespaces: --sandbox auto falls back and judges" "$work/root.log" $?
        check "--sandbox auto as root: one warning line, saying the programs run as nobody" \
            one_line "$work/root.log" "^warning: no sandbox here .*programs run as nobody \\(uid [0-9]+\\)"
        # ... and a source nobody cannot read is the judge's error, not the solution's CE.
        chmod 700 "$work/kit/solutions"
        "$work/no_userns" "$work/kit/build/bin/judge" --root "$work/kit" --cache "$work/cache" \
            "$work/kit/solutions/acm/stage1_board.cpp" >"$work/unreadable.log" 2>&1
        status=$?
        cat "$work/unreadable.log"
        check "a source nobody cannot read: one error line naming the folder (exit $status), no CE" \
            test "$status" = 2 -a -n "$(grep -E "^error: nobody .*cannot read .*: $work/kit/solutions \(mode 700" "$work/unreadable.log")" \
            -a -z "$(grep -w CE "$work/unreadable.log")"
        chmod 755 "$work/kit/solutions"
    fi

    for mode in require require=namespaces; do
        "$work/no_userns" "$judge" --root "$kit" --sandbox $mode --cache "$work/cache" \
            "$kit/solutions/acm/stage1_board.cpp" >"$work/require.log" 2>&1
        status=$?
        cat "$work/require.log"
        check "--sandbox $mode refuses with one error line (exit $status)" \
            test "$status" = 2 -a "$(grep -c "^error: --sandbox $mode: this machine cannot make" "$work/require.log")" = 1
    done

    "$judge" --root "$kit" --sandbox off --cache "$work/cache" "$kit/solutions/lc52/bitmask.cpp" >"$work/off.log" 2>&1
    status=$?
    cat "$work/off.log"
    check "--sandbox off and a LeetCode C++ file: one error line, its toolchain root needs the box (exit $status)" \
        test "$status" = 2 -a "$(grep -c '^error: the leetcode profile compiles C++ in a toolchain root, which only the box with namespaces shows.*--like local' "$work/off.log")" = 1

    echo "== --sandbox require on this machine: the box and a cgroup, or an error"
    "$judge" "${limits[@]}" --sandbox require --tests 01 "$kit/solutions/acm/stage1_board.cpp" >"$work/require.log" 2>&1
    status=$?
    cat "$work/require.log"
    if grep -q '^sandbox: namespaces, cgroup v[12]$' "$work/require.log"; then
        judged "--sandbox require: judged in the box with a cgroup" "$work/require.log" $status
    else
        check "--sandbox require without a cgroup: one error line (exit $status)" \
            test "$status" = 2 -a "$(grep -c '^error: --sandbox require: no cgroup' "$work/require.log")" = 1
    fi

    echo "== a kernel without close_range: the judge's fds closed all the same"
    # fd 9, open in the judge (not close-on-exec), must not reach the program: privileges.c says WA
    # when it sees any fd above 2.
    "$work/no_userns" --userns --no-close-range "$judge" "${limits[@]}" --tests '0[1-2]' \
        "$work/corpus/acm/privileges.c" >"$work/close_range.log" 2>&1 9<"$kit/README.md"
    judged "no close_range: the program sees no fd of the judge's" "$work/close_range.log" $?
    check "no close_range: the runs were still in the box" one_line "$work/close_range.log" '^sandbox: namespaces'

}

shared && corpus_checks
alone && alone_checks
shared && other_checks
summary hostile
