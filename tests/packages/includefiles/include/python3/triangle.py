"""Included into Python submissions: reads the input."""
import sys


def read_n():
    return int(sys.stdin.readline())
