# Language test program (Ruby, lc51): LeetCode's Ruby starter, a top-level method that returns
# every board as strings. Expected: AC.
# @param {Integer} n
# @return {String[][]}
def solve_n_queens(n)
  boards = []
  cols = []
  place = lambda do |row|
    if row == n
      boards << cols.map { |c| "." * c + "Q" + "." * (n - c - 1) }
      next
    end
    n.times do |c|
      next unless cols.each_with_index.all? { |k, r| c != k && (c - k).abs != row - r }
      cols << c
      place.call(row + 1)
      cols.pop
    end
  end
  place.call(0)
  boards
end
