#!/usr/bin/env bash
# The node counter's arguments: each bad one gets one `error:` line on stderr, nothing on stdout and
# exit status 1; good ones count. (n = 15, the largest accepted, takes a minute: not run here.) Ends with one line: nodes: N passed, M failed.
# Usage: tests/nodes-args.sh BUILD_DIR
set -u
nodes=${1:-build}/bin/nodes
. "$(dirname "$0")/checks.sh"
out=$(mktemp) err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

# refused ARGS...: the arguments must be refused with one error line.
refused() {
    "$nodes" "$@" >"$out" 2>"$err"
    local status=$?
    if [ "$status" = 1 ] && [ ! -s "$out" ] && [ "$(wc -l <"$err")" = 1 ] && grep -q '^error: ' "$err"; then
        pass "'$*' refused with one error: line and exit 1"
    else
        fail "'$*' should be refused with one error: line and exit 1; got exit $status, stderr: $(head -c 200 "$err")"
    fi
}

refused --to 16          # 16^16 = 2^64: the n^n column would wrap to 0
refused --from 16 --to 20
refused --to 0
refused --to +5
refused --to 5x
refused --to " 5"
refused --to 05          # plain decimal only: a leading zero is refused (kit::parseInteger)
refused --to 99999999999
refused --from 6 --to 5
refused --missing "x=not there"
refused --acm noequals
refused --to

# Good arguments count: n = 4..5 has 2 and 10 solutions, and 5^5 = 3,125 in the n^n column.
check "--from 4 --to 5 prints the row: 5, 10 solutions, ..., 3,125, 25" \
    sh -c "'$nodes' --from 4 --to 5 2>/dev/null | grep -Eq '^ *5 +10 .* 3,125 +25\$'"

summary nodes
