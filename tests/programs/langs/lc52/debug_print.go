// Language test program (Go, lc52): LeetCode's Go signature, with a debug print left in and fmt
// used without an import (LeetCode's driver imports it). Expected: AC.
func totalNQueens(n int) int {
	fmt.Println("debug: n =", n)
	return count(n, 0, 0, 0)
}

func count(n, columns, left, right int) int {
	full := 1<<n - 1
	if columns == full {
		return 1
	}
	total := 0
	for free := full &^ (columns | left | right); free != 0; free &= free - 1 {
		bit := free & -free
		total += count(n, columns|bit, (left|bit)<<1, (right|bit)>>1)
	}
	return total
}
