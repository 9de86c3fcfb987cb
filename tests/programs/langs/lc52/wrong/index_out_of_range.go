// expect: RE on 01: index out of range [1] with length 1, at index_out_of_range.go:11
// Language test program (Go, lc52): reads one element past the end of a slice in a LeetCode
// file; the panic names this file's line (the driver adds its package clause and imports on
// line 1 without moving the lines). Expected: RE.
func totalNQueens(n int) int {
	queens := make([]int, n)
	return count(queens, n)
}

func count(queens []int, row int) int {
	return queens[row]
}
