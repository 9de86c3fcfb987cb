// expect: CE on -: line 9: strings.SplitSeq requires go1.24 or later; LeetCode runs Go 1.23
// Language test program (Go, lc52): strings.SplitSeq, new in Go 1.24, from the automatic
// imports. The kit's Go is 1.24 and compiles it; LeetCode's is 1.23, where it is undefined, so
// the leetcode profile refuses it, naming it and its line. Expected: CE.
func totalNQueens(n int) int {
	// The free columns as text, one field a column ("0,1,2,3"), read back by SplitSeq.
	columns := strings.TrimSuffix(strings.Repeat("x,", n), ",")
	free := []int{}
	for range strings.SplitSeq(columns, ",") {
		free = append(free, len(free))
	}
	return place(free, 0, 0, 0)
}

func place(free []int, row, left, right int) int {
	if row == len(free) {
		return 1
	}
	total := 0
	for _, col := range free {
		if left>>(row+col)&1 == 0 && right>>(row-col+len(free))&1 == 0 && free[col] >= 0 {
			free[col] = -1
			total += place(free, row+1, left|1<<(row+col), right|1<<(row-col+len(free)))
			free[col] = col
		}
	}
	return total
}
