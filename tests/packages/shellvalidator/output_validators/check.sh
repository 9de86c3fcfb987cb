#!/bin/sh
# Output validator: the output's tokens must equal the answer file's. Exit 42 accepted, 43 not.
answer=$(tr -s ' \n' ' ' <"$2")
output=$(tr -s ' \n' ' ')
if [ "$answer" = "$output" ]; then exit 42; fi
echo "expected $answer, found $output" >"${3}judgemessage.txt"
exit 43
