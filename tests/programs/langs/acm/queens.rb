# Language test program (Ruby, acm): counts placements with sets of taken columns and diagonals,
# keeping the first placement found. Expected: AC.
n = $stdin.read.split.first.to_i
cols = Set.new
d1 = Set.new
d2 = Set.new
placed = []
first = nil
count = 0
place = lambda do |row|
  if row == n
    first ||= placed.dup
    count += 1
    next
  end
  n.times do |c|
    next if cols.include?(c) || d1.include?(row + c) || d2.include?(row - c)
    cols << c; d1 << row + c; d2 << row - c; placed << c
    place.call(row + 1)
    cols.delete(c); d1.delete(row + c); d2.delete(row - c); placed.pop
  end
end
place.call(0)
puts count
(first || []).each_with_index { |c, r| puts "#{r + 1} #{c + 1}" }
