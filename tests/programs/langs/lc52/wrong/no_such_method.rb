# expect: RE on 01: NoMethodError
# Language test program (Ruby, lc52): calls a method an Integer does not have. Expected: RE, the
# exception's class as the detail.
def total_n_queens(n)
  n.queens
end
