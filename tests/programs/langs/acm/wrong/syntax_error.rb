# expect: CE on -: syntax error
# Language test program (Ruby, acm): a method left open, found by the compile step (ruby -c).
# Expected: CE.
def main(
  puts 1
