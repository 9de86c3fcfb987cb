#!/bin/sh
# Input validator: one line of two integers written the one way (no leading zero or plus, one
# space), ending in a newline. Exit 42 valid, 43 not.
nl='
'
input=$(cat && printf x) || exit 43 # the x keeps the newlines at the end, which $(...) drops
input=${input%x}
line=${input%"$nl"}
[ "$line$nl" = "$input" ] || exit 43 # the last line ends in a newline
case $line in *"$nl"*) exit 43 ;; esac # and it is the only one
printf '%s\n' "$line" | grep -Eqx -- '(0|-?[1-9][0-9]*) (0|-?[1-9][0-9]*)' || exit 43
exit 42
