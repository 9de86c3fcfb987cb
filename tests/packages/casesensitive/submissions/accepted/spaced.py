# The right word between blank lines, tabs and spaces: AC because case_sensitive leaves the
# whitespace comparison lenient.
import sys

sys.stdout.write("\n\t  " + input().capitalize() + " \t\n\n")
