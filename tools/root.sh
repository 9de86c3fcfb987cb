#!/usr/bin/env bash
# Builds a toolchain root: a Debian system in a folder, which the judge's box shows a program in
# place of the host's /usr when its profile says so (judge/roots.hpp, docs/languages.md).
# Usage: tools/root.sh [--check] [--store STORE] NAME DIR
#   tools/roots/NAME.list gives the Debian suite and the pinned packages (a name and the start of
#   the version it must have). DIR is built when it is missing, half-built, damaged (a file of a
#   pinned package gone) or stamped with another list; a current DIR is left as it is.
#   The build goes to DIR.new with mmdebstrap, from the Debian mirror the host's apt uses, is
#   checked against the list, gets its stamp (DIR.new/.kit-root: the list, then each package and
#   its version) and only then becomes DIR: a build killed half-way is never taken for a root.
#   --store STORE: the root is built once per machine, as STORE/NAME-<hash of the list>, and DIR
#   becomes a link to it, so every clone of the kit on the machine shares one root per list (the
#   Makefile passes /var/cache/nqueens-kit/roots).
#   --check: exit 0 when DIR is current, else 1 with one line saying why; builds nothing.
#   --check --quick: the same without looking for each file of the pinned packages (the stamp
#   only): what the judge asks once a run, so that the rule and its words live here only.
# Building needs root (mmdebstrap); otherwise the command to run is printed and the exit is 1.
set -euo pipefail
check_only=0 quick=0 store=
if [ "${1:-}" = --check ]; then check_only=1; shift; fi
if [ "$check_only" = 1 ] && [ "${1:-}" = --quick ]; then quick=1; shift; fi
if [ "${1:-}" = --store ] && [ $# -ge 2 ]; then store=${2%/}; shift 2; fi
[ $# = 2 ] || { echo "usage: tools/root.sh [--check [--quick]] [--store STORE] NAME DIR" >&2; exit 2; }
name=$1 dir=${2%/}
kit=$(cd "$(dirname "$0")/.." && pwd)
list="$kit/tools/roots/$name.list"
[ -f "$list" ] || { echo "error: no toolchain root named $name (no $list)" >&2; exit 2; }

# The list's own lines, comments and blank lines dropped: what the stamp must begin with.
pins() { sed -e 's/#.*//' -e 's/[[:space:]]\+/ /g' -e 's/^ //' -e 's/ $//' -e '/^$/d' "$list"; }
suite=$(pins | sed -n 's/^suite //p')
packages=$(pins | grep -v '^suite ' | cut -d' ' -f1)

# why_stale ROOT: nothing when ROOT is current, else why not (one line).
why_stale() {
    local root=$1 stamp=$1/.kit-root
    [ -d "$root" ] || { echo "it is missing"; return; }
    [ -f "$stamp" ] || { echo "it is half-built (no stamp $stamp)"; return; }
    if [ "$(sed -n '1,/^installed:$/p' "$stamp" | sed '$d')" != "$(pins)" ]; then
        echo "its stamp is of another package list than $list"
        return
    fi
    local pkg file files
    [ "$quick" = 1 ] && return
    for pkg in $packages; do
        files=$(dpkg-query --admindir="$root/var/lib/dpkg" -L "$pkg" 2>/dev/null) ||
            { echo "it is damaged: its dpkg database has no $pkg"; return; }
        while IFS= read -r file; do
            [ -e "$root$file" ] || [ -L "$root$file" ] || { echo "it is damaged: $file of $pkg is missing"; return; }
        done < <(grep '^/' <<<"$files")
    done
}

# The host's Debian mirrors with the suite renamed: bookworm-security becomes trixie-security.
sources() {
    local host
    host=$(sed -n 's/^VERSION_CODENAME=//p' /etc/os-release)
    apt-get indextargets --format '$(REPO_URI) $(RELEASE) $(COMPONENT)' 'Identifier: Packages' |
        awk -v host="$host" -v suite="$suite" '$2 ~ "^" host "(-|$)" { sub("^" host, suite, $2);
            print "deb " $1 " " $2 " main" }' | sort -u
}

why=$(why_stale "$dir")
[ -z "$why" ] && exit 0
if [ "$check_only" = 1 ]; then echo "the toolchain root $dir is not ready: $why"; exit 1; fi
if [ "$(id -u)" != 0 ]; then
    echo "error: the toolchain root $dir is not ready ($why); build it as root: sudo make root" >&2
    exit 1
fi
# build ROOT: builds ROOT unless it is current (another run may have built it while this one
# waited for the lock).
build() {
    local dir=$1 why start got version pkg
    mkdir -p "$(dirname "$dir")"
    exec 9>"$dir.lock"
    flock 9
    why=$(why_stale "$dir")
    [ -z "$why" ] && return 0
    "$kit/tools/require-deb.sh" mmdebstrap "building the toolchain root $name" mmdebstrap --version
    mapfile -t mirrors < <(sources)
    [ "${#mirrors[@]}" -gt 0 ] || { echo "error: the host's apt has no Debian mirror to build $name from" >&2; exit 1; }
    echo "building the toolchain root $dir ($why): Debian $suite with $(echo $packages | tr ' ' ',')" >&2
    rm -rf "$dir.new"
    start=$SECONDS
    mmdebstrap --quiet --variant=essential --include="$(echo $packages | tr ' ' ',')" \
        "$suite" "$dir.new" "${mirrors[@]}" >&2
    {
        pins
        echo "installed:"
        dpkg-query --admindir="$dir.new/var/lib/dpkg" -W -f '${Package} ${Version}\n' $packages
    } >"$dir.new/.kit-root.tmp"
    while read -r pkg version; do
        got=$(awk -v p="$pkg" '$1 == p { print $2 }' "$dir.new/.kit-root.tmp" | sed -n '$p')
        case "$got" in
            "$version"*) ;;
            *) echo "error: Debian $suite has $pkg ${got:-(none)}, not $version* as $list pins" >&2; exit 1 ;;
        esac
    done < <(pins | grep -v '^suite ')
    mv "$dir.new/.kit-root.tmp" "$dir.new/.kit-root"
    rm -rf "$dir"
    mv "$dir.new" "$dir"
    echo "the toolchain root $dir is ready: $(du -sh "$dir" | cut -f1) in $((SECONDS - start)) s" >&2
}

if [ -z "$store" ]; then
    build "$dir"
    exit 0
fi
shared="$store/$name-$(pins | sha256sum | cut -c1-16)"
build "$shared"
mkdir -p "$(dirname "$dir")"
rm -rf "$dir.link"
ln -s "$shared" "$dir.link"
rm -rf "$dir"
mv -T "$dir.link" "$dir"
echo "the toolchain root $dir is $shared, built once for this machine" >&2
