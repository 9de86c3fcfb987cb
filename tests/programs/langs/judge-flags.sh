# The judge's flags for the test programs of tests/programs/langs/ (sourced by bash: the langs
# suite of tests/suites.txt and tests/like.sh both take langs_flags from here).
# --wall 30000: their spinners are pinned to TLE on CPU time, which a busy machine's default wall
# limit (3 x CPU + 1 s) can beat (docs/judging.md).
# shellcheck disable=SC2034
langs_flags=(--tl 500 --ml 64 --wall 30000 --tests '0[1-8]')
