# copy_kit DIR: the kit's files (no build/, no .git, no node_modules) and its judge under DIR,
# readable by everyone, for a user who cannot reach the checkout itself (a private, mode-700
# folder). Source it after setting `kit` (the checkout) and `judge` (its judge binary); the copy's
# judge is DIR/build/bin/judge.
copy_kit() {
    mkdir -p "$1/build/bin"
    tar -C "$kit" --exclude=./build --exclude=./.git --exclude=./node_modules -cf - . | tar -C "$1" -xf -
    cp "$judge" "$1/build/bin/judge"
    chmod -R a+rX "$1"
}

# link_roots DIR: the kit's toolchain roots (make root) under DIR/build/roots, as hard links (a
# copy where the two folders are on different devices), for a judge run on the copy DIR.
link_roots() {
    [ -d "$kit/build/roots" ] && [ ! -e "$1/build/roots" ] || return 0
    cp -al "$kit/build/roots" "$1/build/roots" 2>/dev/null || cp -a "$kit/build/roots" "$1/build/roots"
}
