// Language test program (Go, lc52): gods, which LeetCode's Go has ("Support
// github.com/emirpasic/gods@v1.18.1"; the kit has Debian 13's 1.12.0): the free columns kept in
// a treeset, walked in order at each row. A file with imports of its own gets no automatic ones.
// Expected: AC.
import "github.com/emirpasic/gods/sets/treeset"

func totalNQueens(n int) int {
	free := treeset.NewWithIntComparator()
	for c := 0; c < n; c++ {
		free.Add(c)
	}
	return place(n, 0, free, map[int]bool{}, map[int]bool{})
}

func place(n, row int, free *treeset.Set, left, right map[int]bool) int {
	if row == n {
		return 1
	}
	total := 0
	for _, value := range free.Values() {
		c := value.(int)
		if left[row+c] || right[row-c] {
			continue
		}
		free.Remove(c)
		left[row+c], right[row-c] = true, true
		total += place(n, row+1, free, left, right)
		left[row+c], right[row-c] = false, false
		free.Add(c)
	}
	return total
}
