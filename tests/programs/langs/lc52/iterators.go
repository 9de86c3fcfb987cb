// Language test program (Go, lc52): iterators and the names Go 1.23 added for them (maps.Keys,
// slices.Sorted, slices.Collect, range over a function), and range over an int (Go 1.22): all in
// LeetCode's Go 1.23, so AC under the leetcode profile, which refuses only what came after it.
// A file with imports of its own gets no automatic ones. Expected: AC.
import (
	"maps"
	"slices"
)

func totalNQueens(n int) int {
	free := map[int]bool{}
	for col := range n {
		free[col] = true
	}
	return place(n, 0, free, map[int]bool{}, map[int]bool{})
}

func place(n, row int, free, left, right map[int]bool) int {
	if row == n {
		return 1
	}
	total := 0
	for _, col := range slices.Sorted(maps.Keys(free)) {
		if left[row+col] || right[row-col] {
			continue
		}
		delete(free, col)
		left[row+col], right[row-col] = true, true
		total += place(n, row+1, free, left, right)
		free[col] = true
		delete(left, row+col)
		delete(right, row-col)
	}
	return len(slices.Collect(maps.Keys(map[int]bool{total: true}))) * total
}
