#!/usr/bin/env bash
# Makes sure a Debian package the kit needs is present.
# Usage: tools/require-deb.sh PACKAGE WHAT CHECK-COMMAND...
#   Runs CHECK-COMMAND; when it fails, installs PACKAGE with apt-get (as root) and says so,
#   or, when not root, stops with the exact command to run. WHAT names what the package is for.
#   Installs wait for each other (make -j may start several), and the package lists are
#   fetched once per hour at most.
set -euo pipefail
pkg=$1 what=$2
shift 2
"$@" >/dev/null 2>&1 && exit 0
if [ "$(id -u)" != 0 ]; then
    echo "error: the Debian package $pkg is missing ($what); run: sudo apt-get update && sudo apt-get install -y $pkg" >&2
    exit 1
fi
exec 9>"${TMPDIR:-/tmp}/nqueens-kit-apt.lock"
flock 9
"$@" >/dev/null 2>&1 && exit 0  # installed by another run while this one waited
echo "the Debian package $pkg is missing ($what): installing it with apt-get" >&2
export DEBIAN_FRONTEND=noninteractive
stamp="${TMPDIR:-/tmp}/nqueens-kit-apt.updated"
if [ -z "$(find "$stamp" -mmin -60 2>/dev/null)" ]; then
    apt-get update -q >&2
    touch "$stamp"
fi
apt-get install -y -q --no-install-recommends "$pkg" >&2
"$@" >/dev/null 2>&1 || { echo "error: $pkg is installed but '$*' still fails" >&2; exit 1; }
