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
