#!/bin/sh
# Input validator: one line of two integers. Exit 42 valid, 43 not.
grep -Eqx -- '-?[0-9]+ -?[0-9]+' || exit 43
exit 42
