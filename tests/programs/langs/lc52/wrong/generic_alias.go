// expect: CE on -: generic type alias requires GOEXPERIMENT=aliastypeparams
// Language test program (Go, lc52): a generic type alias, a language feature of Go 1.24. The
// kit's Go is 1.24; LeetCode's is 1.23, which refuses it with the message above unless an
// experiment is set, so the leetcode profile refuses it the same way, with a note that says why.
// Expected: CE.
type Set[T comparable] = map[T]bool

func totalNQueens(n int) int {
	return place(n, 0, Set[int]{}, Set[int]{}, Set[int]{})
}

func place(n, row int, cols, left, right Set[int]) int {
	if row == n {
		return 1
	}
	total := 0
	for col := 0; col < n; col++ {
		if cols[col] || left[row+col] || right[row-col] {
			continue
		}
		cols[col], left[row+col], right[row-col] = true, true, true
		total += place(n, row+1, cols, left, right)
		delete(cols, col)
		delete(left, row+col)
		delete(right, row-col)
	}
	return total
}
