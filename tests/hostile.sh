#!/usr/bin/env bash
# The hostile corpus (tests/hostile/, see its README) judged in the box, and what can only be
# checked from outside the box: no connection reached a listener on 127.0.0.1, no file appeared in
# the host's /tmp, no process a program started is left, the CPU time of a program's children was
# counted, no line of /etc/shadow reached the report, a kill(-1) in one box left another judge's
# runs alone, a fork bomb left the machine responsive; then the same attacks from a judge run as
# nobody, and a judge on a machine that refuses user namespaces (auto falls back with one warning,
# require refuses). Ends with one line: hostile: N passed, M failed.
# Usage: tests/hostile.sh BUILD_DIR
set -u
build=${1:-build}
kit=$(cd "$(dirname "$0")/.." && pwd)
judge="$kit/$build/bin/judge"
work=$(mktemp -d /tmp/nq-hostile-XXXXXX)
chmod 755 "$work"
token=${work##*-}
secret="NQ_HOSTILE_SECRET=$token"
. "$(dirname "$0")/checks.sh"
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

# JSON checks through node (Node 20 is on every machine the kit supports).
json() { node -e "const r = JSON.parse(require('fs').readFileSync('$1', 'utf8')); process.exit(($2) ? 0 : 1)"; }

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

mkdir -p "$work/corpus"
cp -r "$kit/tests/hostile/acm" "$kit/tests/hostile/lc52" "$kit/tests/hostile/beside" "$work/corpus/"
find "$work/corpus" -type f -exec sed -i "s|__KIT__|$kit|g; s|__PORT__|$port|g; s|__TOKEN__|$token|g" {} +
chmod -R a+rX "$work/corpus"
limits=(--tl 1000 --ml 64 --compile-wall 10 --compile-ml 512 --cache "$work/cache")
corpus=()
for f in "$work"/corpus/acm/* "$work"/corpus/lc52/*; do
    case $f in */fork_bomb.c | */kill_all.c) ;; *) corpus+=("$f") ;; esac
done

echo "== the corpus, in the box"
env "$secret" "$judge" -j2 "${limits[@]}" --json "$work/report.json" --tests '0[1-3]' "${corpus[@]}" >"$work/corpus.log" 2>&1
judged "every hostile program gets its pinned verdict" "$work/corpus.log" $?
check "the listener on 127.0.0.1 saw no connection" test ! -e "$work/connections"
check "no file appeared in the host's /tmp" test -z "$(ls /tmp/nq-hostile-"$token"-* 2>/dev/null)"
check "no child named nq-burner is left" none_named nq-burner
check "no orphan named nq-orphan is left" none_named nq-orphan
check "the CPU time of the burners (children) was counted: 500 ms or more" \
    json "$work/report.json" "r.results.filter(x => x.solution.endsWith('burners.c') && x.ran).every(x => x.cpu_ms >= 500)"
check "every run had the box (namespaces) in the report" \
    json "$work/report.json" "r.results.filter(x => x.ran).every(x => x.sandbox.startsWith('namespaces'))"
if [ -r /etc/shadow ]; then
    shadowed=0
    while IFS= read -r line; do
        [ -n "$line" ] && grep -qF -- "$line" "$work/report.json" "$work/corpus.log" && shadowed=1
    done </etc/shadow
    check "no line of /etc/shadow reached the report" test "$shadowed" = 0
fi

echo "== kill(-1, SIGKILL) in one box, another judge's runs beside it"
"$judge" "${limits[@]}" "$work/corpus/beside/acm/slow.c" >"$work/beside.log" 2>&1 &
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

if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
    echo "== the same attacks from a judge run as nobody"
    mkdir -p "$work/nobody-cache"
    chmod 777 "$work/nobody-cache"
    as_nobody=(setpriv --reuid=nobody --regid=nogroup --clear-groups env "$secret" HOME=/tmp)
    few=()
    for f in acm/read_golden.c acm/see_others.c lc52/passwd_env.py lc52/network.c lc52/Golden.java lc52/host_tmp.c; do
        few+=("$work/corpus/$f")
    done
    (cd /tmp && "${as_nobody[@]}" "$judge" --root "$kit" --tl 1000 --ml 64 --cache "$work/nobody-cache" \
        --tests 01 "${few[@]}") >"$work/nobody.log" 2>&1
    judged "as nobody: every attack blocked" "$work/nobody.log" $?
    check "as nobody: the listener saw no connection" test ! -e "$work/connections"
    check "as nobody: no file appeared in the host's /tmp" test -z "$(ls /tmp/nq-hostile-"$token"-* 2>/dev/null)"

fi

if gcc -std=c11 -O2 -o "$work/no_userns" "$kit/tests/programs/no_userns.c"; then
    echo "== a machine that refuses user namespaces"
    no_userns=("$work/no_userns")
    "${no_userns[@]}" "$judge" --root "$kit" --tl 1000 --ml 64 --cache "$work/cache" --tests '0[1-4]' \
        --json "$work/auto.json" "$kit/solutions/acm/stage1_board.cpp" "$kit/solutions/lc52/bitmask.cpp" \
        >"$work/auto.log" 2>&1
    judged "--sandbox auto falls back and judges" "$work/auto.log" $?
    check "--sandbox auto: the report says rlimits for every run" \
        json "$work/auto.json" "r.results.every(x => x.sandbox.startsWith('rlimits'))"
    check "--sandbox auto says so in one warning line" \
        test "$(grep -c '^warning: no sandbox here' "$work/auto.log")" = 1
    "${no_userns[@]}" "$judge" --root "$kit" --sandbox require --cache "$work/cache" \
        "$kit/solutions/acm/stage1_board.cpp" >"$work/require.log" 2>&1
    status=$?
    cat "$work/require.log"
    check "--sandbox require refuses with one error line (exit $status)" \
        test "$status" = 2 -a "$(grep -c '^error: --sandbox require' "$work/require.log")" = 1
fi

summary hostile
