// LeetCode 51, N-Queens: return every board.
// Approach: backtracking row by row; three hash sets hold the taken columns and diagonals:
// columns (col), diagonals1 (row - col, the "\" diagonals), diagonals2 (row + col, the "/" ones).
// Time: O(n * n! + S * n^2): at most e*n! placements, each trying n columns with O(1)
//   average set lookups; O(n^2) to build each of the S boards returned.
// Space: O(n) for the search, plus the boards returned.
// Go has no set type: each set is a map to struct{}.

func solveNQueens(n int) [][]string {
	solutions := [][]string{}
	if n < 1 {
		return solutions
	}
	queens := make([]int, n) // queens[row] = column of that row's queen
	columns, diagonals1, diagonals2 := map[int]struct{}{}, map[int]struct{}{}, map[int]struct{}{}
	taken := func(set map[int]struct{}, key int) bool {
		_, ok := set[key]
		return ok
	}
	var dfs func(row int)
	dfs = func(row int) {
		if row == n {
			solutions = append(solutions, generateBoard(queens))
			return
		}
		for col := 0; col < n; col++ {
			if taken(columns, col) || taken(diagonals1, row-col) || taken(diagonals2, row+col) {
				continue
			}
			queens[row] = col
			columns[col], diagonals1[row-col], diagonals2[row+col] = struct{}{}, struct{}{}, struct{}{}
			dfs(row + 1)
			delete(columns, col)
			delete(diagonals1, row-col)
			delete(diagonals2, row+col)
		}
	}
	dfs(0)
	return solutions
}

func generateBoard(queens []int) []string {
	board := make([]string, len(queens))
	for row, col := range queens {
		board[row] = strings.Repeat(".", col) + "Q" + strings.Repeat(".", len(queens)-col-1)
	}
	return board
}
