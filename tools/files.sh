#!/bin/sh
# The checkout's files under the given paths (all of them without one): git's list, new files
# not ignored included, less those deleted in the work tree; outside git, every file but build/,
# node_modules/ and .git/. One a line. What make test takes a suite to depend on (tests/suites.txt).
# Usage: tools/files.sh [PATH...]
cd "$(dirname "$0")/.." || exit 1
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git ls-files --cached --others --exclude-standard -- "$@" | while IFS= read -r f; do
        [ -e "$f" ] && echo "$f"
    done
else
    find "${@:-.}" \( -path ./build -o -path ./node_modules -o -path ./.git \) -prune -o -type f -print |
        sed 's|^\./||'
fi
