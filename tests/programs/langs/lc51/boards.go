// Language test program (Go, lc51): LeetCode's Go signature, its own import block (then LeetCode's
// automatic imports are not added). Expected: AC.
import "strings"

func solveNQueens(n int) [][]string {
	boards := [][]string{}
	queens := make([]int, n)
	var place func(row int)
	place = func(row int) {
		if row == n {
			board := make([]string, n)
			for r, c := range queens {
				board[r] = strings.Repeat(".", c) + "Q" + strings.Repeat(".", n-c-1)
			}
			boards = append(boards, board)
			return
		}
	next:
		for c := 0; c < n; c++ {
			for r := 0; r < row; r++ {
				if queens[r] == c || queens[r]-c == r-row || queens[r]-c == row-r {
					continue next
				}
			}
			queens[row] = c
			place(row + 1)
		}
	}
	place(0)
	return boards
}
