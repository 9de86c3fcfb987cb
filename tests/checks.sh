# The tally of a shell test, said once. Source it, then:
#   check NAME COMMAND [ARG...]   runs COMMAND; exit 0 passes NAME, anything else fails it
#   pass NAME / fail NAME         for a check worked out by hand
#   skip NAME WHY                 a check that cannot run here: counted apart, never as a pass
#   summary LABEL                 prints one `skipped: NAME: WHY` line per skip, then
#                                 `LABEL: N passed, M failed` (`, K skipped` after it when K > 0:
#                                 the line tests/run.sh reads) and returns non-zero when any
#                                 failed; make it the script's last
# Each check prints one line, `ok  NAME`, `BAD NAME` or `skip NAME: WHY`.
passed=0 failed=0 skipped=0
skips=()

pass() {
    echo "ok  $1"
    passed=$((passed + 1))
}

fail() {
    echo "BAD $1"
    failed=$((failed + 1))
}

skip() {
    echo "skip $1: $2"
    skipped=$((skipped + 1))
    skips+=("$1: $2")
}

check() {
    local name=$1
    shift
    if "$@"; then pass "$name"; else fail "$name"; fi
}

summary() {
    local why
    for why in "${skips[@]}"; do echo "skipped: $why"; done
    if [ "$skipped" -gt 0 ]; then
        echo "$1: $passed passed, $failed failed, $skipped skipped"
    else
        echo "$1: $passed passed, $failed failed"
    fi
    [ "$failed" = 0 ]
}
