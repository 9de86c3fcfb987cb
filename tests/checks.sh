# The tally of a shell test, said once. Source it, then:
#   check NAME COMMAND [ARG...]   runs COMMAND; exit 0 passes NAME, anything else fails it
#   pass NAME / fail NAME         for a check worked out by hand
#   summary LABEL                 prints `LABEL: N passed, M failed` (the line tests/run.sh reads)
#                                 and returns non-zero when any failed; make it the script's last
# Each check prints one line, `ok  NAME` or `BAD NAME`.
passed=0 failed=0

pass() {
    echo "ok  $1"
    passed=$((passed + 1))
}

fail() {
    echo "BAD $1"
    failed=$((failed + 1))
}

check() {
    local name=$1
    shift
    if "$@"; then pass "$name"; else fail "$name"; fi
}

summary() {
    echo "$1: $passed passed, $failed failed"
    [ "$failed" = 0 ]
}
