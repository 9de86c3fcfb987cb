# Language test program (Ruby, lc52): LeetCode's Ruby starter, the bitmask count. Expected: AC.
# @param {Integer} n
# @return {Integer}
def total_n_queens(n)
  full = (1 << n) - 1
  count = lambda do |cols, d1, d2|
    return 1 if cols == full
    free = full & ~(cols | d1 | d2)
    total = 0
    while free != 0
      bit = free & -free
      free ^= bit
      total += count.call(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1)
    end
    total
  end
  count.call(0, 0, 0)
end
